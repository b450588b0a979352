import { and, eq, gt, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  formatRetentionPeriod,
  inactivityCutoffs,
  inactivityDeadline,
  RETENTION,
} from '#domain/identity/privacy/retention-policy.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionals, users } from '#server/db/schema/index.ts';
import { DEMO_ACCOUNT_EMAILS } from '#server/db/seed/demo-accounts.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import type { TConfig } from '#server/platform/config.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { deleteClientAccountIn } from './delete-client-account';
import { inactivityNoticeEmail } from './inactivity-notice-email';

type TContext = { db: TDatabase; config: TConfig };

const lastActivity = sql<Date>`coalesce(${users.lastSeenAt}, ${users.createdAt})`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Accounts the rule applies to: clients, and professionals whose profile is in the directory (the only
 * thing inactivity takes from them). Administrators are staff accounts. The demo accounts of the seed are
 * fictitious people that every deployment shows on its login pages: they never expire (ADR 0011).
 */
function subjectToInactivity(): SQL {
  return and(
    notInArray(users.email, [...DEMO_ACCOUNT_EMAILS]),
    sql`(${users.role} = 'client' or (${users.role} = 'professional' and exists (
      select 1 from ${professionals} where ${professionals.userId} = ${users.id} and ${professionals.isPublic})))`,
  ) as SQL;
}

/** Warned, inactive for the whole period and warned long enough ago (domain `inactivityStage` 'expired'). */
function expired(now: Date): SQL {
  const cutoffs = inactivityCutoffs(now);
  return and(
    isNotNull(users.inactivityNoticeSentAt),
    sql`${users.inactivityNoticeSentAt} <= ${at(cutoffs.expireIfNotifiedBefore)}`,
    sql`${lastActivity} < ${at(cutoffs.expireIfSeenBefore)}`,
    sql`${lastActivity} <= ${users.inactivityNoticeSentAt}`,
  ) as SQL;
}

/**
 * An account seen again after its warning is active again: the warning is forgotten (a new one will come
 * if it falls inactive again) and a professional's profile returns to the directory.
 */
export async function welcomeBackReturningAccounts(db: TDatabase): Promise<{ relisted: number[] }> {
  const relisted = await db
    .update(professionals)
    .set({ delistedAt: null, delistedReason: null })
    .from(users)
    .where(
      and(
        eq(users.id, professionals.userId),
        isNotNull(professionals.delistedAt),
        // A profile gone from its official directory (ADR 0071) or suspended after a report (ADR 0074) comes
        // back only by an administrator.
        sql`coalesce(${professionals.delistedReason}, 'inactivity') = 'inactivity'`,
        gt(users.lastSeenAt, professionals.delistedAt),
      ),
    )
    .returning({ id: professionals.id });
  await db
    .update(users)
    .set({ inactivityNoticeSentAt: null })
    .where(and(isNotNull(users.inactivityNoticeSentAt), gt(users.lastSeenAt, users.inactivityNoticeSentAt)));
  return { relisted: relisted.map((row) => row.id) };
}

/**
 * Warns the accounts that reach the notice point, a batch at a time. The mark and the e-mail are written in
 * one transaction, and rows are claimed with SKIP LOCKED, so two instances never warn one account twice.
 */
export async function sendInactivityNotices(
  { db, config }: TContext,
  now: Date,
  limit: number,
): Promise<number> {
  const cutoffs = inactivityCutoffs(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        role: users.role,
        lastActivityAt: lastActivity,
      })
      .from(users)
      .where(
        and(
          subjectToInactivity(),
          isNull(users.inactivityNoticeSentAt),
          sql`${lastActivity} < ${at(cutoffs.noticeIfSeenBefore)}`,
        ),
      )
      .orderBy(lastActivity)
      .limit(limit)
      .for('update', { of: users, skipLocked: true });
    if (!due.length) return 0;
    await tx
      .update(users)
      .set({ inactivityNoticeSentAt: now })
      .where(
        inArray(
          users.id,
          due.map((row) => row.id),
        ),
      );
    const deadline = inactivityDeadline(now);
    for (const { role, ...account } of due) {
      // Administrators and a firm's staff are not subject to the rule (subjectToInactivity).
      if (role === 'admin' || role === 'staff') continue;
      await enqueueEmail(
        tx,
        inactivityNoticeEmail(
          config,
          { ...account, role, lastActivityAt: new Date(account.lastActivityAt) },
          deadline,
        ),
        Boolean(config.smtpUrl),
      );
    }
    return due.length;
  });
}

const CLIENT_DELETED_NOTICE = `Le compte du client a été supprimé après ${formatRetentionPeriod(RETENTION.inactiveAccount)} sans connexion.`;

/**
 * Deletes the client accounts whose warning went unanswered, each in its own transaction with the same
 * effects as a deletion the client asks for. The conditions are checked again under the row lock, so a
 * sign-in that lands meanwhile saves the account.
 */
export async function deleteExpiredClients(
  { db, config }: TContext,
  now: Date,
  limit: number,
): Promise<number> {
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'client'), subjectToInactivity(), expired(now)))
    .limit(limit);
  let deleted = 0;
  for (const { id } of candidates) {
    const affected = await db.transaction(async (tx) => {
      const [client] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'client'), subjectToInactivity(), expired(now)))
        .for('update', { skipLocked: true });
      if (!client) return null;
      return deleteClientAccountIn(tx, config, client, now, CLIENT_DELETED_NOTICE);
    });
    if (!affected) continue;
    deleted += 1;
    await professionalsChanged(db, affected, now);
  }
  return deleted;
}

/**
 * Takes out of the directory the profiles of professionals whose warning went unanswered. Their account
 * and their records stay: they are the professional's archives (ADR 0011).
 */
export async function delistExpiredProfessionals(db: TDatabase, now: Date): Promise<number[]> {
  const delisted = await db
    .update(professionals)
    .set({ delistedAt: now, delistedReason: 'inactivity' })
    .where(
      and(
        isNull(professionals.delistedAt),
        inArray(
          professionals.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'professional'), subjectToInactivity(), expired(now))),
        ),
      ),
    )
    .returning({ id: professionals.id });
  const ids = delisted.map((row) => row.id);
  if (ids.length) await professionalsChanged(db, ids, now);
  return ids;
}
