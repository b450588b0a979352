/**
 * The rating a visitor sees: the average of the published reviews to one decimal and their count, or nothing
 * while none is published. Every published review can be read on the profile with its dates (issue 29 §3), so
 * the stars are never alone (issue 26 §2).
 */
export type TPublicRating = { rating: number | null; reviewCount: number | null };

export function publicRating(stored: { ratingAverage: number; reviewCount: number }): TPublicRating {
  if (stored.reviewCount <= 0) return { rating: null, reviewCount: null };
  return { rating: Math.round(stored.ratingAverage * 10) / 10, reviewCount: stored.reviewCount };
}
