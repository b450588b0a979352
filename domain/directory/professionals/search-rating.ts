/**
 * Stars without a single review a visitor can read look invented (issue 26 §2): the rating and its
 * count are shown only once at least one review with its text is published. Clients rate with stars
 * only today; readable reviews come with the marketplace rules.
 */
export type TPublicRating = { rating: number | null; reviewCount: number | null };

export function publicRating(stored: {
  ratingAverage: number;
  reviewCount: number;
  readableReviewCount: number;
}): TPublicRating {
  if (stored.readableReviewCount <= 0 || stored.reviewCount <= 0) return { rating: null, reviewCount: null };
  return { rating: Math.round(stored.ratingAverage * 10) / 10, reviewCount: stored.reviewCount };
}

/** No review text is stored yet: every professional has none a visitor can read. */
export const READABLE_REVIEW_COUNT_TODAY = 0;
