import { MessageSquareReply } from 'lucide-react';
import { useId, useState } from 'react';
import type { TPublicReview } from '#domain/directory/reviews/public-review-schemas.ts';
import {
  DEFAULT_REVIEW_SORT,
  formatCivilDateLong,
  REVIEW_SORT_VALUES,
  REVIEW_SORTS,
  reviewDatesSentence,
  type TReviewSort,
} from '#domain/directory/reviews/review-display.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { ReportContentButton } from '../content-reports/report-content-dialog';
import { RatingSummary } from '../search/professional-summary';
import { ReviewStars } from './review-stars';
import { usePublicReviews } from './reviews-api';
import { VerifiedReviewsNote } from './verified-reviews-note';

/**
 * « Avis » of a profile (issue 29 §3): the published reviews with the day of each and of the consultation it
 * follows, the most recent first unless the visitor picks another order, the professional's answers.
 */
export function ProfileReviews(props: { professionalId: number }) {
  const [sort, setSort] = useState<TReviewSort>(DEFAULT_REVIEW_SORT);
  const [page, setPage] = useState(1);
  const reviews = usePublicReviews(props.professionalId, sort, page);
  const sortId = useId();

  if (reviews.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Chargement des avis…
      </p>
    );
  }
  if (reviews.isError) {
    return (
      <div className="space-y-3">
        <ErrorBox message={userMessage(reviews.error)} />
        <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  const data = reviews.data;
  if (data.reviewCount === 0) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">Aucun avis publié pour le moment.</p>
        <VerifiedReviewsNote />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <RatingSummary rating={data.rating} reviewCount={data.reviewCount} />
          <VerifiedReviewsNote />
        </div>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={sortId} className="font-medium text-slate-700">
            Ordre des avis
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as TReviewSort);
              setPage(1);
            }}
            className="h-9 rounded-md border border-control bg-white px-2 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
          >
            {REVIEW_SORT_VALUES.map((value) => (
              <option key={value} value={value}>
                {REVIEW_SORTS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul aria-label="Avis des clients" className="divide-y divide-slate-100" aria-busy={reviews.isFetching}>
        {data.reviews.map((review) => (
          <li key={review.id} className="py-4 first:pt-0">
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {data.pageCount > 1 ? (
        <nav aria-label="Pages des avis" className="flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Avis précédents
          </Button>
          <span className="text-slate-600">
            Page {page} sur {data.pageCount}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= data.pageCount}
            onClick={() => setPage(page + 1)}
          >
            Avis suivants
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function ReviewItem({ review }: { review: TPublicReview }) {
  return (
    <article aria-label={reviewDatesSentence(review)} className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} />
        <span className="text-xs text-slate-600">{reviewDatesSentence(review)}</span>
      </div>
      {review.text ? (
        <p className="text-sm whitespace-pre-line text-slate-800">{review.text}</p>
      ) : (
        <p className="text-sm text-slate-500 italic">Note sans commentaire.</p>
      )}
      {review.answer ? (
        <div className="ml-4 rounded-md border-l-2 border-brand-200 bg-slate-50 px-3 py-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-700">
            <MessageSquareReply className="h-3.5 w-3.5" aria-hidden="true" />
            Réponse du professionnel, le {formatCivilDateLong(review.answer.answeredOn)}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{review.answer.text}</p>
        </div>
      ) : null}
      <ReportContentButton
        target={{ kind: 'review', reviewId: review.id }}
        what={`l’avis du ${formatCivilDateLong(review.reviewedOn)}`}
      />
    </article>
  );
}
