import type { TFieldErrors } from '#domain/kernel/errors/app-error.ts';
import { isLawyerRole, type TFirmRole } from './firm-roles';

/** A member as the rules of a change see them: whether they are a lawyer (a professional profile) or staff. */
export type TFirmMemberSnapshot = { userId: string; role: TFirmRole; isLawyer: boolean };

export const LAST_ASSOCIATE_MESSAGE =
  'Le cabinet doit garder au moins un(e) associé(e)\u00a0: nommez-en un(e) autre avant de changer ce rôle.';
export const LAWYER_ROLE_MESSAGE = 'Un(e) avocat(e) du cabinet est associé(e) ou collaborateur(trice).';
export const STAFF_ROLE_MESSAGE = 'Seul(e) un(e) avocat(e) peut être associé(e) ou collaborateur(trice).';
export const ASSIGNED_LAWYERS_MESSAGE = 'Chaque avocat assigné doit être un(e) avocat(e) du cabinet.';

/**
 * What is wrong with giving `targetUserId` (a member of `members`) the role and assignments of `change`,
 * field by field; null when the change may be made. The firm never loses its last associate: nobody would
 * be left to administer it.
 */
export function memberChangeErrors(
  members: readonly TFirmMemberSnapshot[],
  targetUserId: string,
  change: { role: TFirmRole; assignedLawyerIds: readonly string[] },
): TFieldErrors | null {
  const target = members.find((member) => member.userId === targetUserId);
  if (!target) throw new Error('memberChangeErrors: the member is not in the firm');
  const errors: TFieldErrors = {};
  if (target.isLawyer && !isLawyerRole(change.role)) errors.role = LAWYER_ROLE_MESSAGE;
  else if (!target.isLawyer && isLawyerRole(change.role)) errors.role = STAFF_ROLE_MESSAGE;
  else if (
    target.role === 'associate' &&
    change.role !== 'associate' &&
    !members.some((member) => member.role === 'associate' && member.userId !== targetUserId)
  ) {
    errors.role = LAST_ASSOCIATE_MESSAGE;
  }
  const lawyers = new Set(
    members
      .filter((member) => member.userId !== targetUserId && isLawyerRole(member.role))
      .map((member) => member.userId),
  );
  if (change.assignedLawyerIds.some((id) => !lawyers.has(id))) {
    errors.assignedLawyerIds = ASSIGNED_LAWYERS_MESSAGE;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
