// Loaded into the bench's server (`node --import`): how long the event loop was held, between two SIGWINCH
// (not SIGUSR2: close-with-grace shuts the server down on it; SIGWINCH is ignored by default).
// Each SIGWINCH writes the delays seen since the previous one to EVENT_LOOP_PROBE_FILE, then starts afresh.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
process.on('SIGWINCH', () => {
  if (file) {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(
      file,
      JSON.stringify({ p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count }),
    );
  }
  histogram.reset();
});
