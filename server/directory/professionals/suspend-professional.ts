import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { professionals } from '#server/db/schema/index.ts';

/**
 * Takes a profile out of the directory by an administrator's decision on a report (ADR 0074): search, the
 * profile page and booking stop at once (`is_public` follows `suspended_at`); a sign-in does not bring it back.
 * Its own column, so a profile already delisted for inactivity or by the official directory is suspended too,
 * and each lifts on its own. The caller announces professionalsChanged after its transaction. False when it was
 * already suspended.
 */
export async function suspendProfessionalProfile(
  db: TDatabaseOrTransaction,
  professionalId: number,
  now: Date,
): Promise<boolean> {
  const suspended = await db
    .update(professionals)
    .set({ suspendedAt: now })
    .where(and(eq(professionals.id, professionalId), isNull(professionals.suspendedAt)))
    .returning({ id: professionals.id });
  return suspended.length > 0;
}

/**
 * « Rétablir la fiche »: lifts a suspension, and only it. A delisting for inactivity or by the official
 * directory stays until its own rule lifts it. False when the profile was not suspended.
 */
export async function liftProfessionalSuspension(
  db: TDatabaseOrTransaction,
  professionalId: number,
): Promise<boolean> {
  const lifted = await db
    .update(professionals)
    .set({ suspendedAt: null })
    .where(and(eq(professionals.id, professionalId), isNotNull(professionals.suspendedAt)))
    .returning({ id: professionals.id });
  return lifted.length > 0;
}
