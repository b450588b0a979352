import { isLawyerRole, type TFirmRole } from './firm-roles';

export const REMOVE_SELF_MESSAGE =
  'Vous ne pouvez pas vous retirer vous-même du cabinet\u00a0: choisissez «\u00a0Quitter le cabinet\u00a0» en bas de la page «\u00a0Mon cabinet\u00a0».';
export const REMOVE_LAWYER_MESSAGE =
  'Un(e) avocat(e) se retire du cabinet en désignant l’avocat(e) qui reprend ses dossiers et ses contacts.';
export const MEMBERS_REMOVE_REFUSED = 'Seul(e) un(e) associé(e) peut retirer un membre du cabinet.';

/**
 * Whether « Retirer du cabinet » is offered for a member: anyone but oneself; a lawyer with a successor for
 * their records (ADR 0064), a staff member at once (ADR 0058).
 */
export function mayBeRemoved(member: { userId: string; role: TFirmRole }, viewerUserId: string): boolean {
  return member.userId !== viewerUserId;
}

/** Whether removing this member hands records over (a lawyer) rather than only ending access (staff). */
export function removalHandsOverRecords(member: { role: TFirmRole }): boolean {
  return isLawyerRole(member.role);
}

/** What removing a staff member does, said in the confirmation before it is done. */
export function removalConsequences(name: string, firmName: string): string[] {
  return [
    `${name} perd immédiatement l’accès à l’espace du cabinet «\u00a0${firmName}\u00a0»\u00a0: ses sessions ouvertes sont fermées.`,
    'Les rendez-vous, événements et contacts saisis pour les avocats du cabinet restent dans leurs agendas.',
    'Son compte est conservé\u00a0: vous pourrez l’inviter de nouveau à la même adresse.',
  ];
}
