/**
 * Ranking « par note » (issue 29 §3, ADR 0072): a Bayesian average, so that one 5-star review no longer
 * outranks 127 reviews at 4.8. Each professional's average is pulled towards the platform's mean as if they
 * also had `weight` reviews at that mean: few reviews weigh little, many weigh almost everything.
 *
 *   score = (weight × platformMean + count × average) / (weight + count)
 *
 * The database computes the same formula (`review_ranking_score`, migration 0045) into the search listings;
 * the platform's mean is recomputed by the reviews job (server/appointments/reviews/review-jobs.ts).
 */

/** How many reviews at the platform's mean each professional is credited with. */
export const REVIEW_PRIOR_WEIGHT = 10;
/** The platform's mean while no review is published at all: the middle of the 1 to 5 scale. */
export const REVIEW_PRIOR_FALLBACK_MEAN = 3;

export type TReviewPrior = { mean: number; weight: number };

/** The platform's prior from its published reviews (their count and mean rating). */
export function reviewPrior(platform: { count: number; mean: number | null }): TReviewPrior {
  const mean = platform.count > 0 && platform.mean !== null ? platform.mean : REVIEW_PRIOR_FALLBACK_MEAN;
  return { mean, weight: REVIEW_PRIOR_WEIGHT };
}

/** The score a professional ranks by: their average, shrunk towards the platform's mean. */
export function bayesianAverage(reviews: { average: number; count: number }, prior: TReviewPrior): number {
  const count = Math.max(0, reviews.count);
  const average = count === 0 ? 0 : reviews.average;
  return (prior.weight * prior.mean + count * average) / (prior.weight + count);
}
