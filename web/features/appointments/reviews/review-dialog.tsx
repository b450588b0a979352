import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { caseDetailsSentence, detectCaseDetails } from '#domain/appointments/reviews/case-details.ts';
import { ZSubmitReviewRequest } from '#domain/appointments/reviews/review-schemas.ts';
import {
  HOW_REVIEWS_WORK_TITLE,
  REVIEW_MODERATION_HOURS,
  REVIEW_TEXT_MAX,
} from '#domain/directory/reviews/review-policy.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { formatLongDateTime } from '../booking/booking-format';
import { useSubmitReview } from './review-api';

const RATINGS = [1, 2, 3, 4, 5] as const;
const GENERIC_ERROR = "Votre avis n'a pas été envoyé. Veuillez réessayer.";

/** Under the text: what a review says, and what it never says (no case details: professional secrecy). */
export const REVIEW_TEXT_HINT =
  'Parlez du déroulement de la consultation (écoute, clarté, ponctualité), sans aucun détail de votre dossier\u00a0: ni montant, ni numéro de dossier, ni nom de juridiction ou de personne, ni coordonnées.';

export const REVIEW_PUBLICATION_NOTE = `Une note sans texte est publiée aussitôt. Un avis avec un texte est relu par l'équipe de JurisRDV avant d'être publié, sous ${REVIEW_MODERATION_HOURS}\u00a0h. Votre nom n'est jamais affiché.`;

/**
 * « Laisser un avis » (or « Corriger mon avis » after a refusal): stars and an optional text, checked as it is
 * typed for likely case details; the server decides (issue 29 §3).
 */
export function ReviewDialog(props: {
  appointment: Pick<TClientAppointment, 'id' | 'professionalId' | 'lawyer' | 'start'>;
  correcting?: { rating: number; text: string | null };
}) {
  const [open, setOpen] = useState(false);
  const label = props.correcting ? 'Corriger mon avis' : 'Laisser un avis';
  return (
    <>
      <Button
        size="sm"
        variant={props.correcting ? 'outline' : 'primary'}
        onClick={() => setOpen(true)}
        aria-label={`${label} sur la consultation du ${formatLongDateTime(props.appointment.start)} avec ${props.appointment.lawyer}`}
      >
        {label}
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title="Votre avis sur la consultation"
        description={`Consultation du ${formatLongDateTime(props.appointment.start)} avec ${props.appointment.lawyer}.`}
      >
        <ReviewForm
          appointment={props.appointment}
          correcting={props.correcting}
          onDone={() => setOpen(false)}
        />
      </ModalDialog>
    </>
  );
}

function ReviewForm(props: {
  appointment: Pick<TClientAppointment, 'id' | 'professionalId'>;
  correcting: { rating: number; text: string | null } | undefined;
  onDone: () => void;
}) {
  const submit = useSubmitReview(props.appointment);
  const [rating, setRating] = useState<number | null>(props.correcting?.rating ?? null);
  const [text, setText] = useState(props.correcting?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();
  const flags = detectCaseDetails(text);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ZSubmitReviewRequest.safeParse({ rating: rating ?? undefined, text });
    if (!parsed.success) {
      const next: { rating?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'rating' || field === 'text') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: ({ review }) => {
        notify(
          'Merci pour votre avis',
          review.status === 'published'
            ? 'Votre note est publiée sur le profil du professionnel.'
            : `Votre avis sera publié après relecture, sous ${REVIEW_MODERATION_HOURS}\u00a0h.`,
        );
        props.onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.text) setErrors({ text: error.fieldErrors.text });
        else setFormError(error instanceof ApiError && error.status < 500 ? error.message : GENERIC_ERROR);
      },
    });
  };

  return (
    <form onSubmit={send} noValidate className="mt-4 space-y-4">
      <ErrorBox message={formError} />
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">Note</legend>
        <div className="mt-1 flex gap-1">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="relative cursor-pointer rounded p-0.5 focus-within:ring-2 focus-within:ring-brand-600/40"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={`${value} sur 5`}
                // Transparent over its star: a click or a tap lands on the radio itself.
                className="absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'pointer-events-none h-7 w-7',
                  rating !== null && value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
                )}
              />
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-600">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>

      <div className="space-y-1">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700">
          Votre avis (facultatif)
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {REVIEW_TEXT_HINT}
        </p>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-hint${errors.text ? ` ${id}-text-error` : ''}${flags.length ? ` ${id}-flags` : ''}`}
          className="w-full rounded-md border border-control px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
        />
        <p className="text-right text-xs text-slate-500">
          {text.length} / {new Intl.NumberFormat('fr-FR').format(REVIEW_TEXT_MAX)}
        </p>
        <p id={`${id}-flags`} aria-live="polite" className="text-sm text-amber-800">
          {flags.length > 0
            ? `Votre texte semble contenir ${caseDetailsSentence(flags)}\u00a0: retirez-le, sinon l'avis sera refusé à la relecture.`
            : ''}
        </p>
        {errors.text ? (
          <p id={`${id}-text-error`} className="text-sm text-red-600">
            {errors.text}
          </p>
        ) : null}
      </div>

      <p className="text-xs text-slate-600">
        {REVIEW_PUBLICATION_NOTE}{' '}
        <Link to={paths.howReviewsWork} target="_blank" className="font-medium text-brand-700 underline">
          {HOW_REVIEWS_WORK_TITLE}
        </Link>
      </p>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={props.onDone} disabled={submit.isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Envoi…' : 'Envoyer mon avis'}
        </Button>
      </div>
    </form>
  );
}
