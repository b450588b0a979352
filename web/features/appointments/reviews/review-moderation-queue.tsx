import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { caseDetailsSentence } from '#domain/appointments/reviews/case-details.ts';
import type { TModerationItem } from '#domain/appointments/reviews/review-schemas.ts';
import { formatCivilDateLong } from '#domain/directory/reviews/review-display.ts';
import {
  REVIEW_MODERATION_HOURS,
  REVIEW_NOTE_MAX,
  REVIEW_REFUSAL_REASON_VALUES,
  REVIEW_REFUSAL_REASONS,
  type TReviewRefusalReason,
} from '#domain/directory/reviews/review-policy.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { ReviewStars } from '#web/features/directory/reviews/review-stars.tsx';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useDecideReview, useModerationQueue } from './review-api';

const dateFormat = frenchDateFormat({ dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * « Avis à modérer » on /admin (issue 29 §3): the texts to read and the reviews professionals reported, the
 * longest waiting first. Each decision, with its reason, is e-mailed to the author.
 */
export function ReviewModerationQueue() {
  const queue = useModerationQueue();
  return (
    <section aria-labelledby="moderation-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="moderation-title" className="text-2xl font-bold text-slate-900">
        Avis à modérer
      </h2>
      <p className="mt-1 text-slate-600">
        {`Un avis avec un texte attend votre relecture (sous ${REVIEW_MODERATION_HOURS}\u00a0h, comme l'annonce la page «\u00a0Comment fonctionnent les avis\u00a0»)\u202f; un avis signalé par un professionnel reste en ligne jusqu'à votre décision. L'auteur reçoit la décision et son motif par e-mail.`}
      </p>
      <div className="mt-6">
        {queue.isPending ? (
          <Spinner label="Chargement des avis à modérer…" />
        ) : queue.isError ? (
          <ErrorBox message={queue.error.message} />
        ) : queue.data.items.length === 0 ? (
          <p className="text-slate-600">Aucun avis à modérer.</p>
        ) : (
          <ul className="space-y-4">
            {queue.data.items.map((item) => (
              <li key={item.id}>
                <ModerationCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ModerationCard({ item }: { item: TModerationItem }) {
  const decide = useDecideReview();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState<TReviewRefusalReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const reported = item.kind === 'reported';
  const title = `${reported ? 'Avis signalé' : 'Nouvel avis'} sur ${item.professionalName}`;

  const send = (decision: Parameters<typeof decide.mutate>[0]['decision']) => {
    setError(null);
    decide.mutate(
      { id: item.id, decision },
      {
        onSuccess: () =>
          notify(
            decision.decision === 'publish'
              ? reported
                ? 'Avis maintenu en ligne'
                : 'Avis publié'
              : reported
                ? 'Avis retiré'
                : 'Avis refusé',
            decision.decision === 'publish' && reported
              ? 'Le professionnel est informé de votre décision.'
              : "L'auteur est informé de votre décision.",
          ),
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : 'La décision n’a pas été enregistrée.'),
      },
    );
  };

  return (
    <article
      aria-label={title}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {item.late ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
            <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
            {`En attente depuis plus de ${REVIEW_MODERATION_HOURS}\u00a0h`}
          </span>
        ) : null}
      </header>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <ReviewStars rating={item.rating} />
        <span>{`Avis du ${dateFormat.format(new Date(item.submittedAt))}, consultation du ${formatCivilDateLong(item.consultationOn)}`}</span>
        {item.submissionCount > 1 ? (
          <span>{`Envoi n°\u00a0${item.submissionCount}, corrigé après un refus`}</span>
        ) : null}
      </div>
      {item.text ? (
        <blockquote className="rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
          {item.text}
        </blockquote>
      ) : (
        <p className="text-sm text-slate-500 italic">Note sans texte.</p>
      )}
      {item.flags.length > 0 ? (
        <p className="text-sm text-amber-800">{`Détails possibles du dossier\u00a0: ${caseDetailsSentence(item.flags)}.`}</p>
      ) : null}
      {item.report ? (
        <p className="text-sm text-slate-700">
          {`Signalé par le professionnel le ${dateFormat.format(new Date(item.report.reportedAt))}\u00a0: ${item.report.reason}${item.report.note ? ` — ${item.report.note}` : ''}`}
        </p>
      ) : null}
      <ErrorBox message={error} />
      {refusing ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason === '') {
              setError('Choisissez un motif.');
              return;
            }
            send({ decision: 'refuse', reason, note: note.trim() || null });
          }}
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
              {reported ? 'Motif du retrait' : 'Motif du refus'}
            </label>
            <select
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => setReason(event.target.value as TReviewRefusalReason)}
              className="h-10 w-full rounded-md border border-control bg-white px-2 text-sm"
            >
              <option value="">Choisir un motif</option>
              {REVIEW_REFUSAL_REASON_VALUES.map((value) => (
                <option key={value} value={value}>
                  {REVIEW_REFUSAL_REASONS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-700">
              Précision pour l'auteur (facultatif)
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
            <Button type="submit" variant="destructive" disabled={decide.isPending}>
              {reported ? 'Retirer l’avis' : 'Refuser l’avis'}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => setRefusing(false)}
              disabled={decide.isPending}
            >
              Annuler
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => send({ decision: 'publish' })} disabled={decide.isPending}>
            {reported ? 'Maintenir en ligne' : 'Publier'}
          </Button>
          <Button variant="outline" onClick={() => setRefusing(true)} disabled={decide.isPending}>
            {reported ? 'Retirer…' : 'Refuser…'}
          </Button>
        </div>
      )}
    </article>
  );
}
