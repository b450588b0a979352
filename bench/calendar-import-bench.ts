/**
 * npm run bench:calendar-import — what one calendar import costs the server (docs/decisions/0007).
 *
 * Scenarios, each in a fresh process (so the peak RSS is the import's), on PGlite and PostgreSQL:
 *  - attack: the reported 11 Ko file, 100 events `RRULE:FREQ=MINUTELY`, posted as `icsContent`;
 *  - lawyer: a busy lawyer's 4.7 Mo export (13 000 events, 50 rules running for three years).
 * Printed per run: HTTP status, duration, rows written to imported_events, peak RSS of the process,
 * the longest event-loop delay seen (perf_hooks.monitorEventLoopDelay, and the longest pause between
 * the ticks of a 5 ms interval) and the slowest /api/health answer of a client calling it every
 * 10 ms meanwhile, counted from when each call was due. Figures only, no thresholds.
 *
 * To measure an older commit, copy this file and server/test-support/hostile-calendars.ts into a
 * worktree of that commit and run it there (the before figures of ADR 0007 were taken that way).
 * BENCH_DB=pglite|postgres|both (default both), BENCH_SCENARIOS=attack,lawyer.
 */
import { spawnSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { lawyerCalendar, minutelyCalendar } from '#server/test-support/hostile-calendars.ts';
import { createTestApp, loginAs } from '#server/test-support/test-app.ts';

// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
const SCENARIOS = {
  attack: { label: '100 × FREQ=MINUTELY (11 Ko)', file: () => minutelyCalendar(100, NOW) },
  lawyer: { label: 'export d’avocat, 13 000 événements (4,7 Mo)', file: () => lawyerCalendar(13_000, NOW) },
} as const;
type TScenario = keyof typeof SCENARIOS;

type TResult = {
  status: number;
  durationMs: number;
  rows: number;
  peakRssMb: number;
  baselineRssMb: number;
  maxLoopDelayMs: number;
  longestPauseMs: number;
  slowestHealthMs: number;
  healthAnswers: number;
  error: string;
};

async function runOne(scenario: TScenario): Promise<TResult> {
  const t = await createTestApp();
  t.clock.set(NOW);
  try {
    const cookie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    const payload = JSON.stringify({ name: 'Banc', colour: 'blue', icsContent: SCENARIOS[scenario].file() });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let importing = true;
    let slowestHealthMs = 0;
    let healthAnswers = 0;
    // Health's wait is counted from when the request was due (10 ms after the previous answer), so a
    // request that could not even be sent while the event loop was held counts the whole hold.
    const client = (async () => {
      let due = performance.now();
      while (importing) {
        await t.app.inject({ method: 'GET', url: '/api/health' });
        const answered = performance.now();
        healthAnswers += 1;
        slowestHealthMs = Math.max(slowestHealthMs, answered - due);
        due = answered + 10;
        await sleep(10);
      }
    })();
    await sleep(50);
    const baselineRssMb = process.resourceUsage().maxRSS / 1024;
    delay.enable();
    // A second measure of the same thing: the longest pause between the ticks of a 5 ms interval.
    let lastTick = performance.now();
    let longestPauseMs = 0;
    const ticks = setInterval(() => {
      const tick = performance.now();
      longestPauseMs = Math.max(longestPauseMs, tick - lastTick);
      lastTick = tick;
    }, 5);
    // The delay monitor measures from its first tick on: let it tick before the import starts.
    await sleep(30);
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pro/calendar-accounts',
      headers: { cookie, 'content-type': 'application/json' },
      payload,
    });
    const durationMs = performance.now() - started;
    // Let the delay monitor's own timer fire once more: it records a hold only when it runs again.
    await sleep(50);
    importing = false;
    delay.disable();
    clearInterval(ticks);
    await client;
    const counted = (await t.handle.db.execute(
      sql`select count(*)::int as n from imported_events`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return {
      status: response.statusCode,
      durationMs,
      rows: Number(counted.rows[0]?.n ?? 0),
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      baselineRssMb,
      maxLoopDelayMs: delay.max / 1e6,
      longestPauseMs,
      slowestHealthMs,
      healthAnswers,
      error: response.statusCode >= 400 ? String(response.json().error?.message ?? '') : '',
    };
  } finally {
    await t.close();
  }
}

const CHILD_FLAG = '--bench-child';

if (process.argv[2] === CHILD_FLAG) {
  const result = await runOne(process.argv[3] as TScenario);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

const databases =
  (process.env.BENCH_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.BENCH_DB ?? ''];
const scenarios = (process.env.BENCH_SCENARIOS ?? 'attack,lawyer').split(',') as TScenario[];
const self = fileURLToPath(import.meta.url);
console.log(
  `Import de calendrier — ${new Date().toISOString()} — commit ${process.env.BENCH_COMMIT ?? '(worktree)'}`,
);
for (const database of databases) {
  for (const scenario of scenarios) {
    const child = spawnSync(process.execPath, [...process.execArgv, self, CHILD_FLAG, scenario], {
      env: { ...process.env, TEST_DB: database, TZ: 'Europe/Paris' },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      timeout: 30 * 60_000,
    });
    const line = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.log(
        `${database.padEnd(8)} ${SCENARIOS[scenario].label}: échec (${child.status}) ${child.stderr.slice(-400)}`,
      );
      continue;
    }
    const r = JSON.parse(line) as TResult;
    console.log(
      [
        database.padEnd(8),
        SCENARIOS[scenario].label.padEnd(44),
        `HTTP ${r.status}`,
        `${(r.durationMs / 1000).toFixed(2)} s`,
        `${r.rows} lignes`,
        `RSS max ${r.peakRssMb.toFixed(0)} Mo (avant l’import ${r.baselineRssMb.toFixed(0)})`,
        `boucle bloquée max ${r.maxLoopDelayMs.toFixed(0)} ms (monitorEventLoopDelay), ${r.longestPauseMs.toFixed(0)} ms (intervalle de 5 ms)`,
        `/api/health le plus lent ${r.slowestHealthMs.toFixed(0)} ms (${r.healthAnswers} réponses)`,
        r.error ? `« ${r.error} »` : '',
      ].join(' | '),
    );
  }
}
