import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECT_VALUES,
  COMPLAINT_SUBJECTS,
  COMPLAINT_TEXT_MAX,
  COMPLAINTS_TITLE,
  type TComplaintSubject,
} from '#domain/directory/complaints/complaint-policy.ts';
import {
  type TComplaint,
  type TFileComplaintRequest,
  ZFileComplaintRequest,
} from '#domain/directory/complaints/complaint-schemas.ts';
import { PROFILE_RELISTED_LABEL } from '#domain/directory/content-reports/content-report-policy.ts';
import type { TModerationDecisionAboutMe } from '#domain/directory/content-reports/content-report-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Select } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useDecisionsAboutMe, useFileComplaint, useOwnComplaints } from './complaint-api';

const dateFormat = frenchDateFormat({ dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
const FIELDS = ['subject', 'text'] as const;
const TEXTAREA =
  'w-full rounded-md border border-control px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none';

/**
 * « Réclamations » (/pro/dashboard/reclamations, issue 29 §4, ADR 0074): the decisions taken about the
 * professional's profile and reviews, the form to contest a decision, and the complaints with their status and
 * the administrators' reasoned answer.
 */
export function ComplaintsPage() {
  useDocumentTitle(COMPLAINTS_TITLE);
  const [subject, setSubject] = useState<TComplaintSubject | null>(null);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{COMPLAINTS_TITLE}</h1>
        <p className="mt-1 text-slate-600">
          Contestez ici une décision de JurisRDV qui vous concerne (retrait, suspension, modération d’un avis,
          classement). Chaque réclamation reçoit une référence et une réponse motivée d’un administrateur. Les
          règles appliquées sont sur la page{' '}
          <Link to={paths.ranking} className="font-medium text-brand-700 underline">
            Classement et référencement
          </Link>
          .
        </p>
      </header>
      <DecisionsAboutMe onContest={setSubject} />
      <ComplaintForm key={subject ?? 'none'} initialSubject={subject} />
      <OwnComplaints />
    </div>
  );
}

function DecisionsAboutMe(props: { onContest: (subject: TComplaintSubject) => void }) {
  const decisions = useDecisionsAboutMe();
  if (decisions.isPending || decisions.isError || decisions.data.items.length === 0) return null;
  return (
    <section aria-labelledby="decisions-title" className="space-y-3">
      <h2 id="decisions-title" className="text-lg font-semibold text-slate-900">
        Décisions sur des signalements vous concernant
      </h2>
      <ul className="space-y-3">
        {decisions.data.items.map((item) => (
          <li key={item.reference} id={item.reference}>
            <DecisionCard item={item} onContest={props.onContest} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DecisionCard(props: {
  item: TModerationDecisionAboutMe;
  onContest: (s: TComplaintSubject) => void;
}) {
  const { item } = props;
  return (
    <article
      aria-label={`Signalement ${item.reference}`}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <p className="font-semibold text-slate-900">
        {`${item.reference} · ${item.targetKind === 'review' ? 'Un avis de votre profil' : 'Votre profil'} · ${item.decision}`}
      </p>
      <p className="text-slate-600">{`Motif du signalement\u00a0: ${item.reason}. Décision du ${dateFormat.format(new Date(item.decidedAt))}.`}</p>
      <p className="whitespace-pre-line text-slate-800">{`Motifs de la décision\u00a0: ${item.reasons}`}</p>
      {item.relisting ? (
        <div className="space-y-1 rounded-md bg-emerald-50 px-3 py-2">
          <p className="font-medium text-emerald-900">{`${PROFILE_RELISTED_LABEL} le ${dateFormat.format(new Date(item.relisting.relistedAt))}`}</p>
          <p className="whitespace-pre-line text-slate-800">{`Motifs du rétablissement\u00a0: ${item.relisting.reasons}`}</p>
        </div>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          props.onContest(
            item.targetKind === 'review'
              ? 'review-moderation'
              : item.decision === 'Profil suspendu'
                ? 'suspension'
                : 'other',
          )
        }
      >
        Contester cette décision
      </Button>
    </article>
  );
}

function ComplaintForm(props: { initialSubject: TComplaintSubject | null }) {
  const file = useFileComplaint();
  const [formError, setFormError] = useState<string | null>(null);
  const empty: TFileComplaintRequest = {
    subject: props.initialSubject ?? ('' as TComplaintSubject),
    text: '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TFileComplaintRequest>({ resolver: zodResolver(ZFileComplaintRequest), defaultValues: empty });
  const text = watch('text') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { complaint } = await file.mutateAsync(values);
      reset({ subject: '' as TComplaintSubject, text: '' });
      notify(
        'Réclamation envoyée',
        `Référence ${complaint.reference}\u00a0: vous en suivez l’état ci-dessous.`,
      );
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, FIELDS, 'Votre réclamation n’a pas été envoyée. Réessayez.'),
      );
    }
  });

  return (
    <section
      aria-labelledby="complaint-form-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="complaint-form-title" className="text-lg font-semibold text-slate-900">
        Déposer une réclamation
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <ErrorBox message={formError} />
        <FormField id="complaint-subject" label="Décision contestée" error={errors.subject?.message}>
          <Select {...fieldA11y('complaint-subject', errors.subject?.message)} {...register('subject')}>
            <option value="">Choisissez…</option>
            {COMPLAINT_SUBJECT_VALUES.map((value) => (
              <option key={value} value={value}>
                {COMPLAINT_SUBJECTS[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="complaint-text" label="Votre réclamation" error={errors.text?.message}>
          <textarea
            rows={6}
            maxLength={COMPLAINT_TEXT_MAX}
            className={TEXTAREA}
            {...fieldA11y('complaint-text', errors.text?.message)}
            {...register('text')}
          />
        </FormField>
        <p className="text-right text-xs text-slate-500">
          {text.length} / {COMPLAINT_TEXT_MAX.toLocaleString('fr-FR')}
        </p>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Envoi…' : 'Envoyer la réclamation'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function OwnComplaints() {
  const complaints = useOwnComplaints();
  return (
    <section aria-labelledby="own-complaints-title" className="space-y-3">
      <h2 id="own-complaints-title" className="text-lg font-semibold text-slate-900">
        Mes réclamations
      </h2>
      {complaints.isPending ? (
        <Spinner label="Chargement des réclamations…" />
      ) : complaints.isError ? (
        <ErrorBox message={complaints.error.message} />
      ) : complaints.data.complaints.length === 0 ? (
        <p className="text-slate-600">Aucune réclamation.</p>
      ) : (
        <ul className="space-y-3">
          {complaints.data.complaints.map((complaint) => (
            <li key={complaint.id} id={complaint.reference}>
              <ComplaintCard complaint={complaint} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ComplaintCard({ complaint }: { complaint: TComplaint }) {
  return (
    <article
      aria-label={`Réclamation ${complaint.reference}`}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{`${complaint.reference} · ${COMPLAINT_SUBJECTS[complaint.subject]}`}</p>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {COMPLAINT_STATUSES[complaint.status]}
        </span>
      </header>
      <p className="text-slate-600">{`Déposée le ${dateFormat.format(new Date(complaint.createdAt))}`}</p>
      <p className="whitespace-pre-line text-slate-800">{complaint.text}</p>
      {complaint.answer && complaint.answeredAt ? (
        <div className="rounded-md bg-brand-50 px-3 py-2">
          <p className="font-medium text-slate-900">{`Réponse de JurisRDV, le ${dateFormat.format(new Date(complaint.answeredAt))}`}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{complaint.answer}</p>
        </div>
      ) : null}
    </article>
  );
}
