import { describe, expect, it } from 'vitest';
import {
  bayesianAverage,
  REVIEW_PRIOR_FALLBACK_MEAN,
  REVIEW_PRIOR_WEIGHT,
  reviewPrior,
} from './review-ranking';

describe('ranking by rating: a Bayesian average', () => {
  it('no longer lets one 5-star review outrank 127 reviews at 4.8 (the issue’s example)', () => {
    const prior = reviewPrior({ count: 2000, mean: 4.2 });
    const oneReview = bayesianAverage({ average: 5, count: 1 }, prior);
    const manyReviews = bayesianAverage({ average: 4.8, count: 127 }, prior);
    // (10 × 4.2 + 5) / 11 and (10 × 4.2 + 127 × 4.8) / 137.
    expect(oneReview).toBeCloseTo(4.2727, 4);
    expect(manyReviews).toBeCloseTo(4.7562, 4);
    expect(manyReviews).toBeGreaterThan(oneReview);
  });

  it('holds whatever the platform’s mean, up to 4.7 (a platform where almost every review gives 5 stars excepted)', () => {
    for (const mean of [1, 2, 3, 3.5, 4, 4.5, 4.7]) {
      const prior = { mean, weight: REVIEW_PRIOR_WEIGHT };
      expect(bayesianAverage({ average: 4.8, count: 127 }, prior)).toBeGreaterThan(
        bayesianAverage({ average: 5, count: 1 }, prior),
      );
    }
  });

  it('ranks a professional without reviews at the platform’s mean, and many reviews near their own average', () => {
    const prior = { mean: 4.1, weight: REVIEW_PRIOR_WEIGHT };
    expect(bayesianAverage({ average: 0, count: 0 }, prior)).toBe(4.1);
    expect(bayesianAverage({ average: 3, count: 1000 }, prior)).toBeCloseTo(3.0109, 4);
    // Ten reviews weigh as much as the prior: halfway.
    expect(bayesianAverage({ average: 5, count: REVIEW_PRIOR_WEIGHT }, prior)).toBeCloseTo(4.55, 10);
  });

  it('takes the platform’s mean of published reviews, or the middle of the scale when there is none', () => {
    expect(reviewPrior({ count: 12, mean: 4.25 })).toEqual({ mean: 4.25, weight: 10 });
    expect(reviewPrior({ count: 0, mean: null })).toEqual({ mean: REVIEW_PRIOR_FALLBACK_MEAN, weight: 10 });
    expect(REVIEW_PRIOR_FALLBACK_MEAN).toBe(3);
  });
});
