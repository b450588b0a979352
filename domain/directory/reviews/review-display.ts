import { FRENCH_MONTH_NAMES } from '#domain/kernel/text/civil-date-format.ts';

// Without zod: the public profile shows reviews before any interaction, and loads no schema library for it.

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

/** 2027-03-01 → « 1er mars 2027 ». A civil date has no time zone: nothing to convert. */
export function formatCivilDateLong(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = month ? FRENCH_MONTH_NAMES[month - 1] : undefined;
  if (!year || !name || !day) return date;
  return `${day === 1 ? '1er' : day}\u00a0${name} ${year}`;
}

/** « Avis du 12 mars 2027, après une consultation du 3 mars 2027 ». */
export function reviewDatesSentence(review: { reviewedOn: string; consultationOn: string }): string {
  return `Avis du ${formatCivilDateLong(review.reviewedOn)}, après une consultation du ${formatCivilDateLong(review.consultationOn)}`;
}
