import { and, eq, isNull, sql } from 'drizzle-orm';
import { firmInvoicingGaps, firmVatError, nextFirmVat } from '#domain/identity/firms/firm-billing.ts';
import type { TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmRequestValues } from '#domain/identity/firms/firm-schemas.ts';
import { LAST_ASSOCIATE_MESSAGE, memberChangeErrors } from '#domain/identity/firms/member-change.ts';
import {
  MEMBERS_REMOVE_REFUSED,
  REMOVE_LAWYER_MESSAGE,
  REMOVE_SELF_MESSAGE,
} from '#domain/identity/firms/member-removal.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  firmAssistantAssignments,
  firmMembers,
  firms,
  professionals,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { FIRM_NOT_FOUND, MEMBER_NOT_FOUND } from './firm-access';

/**
 * Takes a member off the access lists of the firm's cases (ADR 0059): when they leave it, or become its
 * accountant, who never opens a case. Raw SQL: the lists are practice's, which comes after identity.
 */
async function dropCaseAccessInFirm(tx: TDatabaseOrTransaction, firmId: number, userId: string) {
  await tx.execute(sql`
    delete from case_access where user_id = ${userId} and case_id in (
      select c.id from cases c
      join professionals lawyer on lawyer.id = c.professional_id
      join firm_members lawyer_membership on lawyer_membership.user_id = lawyer.user_id
      where lawyer_membership.firm_id = ${firmId})`);
}

/**
 * « Mon cabinet »'s details; `invoicing`, `vatNumber` and `vatFranchise` left out keep the firm's. The firm
 * invoices only with every mention its invoices need (ADR 0062): checked on the row locked, as it will stand,
 * else 400 per field. A VAT number beside the franchise is refused whoever invoices.
 */
export async function updateFirm(db: TDatabase, firmId: number, values: TFirmRequestValues): Promise<void> {
  const { invoicing, vatNumber, vatFranchise, ...details } = values;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ invoicing: firms.invoicing, vatNumber: firms.vatNumber, vatFranchise: firms.vatFranchise })
      .from(firms)
      .where(eq(firms.id, firmId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', { message: FIRM_NOT_FOUND });
    const next = {
      ...details,
      ...nextFirmVat(current, { vatNumber, vatFranchise }),
      invoicing: invoicing ?? current.invoicing,
    };
    const contradiction = firmVatError(next);
    if (contradiction) throw new AppError('VALIDATION_FAILED', { fieldErrors: { vatNumber: contradiction } });
    if (next.invoicing === 'firm') {
      const gaps = firmInvoicingGaps(next);
      if (Object.keys(gaps).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: gaps });
    }
    await tx.update(firms).set(next).where(eq(firms.id, firmId));
  });
}

/**
 * Gives a member of `firmId` a role (and an assistant their lawyers), under the rules of
 * domain/identity/firms/member-change.ts. The firm's row is locked first: two associates demoting each other
 * at the same moment would otherwise both see the other one remain.
 */
export async function changeFirmMember(
  db: TDatabase,
  firmId: number,
  userId: string,
  change: { role: TFirmRole; assignedLawyerIds: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFirm(tx, firmId);
    const members = await tx
      .select({ userId: firmMembers.userId, role: firmMembers.role, professionalId: professionals.id })
      .from(firmMembers)
      .leftJoin(professionals, eq(professionals.userId, firmMembers.userId))
      .where(eq(firmMembers.firmId, firmId));
    // Another firm's member, or no member at all, is not found: nothing says which.
    if (!members.some((member) => member.userId === userId)) {
      throw new AppError('NOT_FOUND', { message: MEMBER_NOT_FOUND });
    }
    const errors = memberChangeErrors(
      members.map((member) => ({
        userId: member.userId,
        role: member.role,
        isLawyer: member.professionalId !== null,
      })),
      userId,
      change,
    );
    if (errors) {
      throw new AppError('VALIDATION_FAILED', {
        ...(errors.role === LAST_ASSOCIATE_MESSAGE ? { message: LAST_ASSOCIATE_MESSAGE } : {}),
        fieldErrors: errors,
      });
    }
    await tx.update(firmMembers).set({ role: change.role }).where(eq(firmMembers.userId, userId));
    if (change.role === 'accountant') await dropCaseAccessInFirm(tx, firmId, userId);
    await tx.delete(firmAssistantAssignments).where(eq(firmAssistantAssignments.assistantUserId, userId));
    const lawyerUserIds = [...new Set(change.assignedLawyerIds)];
    if (lawyerUserIds.length > 0) {
      await tx
        .insert(firmAssistantAssignments)
        .values(lawyerUserIds.map((lawyerUserId) => ({ assistantUserId: userId, lawyerUserId })));
    }
  });
}

/**
 * Locks the firm's row, which every change of who administers it takes first (a role changed, a member
 * removed, a member leaving): two of them at once would otherwise each see the other's associate remain.
 * When `associateUserId` is given, they must still be an associate of the firm once it is locked.
 */
export async function lockFirm(
  tx: TDatabaseOrTransaction,
  firmId: number,
  associateUserId?: string,
): Promise<void> {
  const [firm] = await tx.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId)).for('update');
  if (!firm) throw new AppError('NOT_FOUND', { message: FIRM_NOT_FOUND });
  if (associateUserId === undefined) return;
  const [still] = await tx
    .select({ userId: firmMembers.userId })
    .from(firmMembers)
    .where(
      and(
        eq(firmMembers.userId, associateUserId),
        eq(firmMembers.firmId, firmId),
        eq(firmMembers.role, 'associate'),
      ),
    );
  if (!still) throw new AppError('FORBIDDEN', { message: MEMBERS_REMOVE_REFUSED });
}

/**
 * Takes a staff member out of `firmId` (ADR 0058), in the caller's transaction: their membership and
 * assignments go and every session of theirs ends now. The account stays, without a firm: it can be invited
 * again. Removed by an associate, they are told by e-mail; leaving by themselves (ADR 0068), the caller tells
 * them and the associates. Lawyers are not taken out here: their records need a successor (ADR 0064).
 */
export async function takeStaffOutOfFirm(
  tx: TDatabaseOrTransaction,
  deps: TAppDeps,
  input: { firmId: number; userId: string; now: Date; leaving: boolean },
): Promise<{ name: string; email: string; firstName: string; firmName: string }> {
  const { firmId, userId, now } = input;
  const [target] = await tx
    .select({
      role: firmMembers.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      professionalId: professionals.id,
      firmName: firms.name,
    })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .leftJoin(professionals, eq(professionals.userId, firmMembers.userId))
    .where(and(eq(firmMembers.userId, userId), eq(firmMembers.firmId, firmId)))
    .for('update', { of: firmMembers });
  // Another firm's member, or nobody: not found, nothing says which.
  if (!target) throw new AppError('NOT_FOUND', { message: MEMBER_NOT_FOUND });
  if (target.professionalId !== null) {
    throw new AppError('VALIDATION_FAILED', { message: REMOVE_LAWYER_MESSAGE });
  }
  await tx
    .delete(firmAssistantAssignments)
    .where(
      sql`${firmAssistantAssignments.assistantUserId} = ${userId} or ${firmAssistantAssignments.lawyerUserId} = ${userId}`,
    );
  await dropCaseAccessInFirm(tx, firmId, userId);
  await tx.delete(firmMembers).where(eq(firmMembers.userId, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now, actingForUserId: null })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  if (!input.leaving) {
    await enqueueEmail(
      tx,
      composeEmail(
        { email: target.email, firstName: target.firstName },
        `Vous ne faites plus partie du cabinet ${target.firmName}`,
        [
          `Un(e) associé(e) du cabinet «\u00a0${target.firmName}\u00a0» vous en a retiré(e)\u00a0: vous n’avez plus accès à son espace sur JurisRDV.`,
          'Votre compte est conservé\u00a0: si le cabinet vous invite de nouveau, vous pourrez rejoindre son espace avec ce même compte.',
        ],
      ),
      Boolean(deps.config.smtpUrl),
    );
  }
  return {
    name: `${target.firstName} ${target.lastName}`.trim(),
    email: target.email,
    firstName: target.firstName,
    firmName: target.firmName,
  };
}

/** « Retirer du cabinet » for an assistant or an accountant, by an associate (ADR 0058); never oneself. */
export async function removeStaffMember(
  deps: TAppDeps,
  input: { firmId: number; userId: string; byUserId: string; now: Date },
): Promise<void> {
  if (input.userId === input.byUserId) {
    throw new AppError('VALIDATION_FAILED', { message: REMOVE_SELF_MESSAGE });
  }
  await deps.db.transaction(async (tx) => {
    await lockFirm(tx, input.firmId, input.byUserId);
    await takeStaffOutOfFirm(tx, deps, { ...input, leaving: false });
  });
}
