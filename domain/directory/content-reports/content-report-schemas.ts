import { INVALID_EMAIL_MESSAGE } from '#domain/kernel/format-messages.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { COMPLAINT_ANSWER_MIN } from '../complaints/complaint-policy';
import {
  CONTENT_REPORT_DECISION_VALUES,
  CONTENT_REPORT_REASON_VALUES,
  DECISION_REASONS_MAX,
  DECISION_REASONS_MIN,
  REPORT_EXPLANATION_MAX,
  REPORT_EXPLANATION_MIN,
} from './content-report-policy';

const REASON_MESSAGE = 'Choisissez un motif';
const ID_MESSAGE = 'Identifiant invalide';
const id = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(Number.MAX_SAFE_INTEGER);

/** The reporter's address, to receive the decision: required without an account (the server says so). */
export const ZReporterEmail = z
  .string()
  .trim()
  .max(254, "L'adresse e-mail est trop longue")
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: INVALID_EMAIL_MESSAGE })
  // The form sends what the schema made of an empty field (null) as it is.
  .nullable()
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

/** `POST /api/content-reports`: « Signaler un contenu » of a profile or of a review. */
export const ZReportContentRequest = z.strictObject({
  target: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('profile'), professionalId: id }),
    z.strictObject({ kind: z.literal('review'), reviewId: id }),
  ]),
  reason: z.enum(CONTENT_REPORT_REASON_VALUES, { error: REASON_MESSAGE }),
  explanation: z
    .string({ error: 'Expliquez ce qui pose problème' })
    .trim()
    .min(
      REPORT_EXPLANATION_MIN,
      `Expliquez ce qui pose problème (${REPORT_EXPLANATION_MIN} caractères au moins)`,
    )
    .max(REPORT_EXPLANATION_MAX, `L'explication ne doit pas dépasser ${REPORT_EXPLANATION_MAX} caractères`),
  email: ZReporterEmail,
});
export type TReportContentRequest = z.input<typeof ZReportContentRequest>;

export const ZReportContentResponse = z.object({ reference: z.string() });
export type TReportContentResponse = z.infer<typeof ZReportContentResponse>;

/** A report waiting in the administrators' queue. */
export const ZContentReportItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  targetKind: z.enum(['profile', 'review']),
  professionalId: z.number().int(),
  professionalName: z.string(),
  /** The review reported (its stars and text), null for a profile. */
  review: z
    .object({ id: z.number().int(), rating: z.number().int(), text: z.string().nullable() })
    .nullable(),
  reason: z.string(),
  explanation: z.string(),
  /** Whether the reporter was signed in, and the address the decision goes to. */
  reporter: z.object({ signedIn: z.boolean(), email: z.string() }),
  createdAt: z.string(),
});
export type TContentReportItem = z.infer<typeof ZContentReportItem>;

export const ZContentReportQueueResponse = z.object({ items: z.array(ZContentReportItem) });
export type TContentReportQueueResponse = z.infer<typeof ZContentReportQueueResponse>;

/** `POST /api/admin/content-reports/:id/decision`: the decision and its reasons, sent to both sides. */
export const ZContentReportDecisionRequest = z.strictObject({
  decision: z.enum(CONTENT_REPORT_DECISION_VALUES, { error: 'Choisissez une décision' }),
  reasons: z
    .string({ error: 'Motivez la décision' })
    .trim()
    .min(DECISION_REASONS_MIN, `Motivez la décision (${DECISION_REASONS_MIN} caractères au moins)`)
    .max(DECISION_REASONS_MAX, `La motivation ne doit pas dépasser ${DECISION_REASONS_MAX} caractères`),
});
export type TContentReportDecisionRequest = z.input<typeof ZContentReportDecisionRequest>;

export const ZContentReportIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, ID_MESSAGE)
    .transform(Number),
});

/** A decision about the professional's own profile or reviews, as « Réclamations » lists it. */
export const ZModerationDecisionAboutMe = z.object({
  reference: z.string(),
  targetKind: z.enum(['profile', 'review']),
  reason: z.string(),
  decision: z.string(),
  reasons: z.string(),
  decidedAt: z.string(),
  /** A suspension lifted with « Rétablir la fiche », with its reasons; null otherwise. */
  relisting: z.object({ reasons: z.string(), relistedAt: z.string() }).nullable(),
});
export type TModerationDecisionAboutMe = z.infer<typeof ZModerationDecisionAboutMe>;

export const ZModerationDecisionsAboutMeResponse = z.object({ items: z.array(ZModerationDecisionAboutMe) });
export type TModerationDecisionsAboutMeResponse = z.infer<typeof ZModerationDecisionsAboutMeResponse>;

/** A profile suspended on a report, as « Fiches suspendues » on /admin lists it. */
export const ZSuspendedProfile = z.object({
  professionalId: z.number().int(),
  professionalName: z.string(),
  profession: z.string(),
  suspendedAt: z.string(),
  /** The suspension decisions not lifted yet, with their reasons. */
  decisions: z.array(z.object({ reference: z.string(), reasons: z.string(), decidedAt: z.string() })),
  /** The professional's unanswered complaints, whatever their subject. */
  openComplaints: z.array(
    z.object({ id: z.number().int(), reference: z.string(), subject: z.string(), suspension: z.boolean() }),
  ),
  /** Whether another rule keeps the profile out after the suspension is lifted, and which. */
  otherDelisting: z.enum(['inactivity', 'official-directory']).nullable(),
});
export type TSuspendedProfile = z.infer<typeof ZSuspendedProfile>;

export const ZSuspendedProfilesResponse = z.object({ items: z.array(ZSuspendedProfile) });
export type TSuspendedProfilesResponse = z.infer<typeof ZSuspendedProfilesResponse>;

export const ZProfessionalIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, ID_MESSAGE)
    .transform(Number),
});

/**
 * `POST /api/admin/suspended-profiles/:id/relist`: « Rétablir la fiche » with reasons (the limits of a
 * decision), told to the professional in « Réclamations ». `answerComplaints` answers their unanswered
 * « suspension » complaints with the same reasons, which must then be long enough for a complaint's answer.
 */
export const ZRelistProfileRequest = z
  .strictObject({
    reasons: z
      .string({ error: 'Motivez le rétablissement' })
      .trim()
      .min(DECISION_REASONS_MIN, `Motivez le rétablissement (${DECISION_REASONS_MIN} caractères au moins)`)
      .max(DECISION_REASONS_MAX, `La motivation ne doit pas dépasser ${DECISION_REASONS_MAX} caractères`),
    answerComplaints: z.boolean({ error: 'Réponse invalide' }),
  })
  .superRefine((value, context) => {
    if (value.answerComplaints && value.reasons.length < COMPLAINT_ANSWER_MIN)
      context.addIssue({
        code: 'custom',
        path: ['reasons'],
        message: `Pour répondre aussi à la réclamation, motivez en ${COMPLAINT_ANSWER_MIN} caractères au moins`,
      });
  });
export type TRelistProfileRequest = z.input<typeof ZRelistProfileRequest>;

/** Whether the profile is public again (no other rule keeps it out), and the complaints answered with it. */
export const ZRelistProfileResponse = z.object({
  listed: z.boolean(),
  answeredComplaints: z.array(z.string()),
});
export type TRelistProfileResponse = z.infer<typeof ZRelistProfileResponse>;
