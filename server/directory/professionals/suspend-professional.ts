import { and, eq, isNull } from 'drizzle-orm';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { professionals } from '#server/db/schema/index.ts';

/**
 * Takes a profile out of the directory by an administrator's decision on a report (ADR 0074): search, the
 * profile page and booking stop at once (`is_public` follows `delisted_at`); a sign-in does not bring it back.
 * The caller announces professionalsChanged after its transaction. False when it was already out.
 */
export async function suspendProfessionalProfile(
  db: TDatabaseOrTransaction,
  professionalId: number,
  now: Date,
): Promise<boolean> {
  const suspended = await db
    .update(professionals)
    .set({ delistedAt: now, delistedReason: 'moderation' })
    .where(and(eq(professionals.id, professionalId), isNull(professionals.delistedAt)))
    .returning({ id: professionals.id });
  return suspended.length > 0;
}
