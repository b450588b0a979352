import { z } from '#domain/kernel/zod-fr.ts';
import { CASE_VIEWER_ACCESSES } from '../cases/case-schemas';
import { CONTACT_TYPES } from '../contacts/contact-schemas';

/**
 * « Confier le dossier à un confrère » and « Confier le contact à un confrère » (issue 27 §2, ADR 0070): a case or
 * a contact of the firm changes hands, everyone staying in the firm.
 */

export const HAND_OVER_LAWYER_REQUIRED = 'Choisissez l’avocat(e) du cabinet à qui le confier';

/** POST /api/pro/cases/:id/hand-over and /api/pro/contacts/:id/hand-over: the lawyer who takes it. */
export const ZHandOverRequest = z.strictObject({
  lawyerUserId: z.uuid({ error: HAND_OVER_LAWYER_REQUIRED }),
});
export type THandOverRequest = z.input<typeof ZHandOverRequest>;

/** A lawyer of the firm as the dialog names them: « Maître Antoine Lambert ». */
export const ZHandOverLawyer = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(['associate', 'collaborator']),
});
export type THandOverLawyer = z.infer<typeof ZHandOverLawyer>;

/**
 * What the case's dialog says before confirming. Counts and names only, never the case's content: an associate
 * not on its list reads it too.
 */
export const ZCaseHandOverPreview = z.object({
  responsibleLawyer: ZHandOverLawyer,
  /** The firm's other lawyers, who may take it. */
  lawyers: z.array(ZHandOverLawyer),
  /** The viewer's own right on the case; null: not on its list (an associate), it stays closed to them. */
  viewerAccess: z.enum(CASE_VIEWER_ACCESSES).nullable(),
  /** Which of `lawyers` are on its access list (they leave it when they take it). */
  lawyersOnList: z.array(z.string()),
  /** The responsible lawyer's appointments and work sessions linked to it: they stay theirs. */
  appointments: z.number().int(),
  workSessions: z.number().int(),
});
export type TCaseHandOverPreview = z.infer<typeof ZCaseHandOverPreview>;

/** What the contact's dialog says before confirming: its lawyer's cases linked to it stay theirs. */
export const ZContactHandOverPreview = z.object({
  responsibleLawyer: ZHandOverLawyer,
  lawyers: z.array(ZHandOverLawyer),
  cases: z.number().int(),
});
export type TContactHandOverPreview = z.infer<typeof ZContactHandOverPreview>;

export const ZHandOverResponse = z.object({ responsibleLawyer: ZHandOverLawyer });
export type THandOverResponse = z.infer<typeof ZHandOverResponse>;

/**
 * « Contacts du cabinet », for associates: who the firm holds and which lawyer holds them. Never an e-mail, a
 * phone, a note or a tag: a contact's file opens only for its lawyer and their assistants.
 */
export const ZFirmContactSummary = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  type: z.enum(CONTACT_TYPES),
  company: z.string().nullable(),
  responsibleLawyer: z.string(),
  /** The viewer's own contact: its file opens for them. */
  own: z.boolean(),
});
export type TFirmContactSummary = z.infer<typeof ZFirmContactSummary>;

export const ZFirmContactsResponse = z.object({ contacts: z.array(ZFirmContactSummary) });
export type TFirmContactsResponse = z.infer<typeof ZFirmContactsResponse>;
