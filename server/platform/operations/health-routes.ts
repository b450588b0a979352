import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  ZHealthLiveResponse,
  ZHealthReadyResponse,
} from '#domain/kernel/operations/platform-health-schemas.ts';
import type { TDatabase } from '#server/db/database.ts';
import { MIGRATIONS_DIR } from '../project-root';

/** How long readiness waits for the database: a saturated pool or a stuck server answers 503 after it. */
export const READINESS_DATABASE_TIMEOUT_MS = 2_000;

const shuttingDown = new WeakSet<FastifyInstance>();

/**
 * Readiness answers 503 from now on, so that the load balancer stops sending requests here while the ones in
 * progress finish. The server's SIGTERM handler calls it first, before closing anything.
 */
export function markShuttingDown(app: FastifyInstance): void {
  shuttingDown.add(app);
}

type TJournal = { entries: { when: number; tag: string }[] };

let journal: TJournal | null = null;

/** The migrations this build ships (drizzle's journal), read once: they do not change while it runs. */
function shippedMigrations(): TJournal['entries'] {
  journal ??= JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as TJournal;
  return journal.entries;
}

/**
 * The shipped migrations the database lacks, judged as drizzle's migrator does: a migration is applied when
 * the last applied one (`drizzle.__drizzle_migrations.created_at`, the journal's `when`) is not older.
 */
export function missingMigrations(
  shipped: readonly { when: number; tag: string }[],
  lastAppliedWhen: number | null,
): string[] {
  return shipped
    .filter((entry) => lastAppliedWhen === null || entry.when > lastAppliedWhen)
    .map((e) => e.tag);
}

async function lastAppliedMigration(db: TDatabase): Promise<number | null> {
  const present = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(present as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return null;
  const last = await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const value = (last as unknown as { rows: { last: string | null }[] }).rows[0]?.last;
  return value === null || value === undefined ? null : Number(value);
}

const NNBSP = '\u202f';

/** What stands between this instance and the requests, in French; empty when it is ready. */
export async function readinessProblems(
  db: TDatabase,
  options: { shuttingDown: boolean; timeoutMs?: number },
): Promise<string[]> {
  if (options.shuttingDown) return ['l’instance s’arrête'];
  const timeoutMs = options.timeoutMs ?? READINESS_DATABASE_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    timer.unref();
  });
  try {
    const answer = await Promise.race([lastAppliedMigration(db), timedOut]);
    if (answer === 'timeout') return [`la base de données ne répond pas en ${timeoutMs / 1000}\u00a0s`];
    const missing = missingMigrations(shippedMigrations(), answer);
    return missing.length === 0 ? [] : [`migrations non appliquées\u00a0: ${missing.join(', ')}`];
  } catch {
    return ['la base de données est injoignable'];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health/live`: the process answers (the orchestrator restarts it otherwise); no database involved.
 * `/api/health/ready`: the database answers within 2 s, every shipped migration is applied and the instance
 * is not shutting down; otherwise 503 saying what is wrong. `/api/health` stays as it was (benchmarks use it).
 */
export function registerHealthRoutes(app: FastifyInstance, db: TDatabase): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/health/live', { schema: { response: { 200: ZHealthLiveResponse } } }, async () => ({
    status: 'ok' as const,
  }));
  api.get('/api/health/ready', { schema: { response: { 200: ZHealthReadyResponse } } }, async () => {
    const problems = await readinessProblems(db, { shuttingDown: shuttingDown.has(app) });
    if (problems.length > 0)
      throw new AppError('NOT_READY', {
        message: `Instance pas prête\u00a0: ${problems.join(`${NNBSP}; `)}.`,
      });
    return { status: 'ready' as const };
  });
}
