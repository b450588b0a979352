import { FIRM_ROLE_LABELS, FIRM_ROLES, type TFirmRole } from './firm-roles';
import { FIRM_INVITATION_VALIDITY_DAYS } from './firm-schemas';

const DAY_MS = 24 * 60 * 60_000;

/** Every role may be invited: lawyers accept with their professional account, staff create theirs (ADR 0058). */
export const INVITABLE_ROLES: readonly TFirmRole[] = FIRM_ROLES;

/** Said under the role field: what the invited person will do with the link. */
export const INVITATION_ROLE_HINT =
  'Un(e) avocat(e) accepte avec son compte professionnel\u202f; un(e) assistant(e) ou un(e) comptable crée son compte depuis le lien, sans fiche publique.';

/** The page of the e-mailed link, `?token=` (web/shared/paths.ts). */
export const FIRM_INVITATION_PATH = '/pro/invitation';

export const FIRM_INVITATION_NOT_FOUND = 'Invitation introuvable ou expirée.';

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
