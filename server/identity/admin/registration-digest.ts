import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { emailOutbox, professionals, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { enqueueEmails } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';

export const REGISTRATION_DIGEST_KIND = 'registration-digest';
/** At most one digest per administrator in this period. */
export const REGISTRATION_DIGEST_PERIOD_MS = 60 * 60_000;
/** Serialises the digest between instances (any constant of its own). */
const DIGEST_LOCK_KEY = 460_046;

/**
 * The administrators' digest of professional registrations (ADR 0046), instead of one e-mail per
 * registration: at most once an hour, when registrations whose address is confirmed have arrived since the
 * last digest, one e-mail to each administrator with the count and a link to /admin, nothing the registrants
 * typed. An address never confirmed is never counted: a registration made with someone else's address does
 * not reach the administrators either. The time of the last digest is the `send_after` of its rows (the
 * application's clock). Returns how many e-mails were queued.
 */
export async function queueRegistrationDigest(
  deps: Pick<TAppDeps, 'db' | 'config'>,
  now: Date,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DIGEST_LOCK_KEY})`);
    const [last] = await tx
      .select({ at: emailOutbox.sendAfter })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, REGISTRATION_DIGEST_KIND))
      .orderBy(desc(emailOutbox.sendAfter))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < REGISTRATION_DIGEST_PERIOD_MS) return 0;
    const waiting = and(eq(professionals.verificationStatus, 'pending'), isNotNull(users.emailVerifiedAt));
    const [counts] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        fresh: last
          ? sql<number>`(count(*) filter (where ${gt(users.emailVerifiedAt, last.at)}))::int`
          : sql<number>`count(*)::int`,
      })
      .from(professionals)
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(waiting);
    const fresh = Number(counts?.fresh ?? 0);
    const total = Number(counts?.total ?? 0);
    if (fresh === 0) return 0;
    const admins = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.role, 'admin'));
    const subject =
      fresh === 1
        ? 'Une nouvelle inscription professionnelle à valider'
        : `${fresh} nouvelles inscriptions professionnelles à valider`;
    const lines = [
      fresh === 1
        ? 'Un professionnel a confirmé son adresse e-mail et attend la validation de son inscription.'
        : `${fresh} professionnels ont confirmé leur adresse e-mail et attendent la validation de leur inscription.`,
      total === 1
        ? 'En tout, 1 inscription attend votre décision.'
        : `En tout, ${total} inscriptions attendent votre décision.`,
      'Le détail de chaque inscription est dans votre espace d’administration.',
    ];
    await enqueueEmails(
      tx,
      admins.map((admin) => ({
        ...composeEmail(admin, subject, lines, {
          label: 'Examiner les inscriptions',
          url: `${deps.config.publicUrl}/admin`,
        }),
        kind: REGISTRATION_DIGEST_KIND,
        priority: 'digest' as const,
        sendAfter: now,
      })),
      Boolean(deps.config.smtpUrl),
    );
    return admins.length;
  });
}

/** Looks every 5 minutes whether a digest is due (the first registration of a quiet hour waits 5 minutes at most). */
export function startRegistrationDigest(deps: Pick<TAppDeps, 'db' | 'config' | 'clock'>): TRecurringJob {
  return startRecurringJob('registration-digest', () => queueRegistrationDigest(deps, deps.clock.now()), {
    intervalMs: 5 * 60_000,
    firstRunAfterMs: 60_000,
    db: deps.db,
  });
}
