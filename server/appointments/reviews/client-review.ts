import {
  isWithinReviewWindow,
  mayResubmitReview,
  reviewDeadline,
} from '#domain/appointments/reviews/review-rules.ts';
import type { TClientReview } from '#domain/appointments/reviews/review-schemas.ts';
import {
  REVIEW_REFUSAL_REASONS,
  type TReviewRefusalReason,
} from '#domain/directory/reviews/review-policy.ts';
import type { reviews } from '#server/db/schema/index.ts';

export type TReviewRow = typeof reviews.$inferSelect;

function refusalOf(row: TReviewRow): TClientReview['refusal'] {
  if (row.status !== 'refused' || !row.refusalReason) return null;
  const label = REVIEW_REFUSAL_REASONS[row.refusalReason as TReviewRefusalReason] ?? row.refusalReason;
  return { reason: label, note: row.moderatorNote };
}

/** The client's own review as their history shows it. */
export function toClientReview(row: TReviewRow, consultationEnd: Date, now: Date): TClientReview {
  const resubmit = mayResubmitReview(row, consultationEnd, now);
  return {
    status: row.status,
    rating: row.rating,
    text: row.text,
    refusal: refusalOf(row),
    resubmitUntil: resubmit ? reviewDeadline(consultationEnd).toISOString() : null,
  };
}

/**
 * Until when the client may review this consultation (ISO): a completed one of theirs, within the window,
 * not reviewed yet; null otherwise.
 */
export function reviewableUntil(
  consultation: { completed: boolean; end: Date; hasClient: boolean },
  review: TReviewRow | null,
  now: Date,
): string | null {
  if (!consultation.completed || !consultation.hasClient || review !== null) return null;
  return isWithinReviewWindow(consultation.end, now) ? reviewDeadline(consultation.end).toISOString() : null;
}
