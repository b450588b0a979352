import { AppError } from '#domain/kernel/errors/app-error.ts';
import { FIRM_ROLE_LABELS, LAWYER_ROLES, type TFirmRole } from './firm-roles';
import { FIRM_INVITATION_VALIDITY_DAYS } from './firm-schemas';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The roles an invitation may carry for now: lawyers only. Assistants and accountants need accounts that
 * are not lawyers' (issue 27 §1), which come later.
 */
export const INVITABLE_ROLES: readonly TFirmRole[] = LAWYER_ROLES;

export const STAFF_ACCOUNTS_SOON_MESSAGE = 'Les comptes assistant(e) et comptable arrivent bientôt.';

/** The page of the e-mailed link, `?token=` (web/shared/paths.ts). */
export const FIRM_INVITATION_PATH = '/pro/invitation';

export const FIRM_INVITATION_NOT_FOUND = 'Invitation introuvable ou expirée.';

export function isInvitableRole(role: TFirmRole): boolean {
  return INVITABLE_ROLES.includes(role);
}

/** A 400 on the role field for an assistant or an accountant, until their accounts exist. */
export function assertInvitableRole(role: TFirmRole): void {
  if (isInvitableRole(role)) return;
  throw new AppError('VALIDATION_FAILED', {
    message: STAFF_ACCOUNTS_SOON_MESSAGE,
    fieldErrors: { role: STAFF_ACCOUNTS_SOON_MESSAGE },
  });
}

export function invitationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + FIRM_INVITATION_VALIDITY_DAYS * DAY_MS);
}

/** « en tant qu’Associé(e) », « en tant que Comptable »: elided before a vowel. */
export function asRolePhrase(role: TFirmRole): string {
  const label = FIRM_ROLE_LABELS[role];
  return /^[AEIOUYÂÉÈÊÎÔ]/u.test(label) ? `en tant qu’${label}` : `en tant que ${label}`;
}

/**
 * What becomes of the firm a member leaves to join another by invitation: a firm left with nobody is
 * deleted (a lawyer alone in the one-member firm made at registration); a firm that keeps members must
 * keep an associate to administer it, so its last associate cannot leave.
 */
export type TLeavingOutcome = 'delete-firm' | 'leave' | 'last-associate';

export function leavingOutcome(input: {
  role: TFirmRole;
  otherMembers: number;
  otherAssociates: number;
}): TLeavingOutcome {
  if (input.otherMembers === 0) return 'delete-firm';
  if (input.role === 'associate' && input.otherAssociates === 0) return 'last-associate';
  return 'leave';
}

export const LAST_ASSOCIATE_MESSAGE =
  'Vous êtes l’unique associé(e) de votre cabinet actuel, qui compte d’autres membres\u00a0: nommez un(e) autre associé(e) avant de le quitter.';
