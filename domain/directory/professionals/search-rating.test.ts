import { describe, expect, it } from 'vitest';
import { publicRating } from './search-rating';

describe('the rating a visitor sees', () => {
  it('is hidden while no review can be read, however many stars were given', () => {
    expect(publicRating({ ratingAverage: 4.8, reviewCount: 127, readableReviewCount: 0 })).toEqual({
      rating: null,
      reviewCount: null,
    });
  });

  it('shows the average to one decimal and the count once a review can be read', () => {
    expect(publicRating({ ratingAverage: 4.84, reviewCount: 127, readableReviewCount: 3 })).toEqual({
      rating: 4.8,
      reviewCount: 127,
    });
    expect(publicRating({ ratingAverage: 0, reviewCount: 0, readableReviewCount: 1 })).toEqual({
      rating: null,
      reviewCount: null,
    });
  });
});
