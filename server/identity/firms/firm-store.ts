import { eq } from 'drizzle-orm';
import type { TFirmRole } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmRequestValues } from '#domain/identity/firms/firm-schemas.ts';
import { LAST_ASSOCIATE_MESSAGE, memberChangeErrors } from '#domain/identity/firms/member-change.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { firmAssistantAssignments, firmMembers, firms, professionals } from '#server/db/schema/index.ts';
import { MEMBER_NOT_FOUND } from './firm-access';

/** « Mon cabinet »'s details; `invoicing` left out keeps the firm's choice. */
export async function updateFirm(
  db: TDatabaseOrTransaction,
  firmId: number,
  values: TFirmRequestValues,
): Promise<void> {
  const { invoicing, ...details } = values;
  await db
    .update(firms)
    .set({ ...details, ...(invoicing ? { invoicing } : {}) })
    .where(eq(firms.id, firmId));
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
    await tx.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId)).for('update');
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
    await tx.delete(firmAssistantAssignments).where(eq(firmAssistantAssignments.assistantUserId, userId));
    const lawyerUserIds = [...new Set(change.assignedLawyerIds)];
    if (lawyerUserIds.length > 0) {
      await tx
        .insert(firmAssistantAssignments)
        .values(lawyerUserIds.map((lawyerUserId) => ({ assistantUserId: userId, lawyerUserId })));
    }
  });
}
