import { useId, useState } from 'react';
import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECTS,
} from '#domain/directory/complaints/complaint-policy.ts';
import {
  type TAdminComplaint,
  ZAnswerComplaintRequest,
} from '#domain/directory/complaints/complaint-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useAnswerComplaint, useComplaintQueue, useTakeUpComplaint } from './complaint-api';

const dateFormat = frenchDateFormat({ dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** « Réclamations des professionnels » on /admin (issue 29 §4, ADR 0074): take up, then answer with reasons. */
export function ComplaintQueue() {
  const queue = useComplaintQueue();
  return (
    <section aria-labelledby="complaints-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="complaints-title" className="text-2xl font-bold text-slate-900">
        Réclamations des professionnels
      </h2>
      <p className="mt-1 text-slate-600">
        Le professionnel suit l’état de sa réclamation et lit votre réponse motivée dans son espace&#8239;; il
        en est prévenu par une notification et un e-mail.
      </p>
      <div className="mt-6">
        {queue.isPending ? (
          <Spinner label="Chargement des réclamations…" />
        ) : queue.isError ? (
          <ErrorBox message={queue.error.message} />
        ) : queue.data.complaints.length === 0 ? (
          <p className="text-slate-600">Aucune réclamation en attente.</p>
        ) : (
          <ul className="space-y-4">
            {queue.data.complaints.map((complaint) => (
              <li key={complaint.id}>
                <ComplaintCard complaint={complaint} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ComplaintCard({ complaint }: { complaint: TAdminComplaint }) {
  const id = useId();
  const takeUp = useTakeUpComplaint();
  const answer = useAnswerComplaint();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const title = `Réclamation ${complaint.reference} de ${complaint.professionalName}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ZAnswerComplaintRequest.safeParse({ answer: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    answer.mutate(
      { id: complaint.id, ...parsed.data },
      {
        onSuccess: () =>
          notify('Réponse envoyée', 'Le professionnel est prévenu par une notification et un e-mail.'),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fieldErrors.answer) setError(failure.fieldErrors.answer);
          else
            setFormError(failure instanceof ApiError ? failure.message : 'La réponse n’a pas été envoyée.');
        },
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
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {COMPLAINT_STATUSES[complaint.status]}
        </span>
      </header>
      <p className="text-sm text-slate-600">
        {`${COMPLAINT_SUBJECTS[complaint.subject]} · déposée le ${dateFormat.format(new Date(complaint.createdAt))}`}
      </p>
      <p className="whitespace-pre-line text-sm text-slate-800">{complaint.text}</p>
      {complaint.status === 'received' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={takeUp.isPending}
          onClick={() =>
            takeUp.mutate(complaint.id, {
              onError: (failure) =>
                setFormError(failure instanceof ApiError ? failure.message : 'Réessayez.'),
            })
          }
        >
          Prendre en charge
        </Button>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-2">
        <ErrorBox message={formError} />
        <label htmlFor={`${id}-answer`} className="block text-sm font-medium text-slate-700">
          Réponse motivée
        </label>
        <textarea
          id={`${id}-answer`}
          rows={4}
          maxLength={COMPLAINT_ANSWER_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-answer-error` : undefined}
          className="w-full rounded-md border border-control px-3 py-2 text-sm"
        />
        {error ? (
          <p id={`${id}-answer-error`} className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={answer.isPending}>
            Envoyer la réponse
          </Button>
        </div>
      </form>
    </article>
  );
}
