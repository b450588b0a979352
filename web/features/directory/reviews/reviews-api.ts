import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPublicReviewsResponse } from '#domain/directory/reviews/public-review-schemas.ts';
import type { TReviewSort } from '#domain/directory/reviews/review-display.ts';
import { apiGet } from '#web/shared/api/http.ts';

/** Every list of a professional's reviews, whatever its order and page: a new review refreshes them all. */
export const publicReviewsKey = (professionalId: number) =>
  ['professionals', 'reviews', professionalId] as const;

export function usePublicReviews(professionalId: number, sort: TReviewSort, page: number) {
  return useQuery({
    queryKey: [...publicReviewsKey(professionalId), sort, page],
    queryFn: () =>
      apiGet<TPublicReviewsResponse>(
        `/api/professionals/${professionalId}/reviews?sort=${sort}&page=${page}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
