/**
 * npm run bench:planning-series — what never-ending recurring series cost (issue 24 §1, ADR 0044).
 *
 * On a fresh seeded database (PGlite, or PostgreSQL with TEST_DB=postgres): one professional creates
 * BENCH_SERIES (default 200) daily never-ending blocking series through the API, each confirmed over the
 * others; prints the time of the first and last ten creations and the total, how many were refused (the cap),
 * then the size and time of `GET /api/pro/events` over 92 days and over a year, and of 100 sequential
 * anonymous profile views. Figures only, no thresholds.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp, loginAs } from '#server/test-support/test-app.ts';

const SERIES = Number(process.env.BENCH_SERIES ?? 200);
const NOW = new Date('2027-06-07T06:00:00Z');

async function main(): Promise<void> {
  const t = await createTestApp();
  t.clock.set(NOW);
  const cookie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  const durations: number[] = [];
  let refused = 0;
  for (let i = 0; i < SERIES; i++) {
    const minute = (i * 5) % (10 * 60);
    const start = `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const endMinute = minute + 30;
    const end = `${String(8 + Math.floor(endMinute / 60)).padStart(2, '0')}:${String(endMinute % 60).padStart(2, '0')}`;
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pro/events',
      headers: { cookie },
      payload: {
        title: `Série ${i + 1}`,
        type: 'travail',
        date: '2027-06-08',
        startTime: start,
        endTime: end,
        repeat: 'daily',
        repeatEnd: 'never',
        confirmOverlaps: true,
      },
    });
    durations.push(performance.now() - started);
    if ((i + 1) % 10 === 0)
      console.log(
        `  séries ${i - 8}–${i + 1} : ${(durations.slice(-10).reduce((a, b) => a + b, 0) / 10).toFixed(0)} ms/série`,
      );
    if (response.statusCode === 409) refused++;
    else if (response.statusCode !== 201)
      throw new Error(`création ${i + 1} : ${response.statusCode} ${response.body}`);
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  console.log(
    `${SERIES} séries demandées, ${SERIES - refused} créées, ${refused} refusées — total ${(sum(durations) / 1000).toFixed(1)} s ; ` +
      `10 premières ${(sum(durations.slice(0, 10)) / 10).toFixed(0)} ms/série, 10 dernières ${(sum(durations.slice(-10)) / 10).toFixed(0)} ms/série`,
  );
  for (const [label, to] of [
    ['92 jours', '2027-09-06'],
    ['un an', '2028-06-06'],
  ] as const) {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/pro/events?from=2027-06-07&to=${to}`,
      headers: { cookie },
    });
    const ms = performance.now() - started;
    console.log(
      `GET /api/pro/events sur ${label} : ${response.statusCode}, ${(response.rawPayload.length / 1_000_000).toFixed(2)} Mo en ${ms.toFixed(0)} ms`,
    );
  }
  const viewsStarted = performance.now();
  for (let i = 0; i < 100; i++) {
    const response = await t.app.inject({ method: 'GET', url: '/api/professionals/1' });
    if (response.statusCode !== 200) throw new Error(`profil : ${response.statusCode}`);
  }
  console.log(
    `100 vues du profil public, l'une après l'autre : ${(performance.now() - viewsStarted).toFixed(0)} ms`,
  );
  await t.close();
}

await main();
