import { z } from '#domain/kernel/zod-fr.ts';
import { leavingOutcome } from './firm-invitations';
import { isLawyerRole, type TFirmRole } from './firm-roles';
import { recordsKeptSentence } from './lawyer-departure';

/**
 * « Quitter le cabinet » (issue 27 §1, ADR 0068): a member leaves the firm by themselves. A staff member
 * leaves as an associate would remove them; a lawyer names the colleague who takes over their cases and
 * contacts, as an associate's removal does (ADR 0064), and goes on in a firm of their own.
 */
export const ZLeaveFirmRequest = z.strictObject({
  /**
   * The firm the member confirms leaving, as their page showed it: another one (a page older than a change of
   * firm) is not found, and nothing is left by mistake.
   */
  firmId: z.number({ error: 'Cabinet introuvable' }).int().positive().max(2_147_483_647),
  /** A lawyer's successor (the account id of another lawyer of the firm); a staff member sends none. */
  successorUserId: z.uuid({ error: 'Choisissez l’avocat(e) du cabinet qui reprend vos dossiers' }).optional(),
});
export type TLeaveFirmRequest = z.input<typeof ZLeaveFirmRequest>;

/** POST /api/pro/firm/departure: what moved (nothing for staff), and whether this session ended with it. */
export const ZLeaveFirmResponse = z.object({
  cases: z.number().int(),
  contacts: z.number().int(),
  signedOut: z.boolean(),
});
export type TLeaveFirmResponse = z.infer<typeof ZLeaveFirmResponse>;

export const ALONE_IN_FIRM_MESSAGE =
  'Votre cabinet n’a pas d’autre membre que vous\u00a0: il n’y a personne à qui le laisser.';
export const LEAVE_LAST_ASSOCIATE_MESSAGE =
  'Le cabinet doit garder au moins un(e) associé(e) tant qu’il compte d’autres membres\u00a0: nommez-en un(e) autre dans la liste des membres (rôle «\u00a0Associé(e)\u00a0»), puis quittez le cabinet.';
export const LEAVE_LAST_LAWYER_MESSAGE =
  'Le cabinet doit garder au moins un(e) associé(e) tant qu’il compte d’autres membres, et aucun autre membre n’est avocat(e)\u00a0: invitez un(e) avocat(e) à rejoindre le cabinet comme associé(e), ou retirez d’abord les autres membres.';
export const SUCCESSOR_REQUIRED_MESSAGE = 'Choisissez l’avocat(e) du cabinet qui reprend vos dossiers';

/**
 * Why the member `userId` may not leave their firm, or null when they may: a firm that keeps members keeps
 * an associate to administer it (as when its last associate accepts another firm's invitation), and a member
 * alone has nobody to leave it to.
 */
export function leaveFirmRefusal(
  members: readonly { userId: string; role: TFirmRole }[],
  userId: string,
): string | null {
  const self = members.find((member) => member.userId === userId);
  if (!self) throw new Error('leaveFirmRefusal: the member is not in the firm');
  const others = members.filter((member) => member.userId !== userId);
  const outcome = leavingOutcome({
    role: self.role,
    otherMembers: others.length,
    otherAssociates: others.filter((member) => member.role === 'associate').length,
  });
  if (outcome === 'delete-firm') return ALONE_IN_FIRM_MESSAGE;
  if (outcome === 'last-associate') {
    return others.some((member) => isLawyerRole(member.role))
      ? LEAVE_LAST_ASSOCIATE_MESSAGE
      : LEAVE_LAST_LAWYER_MESSAGE;
  }
  return null;
}

/** What leaving does, said to the member in the confirmation before it is done. */
export function leaveFirmConsequences(
  input:
    | { kind: 'staff'; firmName: string }
    | { kind: 'lawyer'; firmName: string; successor: string; cases: number; contacts: number },
): string[] {
  const told = 'Un e-mail l’annonce aux associé(e)s du cabinet.';
  if (input.kind === 'staff') {
    return [
      `Vous perdez immédiatement l’accès à l’espace du cabinet «\u00a0${input.firmName}\u00a0»\u00a0: toutes vos sessions ouvertes sont fermées, celle-ci comprise.`,
      'Les rendez-vous, événements et contacts que vous avez saisis restent dans les agendas des avocats du cabinet.',
      `Votre compte est conservé\u00a0: le cabinet pourra vous inviter de nouveau à la même adresse. ${told}`,
    ];
  }
  return [
    `Vous perdez immédiatement l’accès à l’espace du cabinet «\u00a0${input.firmName}\u00a0»\u00a0: vos autres sessions ouvertes sont fermées, vos accès aux dossiers partagés aussi.`,
    recordsKeptSentence(input, { one: 'votre', many: 'vos' }) ??
      'Vous n’avez aujourd’hui aucun dossier ni contact à transmettre.',
    'Votre fiche publique, votre agenda et vos rendez-vous, passés et à venir, restent les vôtres\u00a0: vos clients vous retrouvent dans votre propre cabinet, créé à votre nom, où vous continuez sans vous reconnecter.',
    `Les factures émises en votre nom restent les vôtres\u202f; celles du cabinet restent au cabinet. ${told}`,
  ];
}
