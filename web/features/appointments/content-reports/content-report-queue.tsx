import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  CONTENT_REPORT_DECISIONS,
  DECISION_REASONS_MAX,
  decisionsFor,
  type TContentReportDecision,
} from '#domain/directory/content-reports/content-report-policy.ts';
import type {
  TContentReportDecisionRequest,
  TContentReportItem,
  TContentReportQueueResponse,
} from '#domain/directory/content-reports/content-report-schemas.ts';
import { ZContentReportDecisionRequest } from '#domain/directory/content-reports/content-report-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { ReviewStars } from '#web/features/directory/reviews/review-stars.tsx';
import { ApiError, apiGet, apiPost } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';

const KEY = ['admin', 'content-reports'] as const;
const dateFormat = frenchDateFormat({ dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * « Signalements » on /admin (issue 29 §4, ADR 0074): reports of profiles and reviews, the oldest first. Each
 * decision carries reasons, sent to the reporter and to the professional.
 */
export function ContentReportQueue() {
  const queue = useQuery({
    queryKey: KEY,
    queryFn: () => apiGet<TContentReportQueueResponse>('/api/admin/content-reports'),
  });
  return (
    <section aria-labelledby="content-reports-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="content-reports-title" className="text-2xl font-bold text-slate-900">
        Signalements
      </h2>
      <p className="mt-1 text-slate-600">
        Les contenus signalés avec «&nbsp;Signaler un contenu&nbsp;». Votre décision et ses motifs sont
        envoyés à l’auteur du signalement et au professionnel concerné.
      </p>
      <div className="mt-6">
        {queue.isPending ? (
          <Spinner label="Chargement des signalements…" />
        ) : queue.isError ? (
          <ErrorBox message={queue.error.message} />
        ) : queue.data.items.length === 0 ? (
          <p className="text-slate-600">Aucun signalement en attente.</p>
        ) : (
          <ul className="space-y-4">
            {queue.data.items.map((item) => (
              <li key={item.id}>
                <ReportCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ReportCard({ item }: { item: TContentReportItem }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [decision, setDecision] = useState<TContentReportDecision | ''>('');
  const [reasons, setReasons] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; reasons?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (input: TContentReportDecisionRequest) =>
      apiPost<{ ok: true }>(`/api/admin/content-reports/${item.id}/decision`, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'suspended-profiles'] }),
      ]),
  });
  const title = `Signalement ${item.reference} ${item.targetKind === 'review' ? 'd’un avis' : 'du profil'} de ${item.professionalName}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ZContentReportDecisionRequest.safeParse({ decision: decision || undefined, reasons });
    if (!parsed.success) {
      const next: { decision?: string; reasons?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'decision' || field === 'reasons') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    decide.mutate(parsed.data, {
      onSuccess: () =>
        notify('Décision enregistrée', 'L’auteur du signalement et le professionnel en sont informés.'),
      onError: (error) => {
        if (error instanceof ApiError && (error.fieldErrors.decision || error.fieldErrors.reasons))
          setErrors({ decision: error.fieldErrors.decision, reasons: error.fieldErrors.reasons });
        else setFormError(error instanceof ApiError ? error.message : 'La décision n’a pas été enregistrée.');
      },
    });
  };

  return (
    <article
      aria-label={title}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-600">
        {`Reçu le ${dateFormat.format(new Date(item.createdAt))}, ${item.reporter.signedIn ? 'par un compte connecté' : 'sans compte'} (${item.reporter.email}). `}
        <a
          href={paths.lawyer(item.professionalId)}
          className="text-brand-700 underline"
          target="_blank"
          rel="noreferrer"
        >
          Voir le profil
        </a>
      </p>
      {item.review ? (
        <div className="space-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm">
          <ReviewStars rating={item.review.rating} />
          <p className="whitespace-pre-line text-slate-800">{item.review.text ?? 'Note sans texte.'}</p>
        </div>
      ) : null}
      <p className="text-sm">
        <span className="font-medium">{`Motif\u00a0: ${item.reason}.`}</span>
      </p>
      <p className="whitespace-pre-line text-sm text-slate-800">{item.explanation}</p>
      <form onSubmit={submit} noValidate className="space-y-3">
        <ErrorBox message={formError} />
        <fieldset aria-describedby={errors.decision ? `${id}-decision-error` : undefined}>
          <legend className="text-sm font-medium text-slate-700">Décision</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {decisionsFor(item.targetKind).map((value) => (
              <label key={value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-decision`}
                  value={value}
                  checked={decision === value}
                  onChange={() => setDecision(value)}
                />
                {CONTENT_REPORT_DECISIONS[value]}
              </label>
            ))}
          </div>
          {errors.decision ? (
            <p id={`${id}-decision-error`} className="mt-1 text-sm text-red-600">
              {errors.decision}
            </p>
          ) : null}
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={`${id}-reasons`} className="block text-sm font-medium text-slate-700">
            Motifs de la décision (envoyés aux deux parties)
          </label>
          <textarea
            id={`${id}-reasons`}
            rows={3}
            maxLength={DECISION_REASONS_MAX}
            value={reasons}
            onChange={(event) => setReasons(event.target.value)}
            aria-invalid={errors.reasons ? true : undefined}
            aria-describedby={errors.reasons ? `${id}-reasons-error` : undefined}
            className="w-full rounded-md border border-control px-3 py-2 text-sm"
          />
          {errors.reasons ? (
            <p id={`${id}-reasons-error`} className="text-sm text-red-600">
              {errors.reasons}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={decide.isPending}>
            Enregistrer la décision
          </Button>
        </div>
      </form>
    </article>
  );
}
