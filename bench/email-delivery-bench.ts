/**
 * npm run bench:email-delivery — how fast the outbox empties, and how long a password reset queued behind a
 * backlog waits, before and after ADR 0046 (priorities, pooled SMTP, batches one after the other).
 *
 * A local SMTP sink (smtp-server, as the tests use) answers each e-mail after BENCH_SMTP_LATENCY_MS (default
 * 20 ms, a provider's answer to DATA). BENCH_EMAILS ordinary e-mails (default 200) are queued, then one
 * password reset; the delivery job runs as in production (one run every 3 s, never overlapping). « Before »
 * is the former loop: one connection, one batch of 20 per run, oldest first. « After » is the default
 * configuration (SMTP_MAX_CONNECTIONS=5, SMTP_MAX_MESSAGES=100). Prints e-mails per second and the reset's
 * wait. On the embedded database (PGlite) unless TEST_DATABASE says otherwise, as in the tests.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createEmailDelivery, type TEmailDeliveryOptions } from '#server/platform/email/delivery-worker.ts';
import { enqueueEmails } from '#server/platform/email/outbox.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 200);
const LATENCY_MS = Number(process.env.BENCH_SMTP_LATENCY_MS ?? 20);
const RUN_INTERVAL_MS = 3000;
const RESET_TO = 'reset@example.com';

let delivered = 0;
let resetDeliveredAt: number | null = null;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      setTimeout(() => {
        delivered += 1;
        if (session.envelope.rcptTo.some((r) => r.address === RESET_TO)) resetDeliveredAt = performance.now();
        callback();
      }, LATENCY_MS);
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
const handle = await openTestDatabase({ withDemoData: false });

async function measure(label: string, options: TEmailDeliveryOptions, resetPriority: 'security' | 'normal') {
  await handle.db.delete(emailOutbox);
  delivered = 0;
  resetDeliveredAt = null;
  await enqueueEmails(
    handle.db,
    Array.from({ length: EMAILS }, (_, index) => ({
      to: `lecteur${index}@example.com`,
      subject: `Lettre d’information ${index}`,
      text: 'Bonjour',
    })),
    true,
  );
  await enqueueEmails(
    handle.db,
    [{ to: RESET_TO, subject: 'Réinitialisation', text: 'Lien', priority: resetPriority }],
    true,
  );
  const worker = createEmailDelivery(handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>', {
    publicUrl: 'https://rdv.exemple.fr',
    ...options,
  });
  const started = performance.now();
  // The recurring job: a run, then the next one 3 s after the previous started (never overlapping).
  for (;;) {
    const runStarted = performance.now();
    await worker.deliverDueEmails();
    const [left] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'));
    if (Number(left?.n ?? 0) === 0) break;
    const wait = RUN_INTERVAL_MS - (performance.now() - runStarted);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const seconds = (performance.now() - started) / 1000;
  worker.close();
  const resetWait = resetDeliveredAt === null ? Number.NaN : (resetDeliveredAt - started) / 1000;
  console.log(
    `${label.padEnd(46)} ${String(delivered).padStart(5)} e-mails en ${seconds.toFixed(1).padStart(5)} s = ${(delivered / seconds).toFixed(1).padStart(6)} e-mails/s ; réinitialisation reçue après ${resetWait.toFixed(2)} s`,
  );
}

console.log(
  `${EMAILS} e-mails ordinaires puis 1 réinitialisation ; serveur SMTP local, ${LATENCY_MS} ms par e-mail ; une exécution toutes les ${RUN_INTERVAL_MS / 1000} s`,
);
await measure(
  'avant (1 connexion, 1 lot de 20 par exécution)',
  {
    pool: { maxConnections: 1, maxMessages: 100 },
    batchSize: 20,
    maxBatchesPerRun: 1,
    // Oldest first, as before the priority column: the reset is the last row.
  },
  'normal',
);
await measure(
  'après (5 connexions, lots enchaînés, priorités)',
  { pool: { maxConnections: 5, maxMessages: 100 } },
  'security',
);
await measure('après, 10 connexions', { pool: { maxConnections: 10, maxMessages: 100 } }, 'security');
await handle.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
