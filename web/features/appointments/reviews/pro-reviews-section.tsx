import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TProReview } from '#domain/appointments/reviews/review-schemas.ts';
import { formatCivilDateLong, reviewDatesSentence } from '#domain/directory/reviews/review-display.ts';
import {
  HOW_REVIEWS_WORK_TITLE,
  REVIEW_ANSWER_MAX,
  REVIEW_NOTE_MAX,
  REVIEW_REPORT_REASON_VALUES,
  REVIEW_REPORT_REASONS,
  type TReviewReportReason,
} from '#domain/directory/reviews/review-policy.ts';
import { ReviewStars } from '#web/features/directory/reviews/review-stars.tsx';
import { RatingSummary } from '#web/features/directory/search/professional-summary.tsx';
import { ApiError } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useAnswerReview, useProReviews, useReportReview } from './review-api';

const SAVE_ERROR = 'Une erreur est survenue. Veuillez réessayer.';

/**
 * « Avis clients » of « Ma fiche pro » (issue 29 §3): the published reviews, one public answer each, and a
 * report to the moderators. A lawyer's own: a firm's staff do not answer in their name.
 */
export function ProReviewsSection() {
  const reviews = useProReviews();
  return (
    <section
      id="avis-clients"
      aria-labelledby="avis-clients-titre"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="avis-clients-titre" className="text-lg font-semibold text-slate-900">
        Avis clients
      </h2>
      <p className="text-sm text-slate-600">
        Vous pouvez répondre publiquement une fois à chaque avis, et signaler un avis à l'équipe de JurisRDV.
        Votre réponse est tenue au secret professionnel&nbsp;: n'y donnez aucun détail du dossier.{' '}
        <Link to={paths.howReviewsWork} className="font-medium text-brand-700 underline">
          {HOW_REVIEWS_WORK_TITLE}
        </Link>
      </p>
      {reviews.isPending ? (
        <Spinner label="Chargement de vos avis…" />
      ) : reviews.isError ? (
        <ErrorBox message={reviews.error.message} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <RatingSummary rating={reviews.data.rating} reviewCount={reviews.data.reviewCount} />
            {reviews.data.awaitingModeration > 0 ? (
              <span>
                {reviews.data.awaitingModeration === 1
                  ? '1 avis en attente de relecture'
                  : `${reviews.data.awaitingModeration} avis en attente de relecture`}
              </span>
            ) : null}
          </div>
          {reviews.data.reviews.length === 0 ? (
            <p className="text-sm text-slate-600">Aucun avis publié pour le moment.</p>
          ) : (
            <ul aria-label="Vos avis publiés" className="divide-y divide-slate-100">
              {reviews.data.reviews.map((review) => (
                <li key={review.id} className="py-4 first:pt-0">
                  <ProReviewItem review={review} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ProReviewItem({ review }: { review: TProReview }) {
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
          <p className="text-xs font-semibold text-slate-700">
            {`Votre réponse, le ${formatCivilDateLong(review.answer.answeredOn)}`}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{review.answer.text}</p>
        </div>
      ) : (
        <AnswerForm reviewId={review.id} />
      )}
      {review.report ? (
        <p className="text-xs text-slate-600">
          {`Signalé le ${formatCivilDateLong(review.report.reportedOn)} (${review.report.reason})\u00a0: ${
            review.report.outcome === null
              ? 'en cours d’examen par l’équipe de JurisRDV.'
              : review.report.outcome === 'kept'
                ? 'l’avis reste publié.'
                : 'l’avis a été retiré.'
          }`}
        </p>
      ) : (
        <ReportForm reviewId={review.id} />
      )}
    </article>
  );
}

function AnswerForm({ reviewId }: { reviewId: number }) {
  const answer = useAnswerReview();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Répondre
      </Button>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        answer.mutate(
          { id: reviewId, text },
          {
            onSuccess: () =>
              notify('Réponse publiée', 'Elle apparaît sous l’avis, sur votre fiche publique.'),
            onError: (failure) =>
              setError(
                failure instanceof ApiError
                  ? (failure.fieldErrors.text ?? (failure.status < 500 ? failure.message : SAVE_ERROR))
                  : SAVE_ERROR,
              ),
          },
        );
      }}
    >
      <label htmlFor={`${id}-answer`} className="block text-sm font-medium text-slate-700">
        Votre réponse publique (une seule par avis)
      </label>
      <textarea
        id={`${id}-answer`}
        value={text}
        maxLength={REVIEW_ANSWER_MAX}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-answer-error` : undefined}
        className="w-full rounded-md border border-control px-3 py-2 text-sm"
      />
      {error ? (
        <p id={`${id}-answer-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={answer.isPending || text.trim() === ''}>
          Publier ma réponse
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function ReportForm({ reviewId }: { reviewId: number }) {
  const report = useReportReview();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TReviewReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (!open) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Signaler cet avis
      </Button>
    );
  }
  return (
    <form
      className="space-y-2 rounded-md border border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (reason === '') {
          setError('Choisissez un motif.');
          return;
        }
        report.mutate(
          { id: reviewId, reason, note: note.trim() || null },
          {
            onSuccess: () =>
              notify('Avis signalé', 'L’équipe de JurisRDV vous enverra sa décision par e-mail.'),
            onError: (failure) =>
              setError(
                failure instanceof ApiError
                  ? (failure.fieldErrors.note ?? (failure.status < 500 ? failure.message : SAVE_ERROR))
                  : SAVE_ERROR,
              ),
          },
        );
      }}
    >
      <ErrorBox message={error} />
      <div className="space-y-1">
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
          Motif du signalement
        </label>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as TReviewReportReason)}
          className="h-10 w-full rounded-md border border-control bg-white px-2 text-sm"
        >
          <option value="">Choisir un motif</option>
          {REVIEW_REPORT_REASON_VALUES.map((value) => (
            <option key={value} value={value}>
              {REVIEW_REPORT_REASONS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-700">
          Précision (obligatoire pour «&nbsp;Autre motif&nbsp;»)
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={REVIEW_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          className="w-full rounded-md border border-control px-3 py-2 text-sm"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={report.isPending}>
          Envoyer le signalement
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
