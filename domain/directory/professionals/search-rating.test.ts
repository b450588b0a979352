import { describe, expect, it } from 'vitest';
import { publicRating } from './search-rating';

describe('the rating a visitor sees', () => {
  it('is hidden while no review is published', () => {
    expect(publicRating({ ratingAverage: 0, reviewCount: 0 })).toEqual({ rating: null, reviewCount: null });
  });

  it('shows the average of the published reviews to one decimal, and their count', () => {
    expect(publicRating({ ratingAverage: 4.84, reviewCount: 127 })).toEqual({
      rating: 4.8,
      reviewCount: 127,
    });
    expect(publicRating({ ratingAverage: 5, reviewCount: 1 })).toEqual({ rating: 5, reviewCount: 1 });
  });
});
