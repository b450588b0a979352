import { FRENCH_MONTH_NAMES } from '#domain/kernel/text/civil-date-format.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** The orders a profile's reviews can be read in; the most recent first unless the visitor picks another. */
export const REVIEW_SORTS = {
  recent: 'Les plus récents',
  highest: 'Les mieux notés',
  lowest: 'Les moins bien notés',
} as const;
export type TReviewSort = keyof typeof REVIEW_SORTS;
export const REVIEW_SORT_VALUES = Object.keys(REVIEW_SORTS) as [TReviewSort, ...TReviewSort[]];
export const DEFAULT_REVIEW_SORT: TReviewSort = 'recent';

export const REVIEWS_PAGE_SIZE = 10;
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

/** 2027-03-01 → « 1er mars 2027 ». A civil date has no time zone: nothing to convert. */
export function formatCivilDateLong(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = month ? FRENCH_MONTH_NAMES[month - 1] : undefined;
  if (!year || !name || !day) return date;
  return `${day === 1 ? '1er' : day}\u00a0${name} ${year}`;
}

/** « Avis du 12 mars 2027, après une consultation du 3 mars 2027 ». */
export function reviewDatesSentence(review: Pick<TPublicReview, 'reviewedOn' | 'consultationOn'>): string {
  return `Avis du ${formatCivilDateLong(review.reviewedOn)}, après une consultation du ${formatCivilDateLong(review.consultationOn)}`;
}
