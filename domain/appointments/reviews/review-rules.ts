import {
  REVIEW_MAX_SUBMISSIONS,
  REVIEW_MODERATION_HOURS,
  REVIEW_WINDOW_DAYS,
} from '#domain/directory/reviews/review-policy.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const REVIEW_STATUSES = ['pending', 'published', 'refused'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The last instant a consultation that ended at `end` may be reviewed. */
export function reviewDeadline(end: Date): Date {
  return new Date(end.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** Whether a completed consultation that ended at `end` may still be reviewed at `now`. */
export function isWithinReviewWindow(end: Date, now: Date): boolean {
  return end.getTime() <= now.getTime() && now.getTime() <= reviewDeadline(end).getTime();
}

/**
 * Stars alone are published at once (nothing to read: the author is a client of a completed consultation
 * by construction); any text waits for a moderator (ADR 0072).
 */
export function initialReviewStatus(text: string | null): Extract<TReviewStatus, 'pending' | 'published'> {
  return text === null ? 'published' : 'pending';
}

/** A refused review may be corrected and sent again while the window is open, a few times at most. */
export function mayResubmitReview(
  review: { status: TReviewStatus; submissionCount: number },
  consultationEnd: Date,
  now: Date,
): boolean {
  return (
    review.status === 'refused' &&
    review.submissionCount < REVIEW_MAX_SUBMISSIONS &&
    isWithinReviewWindow(consultationEnd, now)
  );
}

/** Whether a review waiting for a moderator has waited past the announced delay. */
export function isModerationLate(waitingSince: Date, now: Date): boolean {
  return now.getTime() - waitingSince.getTime() > REVIEW_MODERATION_HOURS * HOUR_MS;
}
