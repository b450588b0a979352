import { and, asc, eq, inArray } from 'drizzle-orm';
import { LAWYER_ROLES, roleAllows } from '#domain/identity/firms/firm-roles.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { firmMembers, professionals, users } from '#server/db/schema/index.ts';
import { findMembership } from '../firms/firm-queries';
import type { TWorkspaceAccess } from './pro-context';
import { lawyersOfStaff, refusedToRole } from './staff-access';

/** A lawyer whose agenda the viewer may see (issue 27 §3), and what the viewer may do with it. */
export type TAgendaLawyerAccess = {
  userId: string;
  professionalId: number;
  firstName: string;
  lastName: string;
  /** Their place among the firm's lawyers, by the date they joined it: what their colour follows. */
  position: number;
  self: boolean;
  canManage: boolean;
};

type TFirmLawyerRow = Pick<TAgendaLawyerAccess, 'userId' | 'professionalId' | 'firstName' | 'lastName'>;

/** The firm's lawyers (a profile and a lawyer's role), first to join first. */
async function firmLawyerRows(db: TDatabaseOrTransaction, firmId: number): Promise<TFirmLawyerRow[]> {
  return db
    .select({
      userId: firmMembers.userId,
      professionalId: professionals.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .innerJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(and(eq(firmMembers.firmId, firmId), inArray(firmMembers.role, [...LAWYER_ROLES])))
    .orderBy(asc(firmMembers.joinedAt), asc(firmMembers.userId));
}

/**
 * Whose agendas the signed-in member may see, in the firm's order: an associate every lawyer of the firm
 * (managing only their own), a collaborator their own, an assistant the lawyers assigned to them (managing
 * each), an accountant none (403). Nobody outside the firm is ever in the list.
 */
export async function agendaLawyersOf(
  db: TDatabaseOrTransaction,
  access: TWorkspaceAccess,
): Promise<TAgendaLawyerAccess[]> {
  const { account, staff } = access;
  if (staff) {
    if (!roleAllows(staff.role, 'agenda.assigned')) throw refusedToRole(staff.role);
    const assigned = new Set((await lawyersOfStaff(db, staff)).map((lawyer) => lawyer.userId));
    return (await firmLawyerRows(db, staff.firmId)).flatMap((row, position) =>
      assigned.has(row.userId) ? [{ ...row, position, self: false, canManage: true }] : [],
    );
  }
  const own = access.professional;
  if (!own) return [];
  const membership = await findMembership(db, account.id);
  const rows = membership ? await firmLawyerRows(db, membership.firmId) : [];
  const seesFirm = membership !== null && roleAllows(membership.role, 'agenda.view-firm');
  const lawyers = rows.flatMap((row, position) => {
    const self = row.userId === account.id;
    return self || seesFirm ? [{ ...row, position, self, canManage: self }] : [];
  });
  if (lawyers.some((lawyer) => lawyer.self)) return lawyers;
  // A lawyer in no firm (or not yet in its list) still has their own agenda.
  return [
    {
      userId: account.id,
      professionalId: own.id,
      firstName: account.firstName,
      lastName: account.lastName,
      position: 0,
      self: true,
      canManage: true,
    },
    ...lawyers,
  ];
}
