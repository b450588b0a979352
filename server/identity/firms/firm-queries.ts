import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ownFirmLogoUrl } from '#domain/identity/firms/firm-logo.ts';
import { FIRM_ROLE_PERMISSIONS, FIRM_ROLES, type TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmLegalForm, TFirmMember, TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  firmAssistantAssignments,
  firmMembers,
  firms,
  professionals,
  users,
} from '#server/db/schema/index.ts';

export type TFirmMembership = { userId: string; firmId: number; role: TFirmRole };

export async function findMembership(
  db: TDatabaseOrTransaction,
  userId: string,
): Promise<TFirmMembership | null> {
  const [row] = await db
    .select({ userId: firmMembers.userId, firmId: firmMembers.firmId, role: firmMembers.role })
    .from(firmMembers)
    .where(eq(firmMembers.userId, userId));
  return row ?? null;
}

export type TFirmLawyer = { professionalId: number; firstName: string; lastName: string };

/**
 * The lawyers of the firm of the professional whose profile is `professionalId`, that one included, by their
 * profiles (assistants and accountants have none). A profile with no account, or no firm, is alone.
 */
export async function firmLawyersOf(
  db: TDatabaseOrTransaction,
  professionalId: number,
): Promise<TFirmLawyer[]> {
  const self = alias(professionals, 'self');
  const selfMembership = alias(firmMembers, 'self_membership');
  const colleagues = await db
    .select({
      professionalId: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
    })
    .from(self)
    .innerJoin(selfMembership, eq(selfMembership.userId, self.userId))
    .innerJoin(firmMembers, eq(firmMembers.firmId, selfMembership.firmId))
    .innerJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(eq(self.id, professionalId))
    .orderBy(asc(professionals.id));
  if (colleagues.some((colleague) => colleague.professionalId === professionalId)) return colleagues;
  const [alone] = await db
    .select({
      professionalId: professionals.id,
      firstName: professionals.firstName,
      lastName: professionals.lastName,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return alone ? [alone] : [];
}

/**
 * The profile ids of the firm's lawyers today (associates and collaborators; staff have no profile), in id
 * order: whose invoices in their own name « Tout le cabinet » adds up (ADR 0062, amended).
 */
export async function firmLawyerProfileIds(db: TDatabaseOrTransaction, firmId: number): Promise<number[]> {
  const rows = await db
    .select({ professionalId: professionals.id })
    .from(firmMembers)
    .innerJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(and(eq(firmMembers.firmId, firmId), inArray(firmMembers.role, ['associate', 'collaborator'])))
    .orderBy(asc(professionals.id));
  return rows.map((row) => row.professionalId);
}

/** The firm's members, associates first, then by name; an assistant's lawyers with them. */
export async function listFirmMembers(db: TDatabaseOrTransaction, firmId: number): Promise<TFirmMember[]> {
  const rows = await db
    .select({
      userId: firmMembers.userId,
      role: firmMembers.role,
      joinedAt: firmMembers.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      professionalId: professionals.id,
    })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .leftJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(eq(firmMembers.firmId, firmId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(firmMembers.userId));
  const assignments =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(firmAssistantAssignments)
          .where(
            inArray(
              firmAssistantAssignments.assistantUserId,
              rows.map((row) => row.userId),
            ),
          )
          .orderBy(asc(firmAssistantAssignments.lawyerUserId));
  return rows
    .map((row) => ({
      userId: row.userId,
      professionalId: row.professionalId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      role: row.role,
      joinedAt: row.joinedAt.toISOString(),
      assignedLawyerIds: assignments
        .filter((assignment) => assignment.assistantUserId === row.userId)
        .map((assignment) => assignment.lawyerUserId),
    }))
    .sort((a, b) => FIRM_ROLES.indexOf(a.role) - FIRM_ROLES.indexOf(b.role));
}

/** « Mon cabinet » as `membership` sees it: the firm, their rights and its members. */
export async function readFirm(
  db: TDatabaseOrTransaction,
  membership: TFirmMembership,
): Promise<TFirmResponse> {
  const [firm] = await db.select().from(firms).where(eq(firms.id, membership.firmId));
  if (!firm) throw new Error(`readFirm: firm ${membership.firmId} of a member is missing`);
  return {
    firm: {
      id: firm.id,
      name: firm.name,
      // The table's check constraint holds it to FIRM_LEGAL_FORMS.
      legalForm: firm.legalForm as TFirmLegalForm,
      siret: firm.siret,
      vatNumber: firm.vatNumber,
      vatFranchise: firm.vatFranchise,
      streetAddress: firm.streetAddress,
      postalCode: firm.postalCode,
      city: firm.city,
      phone: firm.phone,
      logoUrl: ownFirmLogoUrl(firm.logoFileId),
      invoicing: firm.invoicing,
    },
    myRole: membership.role,
    myPermissions: [...FIRM_ROLE_PERMISSIONS[membership.role]],
    members: await listFirmMembers(db, membership.firmId),
  };
}

/** An assistant assigned to a lawyer, as their e-mails greet and address them. */
export type TLawyerAssistant = { userId: string; email: string; firstName: string };

/** The assistants assigned to the lawyer whose account is `lawyerUserId` (ADR 0058), by name. */
export async function assistantsOfLawyer(
  db: TDatabaseOrTransaction,
  lawyerUserId: string,
): Promise<TLawyerAssistant[]> {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(firmAssistantAssignments)
    .innerJoin(users, eq(users.id, firmAssistantAssignments.assistantUserId))
    .where(eq(firmAssistantAssignments.lawyerUserId, lawyerUserId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
