import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { TStaffLawyer, TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { FIRM_ROLE_LABELS, FIRM_ROLE_PERMISSIONS, LAWYER_ROLES } from '#domain/identity/firms/firm-roles.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  firmAssistantAssignments,
  firmMembers,
  firms,
  professionals,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import { findMembership, type TFirmMembership } from '../firms/firm-queries';

export type TStaffMembership = TFirmMembership & { role: 'assistant' | 'accountant' };

export const NO_FIRM_MESSAGE =
  'Vous ne faites plus partie d’un cabinet\u00a0: demandez une nouvelle invitation à un associé.';
export const NO_LAWYER_MESSAGE =
  'Aucun avocat ne vous est encore assigné\u00a0: demandez-le à un associé du cabinet.';
export const LAWYER_NOT_FOUND = 'Avocat introuvable.';

export function refusedToRole(role: TStaffMembership['role']): AppError {
  return new AppError('FORBIDDEN', {
    message: `Cette action n’est pas accessible avec votre rôle (${FIRM_ROLE_LABELS[role]}).`,
  });
}

/** The staff member's place in their firm; 403 once they left it (their sessions end then too). */
export async function requireStaffMembership(
  db: TDatabaseOrTransaction,
  userId: string,
): Promise<TStaffMembership> {
  const membership = await findStaffMembership(db, userId);
  if (!membership) throw new AppError('FORBIDDEN', { message: NO_FIRM_MESSAGE });
  return membership;
}

/**
 * The lawyers a staff member may work for, by name: an assistant's assigned ones, every lawyer of the firm
 * for an accountant; members of the firm now, with a profile (an assignment outlives nobody's departure:
 * it is deleted with it, and this join is the second guard).
 */
export async function lawyersOfStaff(
  db: TDatabaseOrTransaction,
  membership: TStaffMembership,
): Promise<TStaffLawyer[]> {
  const rows = await db
    .select({ userId: firmMembers.userId, firstName: users.firstName, lastName: users.lastName })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .innerJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(
      and(
        eq(firmMembers.firmId, membership.firmId),
        inArray(firmMembers.role, [...LAWYER_ROLES]),
        membership.role === 'assistant'
          ? exists(
              db
                .select({ one: sql`1` })
                .from(firmAssistantAssignments)
                .where(
                  and(
                    eq(firmAssistantAssignments.lawyerUserId, firmMembers.userId),
                    eq(firmAssistantAssignments.assistantUserId, membership.userId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(firmMembers.userId));
  return rows.map((row) => ({ userId: row.userId, name: `Maître ${row.firstName} ${row.lastName}` }));
}

/** The session's lawyer if it is still one of `lawyers`, else the first of them (null: none). */
export function actingLawyerOf(lawyers: TStaffLawyer[], chosen: string | null): TStaffLawyer | null {
  return lawyers.find((lawyer) => lawyer.userId === chosen) ?? lawyers[0] ?? null;
}

/** The staff member's place in their firm, or null for an account that is in none (or is a lawyer). */
async function findStaffMembership(
  db: TDatabaseOrTransaction,
  userId: string,
): Promise<TStaffMembership | null> {
  const membership = await findMembership(db, userId);
  if (!membership || (membership.role !== 'assistant' && membership.role !== 'accountant')) return null;
  return { ...membership, role: membership.role };
}

/** What the session endpoints say of a staff account; `lawyers` when the caller has just read them. */
export async function staffSummaryOf(
  db: TDatabaseOrTransaction,
  userId: string,
  chosenLawyerUserId: string | null,
  known?: { membership: TStaffMembership; lawyers: TStaffLawyer[] },
): Promise<TStaffSummary | undefined> {
  const staff = known?.membership ?? (await findStaffMembership(db, userId));
  if (!staff) return undefined;
  const [firm] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, staff.firmId));
  const lawyers = known?.lawyers ?? (await lawyersOfStaff(db, staff));
  return {
    firmName: firm?.name ?? '',
    role: staff.role,
    permissions: [...FIRM_ROLE_PERMISSIONS[staff.role]],
    lawyers,
    actingFor: actingLawyerOf(lawyers, chosenLawyerUserId),
  };
}

/** Records the lawyer a staff session works for from now on. */
export async function chooseActingLawyer(
  db: TDatabaseOrTransaction,
  sessionTokenHash: string,
  lawyerUserId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ actingForUserId: lawyerUserId })
    .where(eq(sessions.tokenHash, sessionTokenHash));
}
