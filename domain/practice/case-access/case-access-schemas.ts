import { z } from '#domain/kernel/zod-fr.ts';
import { CASE_STATUSES, CASE_VIEWER_ACCESSES, ZCaseIdParams } from '../cases/case-schemas';
import { CASE_ACCESS_RIGHTS, type TCaseAccessRight } from './case-access-rights';

export const CASE_ACCESS_LABELS: Record<TCaseAccessRight, string> = {
  read: 'Lecture',
  edit: 'Modification',
};

export const CASE_MEMBER_NOT_FOUND = 'Membre introuvable.';

const ZMemberId = z.uuid({ error: 'Choisissez un membre du cabinet' });

/** PUT /api/pro/cases/:id/access: a member of the firm added to the list, or their right changed. */
export const ZCaseAccessRequest = z.strictObject({
  userId: ZMemberId,
  access: z.enum(CASE_ACCESS_RIGHTS, {
    error: 'Choisissez «\u00a0Lecture\u00a0» ou «\u00a0Modification\u00a0»',
  }),
});
export type TCaseAccessRequest = z.infer<typeof ZCaseAccessRequest>;

export const ZCaseAccessParams = ZCaseIdParams.extend({ userId: ZMemberId });

/** A member of the firm as the access card names them. */
export const ZCaseAccessPerson = z.object({
  userId: z.string(),
  /** « Maître Luc Fontaine » for a lawyer, « Inès Durand » for an assistant. */
  name: z.string(),
  role: z.enum(['associate', 'collaborator', 'assistant']),
});
export type TCaseAccessPerson = z.infer<typeof ZCaseAccessPerson>;

export const ZCaseAccessEntry = ZCaseAccessPerson.extend({
  access: z.enum(CASE_ACCESS_RIGHTS),
  /** ISO instant. */
  grantedAt: z.string(),
});
export type TCaseAccessEntry = z.infer<typeof ZCaseAccessEntry>;

/**
 * « Accès au dossier »: the responsible lawyer, the members on the list, and for the responsible lawyer alone
 * (`manageable`) the members of the firm who may still be added (never an accountant, never oneself).
 */
export const ZCaseAccessResponse = z.object({
  responsibleLawyer: z.string(),
  manageable: z.boolean(),
  members: z.array(ZCaseAccessEntry),
  candidates: z.array(ZCaseAccessPerson),
});
export type TCaseAccessResponse = z.infer<typeof ZCaseAccessResponse>;

/** « Dossiers du cabinet »: what an associate sees of every case of the firm, never its content. */
export const ZFirmCaseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(CASE_STATUSES),
  responsibleLawyer: z.string(),
  /** The viewer's own right on it; null: not on its list, it does not open. */
  access: z.enum(CASE_VIEWER_ACCESSES).nullable(),
});
export type TFirmCaseSummary = z.infer<typeof ZFirmCaseSummary>;

export const ZFirmCasesResponse = z.object({ cases: z.array(ZFirmCaseSummary) });
export type TFirmCasesResponse = z.infer<typeof ZFirmCasesResponse>;
