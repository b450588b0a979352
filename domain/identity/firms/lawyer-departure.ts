import { z } from '#domain/kernel/zod-fr.ts';

/**
 * A lawyer leaving the firm (issue 27 §1, ADR 0064). The firm keeps its cases and contacts: an associate
 * names the lawyer of the firm who takes them over. The departing lawyer keeps what is theirs in their own
 * name: their account, their public profile (in a firm of their own), their appointments and agenda,
 * their conversations with clients and the invoices issued in their name.
 */
export const ZLawyerDepartureRequest = z.strictObject({
  successorUserId: z.uuid({ error: 'Choisissez l’avocat(e) du cabinet qui reprend ses dossiers' }),
});
export type TLawyerDepartureRequest = z.input<typeof ZLawyerDepartureRequest>;

export const SUCCESSOR_INVALID_MESSAGE =
  'Choisissez un(e) autre avocat(e) du cabinet pour reprendre ses dossiers et ses contacts.';
export const LEAVE_WITH_RECORDS_MESSAGE =
  'Vos dossiers et vos contacts appartiennent à votre cabinet actuel\u00a0: demandez à un(e) associé(e) de vous en retirer en désignant qui les reprend, puis acceptez cette invitation.';

/**
 * « Le cabinet garde ses 3 dossiers et son contact : X en devient responsable… », or null with nothing to hand
 * over; `one`/`many` are the possessives of who reads it (« son »/« ses » of the lawyer, « votre »/« vos » to them).
 * One record keeps « son journal d’accès », several « leur journal d’accès ».
 */
export function recordsKeptSentence(
  input: { successor: string; cases: number; contacts: number },
  possessive: { one: string; many: string },
): string | null {
  const counted = (count: number, noun: string) =>
    count === 0
      ? null
      : count === 1
        ? `${possessive.one} ${noun}`
        : `${possessive.many} ${count}\u00a0${noun}s`;
  const records = [counted(input.cases, 'dossier'), counted(input.contacts, 'contact')].filter(
    (part): part is string => part !== null,
  );
  if (records.length === 0) return null;
  const journal = input.cases + input.contacts === 1 ? 'son' : 'leur';
  return `Le cabinet garde ${records.join(' et ')}\u00a0: ${input.successor} en devient responsable, avec ${journal} journal d’accès.`;
}

/** What removing a lawyer does, said in the confirmation before it is done. */
export function lawyerDepartureConsequences(input: {
  lawyer: string;
  firmName: string;
  successor: string;
  cases: number;
  contacts: number;
}): string[] {
  return [
    `${input.lawyer} perd immédiatement l’accès à l’espace du cabinet «\u00a0${input.firmName}\u00a0»\u00a0: ses sessions ouvertes sont fermées, ses accès aux dossiers partagés aussi.`,
    recordsKeptSentence(input, { one: 'son', many: 'ses' }) ??
      'Aucun dossier ni contact n’est aujourd’hui à son nom\u00a0: rien n’est à transmettre.',
    'Sa fiche publique, son agenda et ses rendez-vous, passés et à venir, restent les siens\u00a0: ses clients prennent toujours rendez-vous dans son propre cabinet, créé à son nom.',
    'Les factures émises en son nom restent les siennes\u202f; celles du cabinet restent au cabinet.',
  ];
}

/** What the confirmation says will move: the departing lawyer's cases and contacts, counted. */
export const ZLawyerDeparturePreview = z.object({ cases: z.number().int(), contacts: z.number().int() });
export type TLawyerDeparturePreview = z.infer<typeof ZLawyerDeparturePreview>;
