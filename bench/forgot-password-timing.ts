/**
 * npm run bench:forgot-password — what « Mot de passe oublié » tells by its timing (issue 24 §5, ADR 0045).
 *
 * On a fresh embedded database with the demo accounts, BENCH_ROUNDS times each (default 40), interleaved:
 * a request for a known address and one for an unknown address. Prints the median and p95 milliseconds
 * of the answer, and of the answer plus the work done after it (look-up, token, e-mail): the second
 * column is what the answer used to cost when the work came first. The throttles are passed by moving
 * the test clock two hours between rounds. Figures only, no thresholds.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '#server/test-support/test-app.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const KNOWN = 'marie.dubois@example.com';
const UNKNOWN = 'personne.inconnue@example.com';

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms`;
}

async function main() {
  const t = await createTestApp();
  const answer: Record<string, number[]> = { [KNOWN]: [], [UNKNOWN]: [] };
  const withWork: Record<string, number[]> = { [KNOWN]: [], [UNKNOWN]: [] };
  for (let round = -3; round < ROUNDS; round += 1) {
    for (const email of [KNOWN, UNKNOWN]) {
      t.clock.advance(2 * 3_600_000);
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email },
        remoteAddress: `198.51.100.${(round + 3) % 250}`,
      });
      const answered = performance.now();
      await t.app.afterResponse.settled();
      const done = performance.now();
      if (response.statusCode !== 200)
        throw new Error(`forgot ${email}: ${response.statusCode} ${response.body}`);
      // The first three rounds warm up (JIT, prepared statements).
      if (round < 0) continue;
      answer[email]?.push(answered - started);
      withWork[email]?.push(done - started);
    }
  }
  await t.close();
  console.log(`Mot de passe oublié, ${ROUNDS} demandes par adresse (PGlite, inject) :`);
  console.log(`  réponse, adresse connue    : ${summary(answer[KNOWN] ?? [])}`);
  console.log(`  réponse, adresse inconnue  : ${summary(answer[UNKNOWN] ?? [])}`);
  console.log(
    `  réponse + travail, connue  : ${summary(withWork[KNOWN] ?? [])}  (ce que coûtait la réponse avant)`,
  );
  console.log(`  réponse + travail, inconnue: ${summary(withWork[UNKNOWN] ?? [])}`);
}

void main();
