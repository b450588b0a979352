import {
  REVIEW_ANSWER_MAX,
  REVIEW_NOTE_MAX,
  REVIEW_REFUSAL_REASON_VALUES,
  REVIEW_REPORT_REASON_VALUES,
  REVIEW_TEXT_MAX,
} from '#domain/directory/reviews/review-policy.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { CASE_DETAIL_FLAGS } from './case-details';
import { REVIEW_STATUSES } from './review-rules';

const RATING_MESSAGE = 'Choisissez une note de 1 à 5';

/** An optional text: trimmed, empty means none. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null));
}

/** `POST /api/client/appointments/:id/review`: stars, and a text if the client wants one. */
export const ZSubmitReviewRequest = z.strictObject({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
  text: optionalText(REVIEW_TEXT_MAX, `Votre avis ne doit pas dépasser ${REVIEW_TEXT_MAX} caractères`),
});
export type TSubmitReviewRequest = z.input<typeof ZSubmitReviewRequest>;

/** The client's own review of a consultation, as their history shows it. */
export const ZClientReview = z.object({
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  text: z.string().nullable(),
  /** The reason from the fixed list and the moderator's note, when refused or taken down. */
  refusal: z.object({ reason: z.string(), note: z.string().nullable() }).nullable(),
  /** A refused review may be corrected and sent again until then (ISO), null when it may not. */
  resubmitUntil: z.string().nullable(),
});
export type TClientReview = z.infer<typeof ZClientReview>;

export const ZSubmitReviewResponse = z.object({ review: ZClientReview });
export type TSubmitReviewResponse = z.infer<typeof ZSubmitReviewResponse>;

export const ZReviewIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Identifiant invalide')
    .transform(Number),
});

/** `POST /api/pro/reviews/:id/answer`: one public answer per review. */
export const ZAnswerReviewRequest = z.strictObject({
  text: z
    .string({ error: 'Écrivez votre réponse' })
    .trim()
    .min(1, 'Écrivez votre réponse')
    .max(REVIEW_ANSWER_MAX, `Votre réponse ne doit pas dépasser ${REVIEW_ANSWER_MAX} caractères`),
});
export type TAnswerReviewRequest = z.input<typeof ZAnswerReviewRequest>;

/** `POST /api/pro/reviews/:id/report`: a reason from the list, a note (required for « autre »). */
export const ZReportReviewRequest = z
  .strictObject({
    reason: z.enum(REVIEW_REPORT_REASON_VALUES, { error: 'Choisissez un motif' }),
    note: optionalText(REVIEW_NOTE_MAX, `La note ne doit pas dépasser ${REVIEW_NOTE_MAX} caractères`),
  })
  .superRefine((value, context) => {
    if (value.reason === 'other' && value.note === null)
      context.addIssue({ code: 'custom', path: ['note'], message: 'Précisez le motif du signalement' });
  });
export type TReportReviewRequest = z.input<typeof ZReportReviewRequest>;

/** A review in the professional's « Avis clients »: the published ones, with their answer and report. */
export const ZProReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string().nullable(),
  reviewedOn: z.string(),
  consultationOn: z.string(),
  answer: z.object({ text: z.string(), answeredOn: z.string() }).nullable(),
  report: z
    .object({
      reason: z.string(),
      reportedOn: z.string(),
      /** Null while a moderator has not decided. */
      outcome: z.enum(['kept', 'removed']).nullable(),
    })
    .nullable(),
});
export type TProReview = z.infer<typeof ZProReview>;

export const ZProReviewsResponse = z.object({
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Reviews with a text a moderator has not read yet: not shown until then. */
  awaitingModeration: z.number().int(),
  reviews: z.array(ZProReview),
});
export type TProReviewsResponse = z.infer<typeof ZProReviewsResponse>;

/** A review in the administrators' queue: a text to read, or a published review a professional reported. */
export const ZModerationItem = z.object({
  id: z.number().int(),
  kind: z.enum(['new', 'reported']),
  professionalId: z.number().int(),
  professionalName: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  submittedAt: z.string(),
  consultationOn: z.string(),
  /** 2 for a text corrected after a first refusal. */
  submissionCount: z.number().int(),
  /** What the automatic check found (CASE_DETAIL_LABELS keys). */
  flags: z.array(z.enum(CASE_DETAIL_FLAGS)),
  report: z.object({ reason: z.string(), note: z.string().nullable(), reportedAt: z.string() }).nullable(),
  /** Waiting past the announced delay. */
  late: z.boolean(),
});
export type TModerationItem = z.infer<typeof ZModerationItem>;

export const ZModerationQueueResponse = z.object({ items: z.array(ZModerationItem) });
export type TModerationQueueResponse = z.infer<typeof ZModerationQueueResponse>;

/**
 * `POST /api/admin/reviews/:id/decision`: publish (a new review, or keep a reported one online) or refuse
 * (a new review, or take a reported one down) with a reason from the list and an optional note, both sent
 * to the author.
 */
export const ZModerationDecisionRequest = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('publish') }),
  z.strictObject({
    decision: z.literal('refuse'),
    reason: z.enum(REVIEW_REFUSAL_REASON_VALUES, { error: 'Choisissez un motif de refus' }),
    note: optionalText(REVIEW_NOTE_MAX, `La note ne doit pas dépasser ${REVIEW_NOTE_MAX} caractères`),
  }),
]);
export type TModerationDecisionRequest = z.input<typeof ZModerationDecisionRequest>;
