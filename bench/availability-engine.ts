/**
 * Micro-benchmark of the availability engine: 10 000 computations of 14 days with the default settings and
 * 20 busy intervals. Run with `npx tsx bench/availability-engine.ts`.
 */
import { performance } from 'node:perf_hooks';
import {
  defaultAvailabilitySettings,
  type TBusyInterval,
} from '#domain/agenda/availability/availability-settings.ts';
import { computeFreeSlots, nextFreeSlot } from '#domain/agenda/availability/compute-free-slots.ts';

const ITERATIONS = 10_000;
const WARM_UP = 1_000;
const MINUTE = 60_000;

const settings = defaultAvailabilitySettings();
// Monday 2027-03-22 08:00 Paris: the 14-day window spans the spring DST change.
const baseNow = new Date('2027-03-22T08:00:00+01:00').getTime();

/** Deterministic pseudo-random generator, so every run measures the same work. */
function makeRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const random = makeRandom(7);
/** 64 different inputs (different "now" and busy times), cycled through, so nothing is trivially cached. */
const inputs = Array.from({ length: 64 }, () => {
  const now = new Date(baseNow + Math.floor(random() * 3 * 24 * 60) * MINUTE);
  const busy: TBusyInterval[] = Array.from({ length: 20 }, () => {
    const start = now.getTime() + Math.floor(random() * 14 * 24 * 4) * 15 * MINUTE;
    return { start: new Date(start), end: new Date(start + (30 + Math.floor(random() * 4) * 30) * MINUTE) };
  });
  return { settings, busy, now };
});

function run(label: string, compute: (input: (typeof inputs)[number]) => number): void {
  let sink = 0;
  for (let i = 0; i < WARM_UP; i++) sink += compute(inputs[i % inputs.length] as (typeof inputs)[number]);
  sink = 0;
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i++) sink += compute(inputs[i % inputs.length] as (typeof inputs)[number]);
  const elapsedMs = performance.now() - started;
  const meanMicros = (elapsedMs * 1000) / ITERATIONS;
  console.log(
    `${label.padEnd(18)} ${ITERATIONS} runs in ${elapsedMs.toFixed(1)} ms — mean ${meanMicros.toFixed(2)} µs/computation, ` +
      `${(sink / ITERATIONS).toFixed(1)} slots/computation`,
  );
}

console.log('Availability engine — 14 days, default settings (3 modes), 20 busy intervals');
run('computeFreeSlots', (input) => computeFreeSlots(input).length);
run('nextFreeSlot', (input) => (nextFreeSlot(input) === null ? 0 : 1));
