import { z } from '#domain/kernel/zod-fr.ts';
import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_ANSWER_MIN,
  COMPLAINT_STATUS_VALUES,
  COMPLAINT_SUBJECT_VALUES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
} from './complaint-policy';

/** `POST /api/pro/complaints`: which decision, and why the professional contests it. */
export const ZFileComplaintRequest = z.strictObject({
  subject: z.enum(COMPLAINT_SUBJECT_VALUES, { error: 'Choisissez la décision contestée' }),
  text: z
    .string({ error: 'Expliquez votre réclamation' })
    .trim()
    .min(COMPLAINT_TEXT_MIN, `Expliquez votre réclamation (${COMPLAINT_TEXT_MIN} caractères au moins)`)
    .max(COMPLAINT_TEXT_MAX, `Votre réclamation ne doit pas dépasser ${COMPLAINT_TEXT_MAX} caractères`),
});
export type TFileComplaintRequest = z.input<typeof ZFileComplaintRequest>;

/** A complaint as its author and the administrators see it. */
export const ZComplaint = z.object({
  id: z.number().int(),
  reference: z.string(),
  subject: z.enum(COMPLAINT_SUBJECT_VALUES),
  text: z.string(),
  status: z.enum(COMPLAINT_STATUS_VALUES),
  createdAt: z.string(),
  takenUpAt: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type TComplaint = z.infer<typeof ZComplaint>;

export const ZComplaintsResponse = z.object({ complaints: z.array(ZComplaint) });
export type TComplaintsResponse = z.infer<typeof ZComplaintsResponse>;

export const ZFileComplaintResponse = z.object({ complaint: ZComplaint });

/** The administrators' queue: the complaint and who filed it. */
export const ZAdminComplaint = ZComplaint.extend({
  professionalName: z.string(),
  professionalId: z.number().int(),
});
export type TAdminComplaint = z.infer<typeof ZAdminComplaint>;
export const ZAdminComplaintsResponse = z.object({ complaints: z.array(ZAdminComplaint) });
export type TAdminComplaintsResponse = z.infer<typeof ZAdminComplaintsResponse>;

/** `POST /api/admin/complaints/:id/answer`: the reasoned answer, final. */
export const ZAnswerComplaintRequest = z.strictObject({
  answer: z
    .string({ error: 'Rédigez la réponse motivée' })
    .trim()
    .min(COMPLAINT_ANSWER_MIN, `Rédigez la réponse motivée (${COMPLAINT_ANSWER_MIN} caractères au moins)`)
    .max(COMPLAINT_ANSWER_MAX, `La réponse ne doit pas dépasser ${COMPLAINT_ANSWER_MAX} caractères`),
});
export type TAnswerComplaintRequest = z.input<typeof ZAnswerComplaintRequest>;

export const ZComplaintIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});
