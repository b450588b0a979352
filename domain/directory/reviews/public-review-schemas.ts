import { z } from '#domain/kernel/zod-fr.ts';
import { DEFAULT_REVIEW_SORT, REVIEW_SORT_VALUES } from './review-display';

const MAX_REVIEWS_PAGE = 200;

/** `GET /api/professionals/:id/reviews?sort=&page=`. */
export const ZPublicReviewsQuery = z.strictObject({
  sort: z.enum(REVIEW_SORT_VALUES, { error: 'Ordre inconnu' }).default(DEFAULT_REVIEW_SORT),
  page: z.coerce
    .number({ error: 'Page invalide' })
    .int('Page invalide')
    .min(1, 'Page invalide')
    .max(MAX_REVIEWS_PAGE, 'Page invalide')
    .default(1),
});
export type TPublicReviewsQuery = z.output<typeof ZPublicReviewsQuery>;

const ZCivilDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A published review as anyone reads it: no author's name (who consults whom is covered by professional
 * secrecy), the day it was written and the day of the consultation it follows (D111-17), in Paris time.
 */
export const ZPublicReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  reviewedOn: ZCivilDate,
  consultationOn: ZCivilDate,
  answer: z.object({ text: z.string(), answeredOn: ZCivilDate }).nullable(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

export const ZPublicReviewsResponse = z.object({
  /** The average to one decimal, null while no review is published. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  sort: z.enum(REVIEW_SORT_VALUES),
  page: z.number().int(),
  pageCount: z.number().int(),
  reviews: z.array(ZPublicReview),
});
export type TPublicReviewsResponse = z.infer<typeof ZPublicReviewsResponse>;
