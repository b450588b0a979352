import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, FolderX, Pencil } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CASE_PRIORITIES,
  CASE_STATUSES,
  type TCaseDetail,
  type TCasePriority,
  type TCaseStatus,
  type TRenameCaseRequest,
  ZRenameCaseRequest,
} from '#domain/practice/cases/case-schemas.ts';
import { WriteToButton } from '#web/features/messaging/messages/write-to-button.tsx';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { Tabs } from '#web/shared/ui/tabs.tsx';
import { CONFLICT_ADVICE, PossibleConflictFlag } from '../conflicts/possible-conflict-flag';
import { CaseHandOverButton, useMayHandOver } from '../hand-over/case-hand-over-button';
import { CaseAccessCard } from './case-access-card';
import { CaseAppointmentsTab } from './case-appointments-tab';
import { CasePriorityBadge, CaseStatusBadge } from './case-badges';
import { CaseClientTab } from './case-client-tab';
import { CaseWorkSessionsTab } from './case-work-sessions-tab';
import { isNotFound, useProCase, useUpdateCase } from './pro-cases-api';
import { CaseTagEditor } from './tag-editor';

const LOAD_ERROR = 'Impossible de charger le dossier. Veuillez réessayer.';

type TCaseTab = 'client' | 'appointments' | 'sessions';

const CASE_HEADING_ID = 'case-heading';

/**
 * Once a case changed hands its former lawyer may lose the button that opened the dialog (they keep the right to
 * change the case, not to hand it over): the page's heading then takes the focus rather than nothing.
 */
function focusHeadingIfLost() {
  window.setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(CASE_HEADING_ID)?.focus();
  }, 0);
}

export function ProCaseDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const caseId = id && /^\d{1,15}$/.test(id) ? Number(id) : null;
  return (
    <div>
      <Button variant="ghost" size="sm" className="-ml-3 mb-2" onClick={() => navigate(paths.pro.cases)}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Retour aux dossiers
      </Button>
      {caseId === null ? <CaseNotFound /> : <CaseDetailLoader key={caseId} caseId={caseId} />}
    </div>
  );
}

function Heading(props: { title: string; action?: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <h1 id={CASE_HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {props.title}
        </h1>
        {props.action}
      </div>
      <p className="mt-1 text-slate-600">Détail du dossier</p>
    </div>
  );
}

const RENAME_ERROR = "Le titre n'a pas pu être enregistré. Veuillez réessayer.";

/** The case's title, with « Modifier le titre » turning it into a form (issue 15 §6). */
function TitleHeading(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const [editing, setEditing] = useState(false);
  if (caseDetail.access === 'read') return <Heading title={caseDetail.title} />;
  if (!editing) {
    return (
      <Heading
        title={caseDetail.title}
        action={
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Modifier le titre
          </Button>
        }
      />
    );
  }
  return <TitleForm caseDetail={caseDetail} onDone={() => setEditing(false)} />;
}

function TitleForm(props: { caseDetail: TCaseDetail; onDone: () => void }) {
  const { caseDetail } = props;
  useDocumentTitle(caseDetail.title);
  const update = useUpdateCase(caseDetail.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TRenameCaseRequest>({
    resolver: zodResolver(ZRenameCaseRequest),
    defaultValues: { title: caseDetail.title },
  });
  const onSubmit = (values: TRenameCaseRequest) => {
    setFormError(null);
    update.mutate(values, {
      onSuccess: () => props.onDone(),
      onError: (failure) => setFormError(applyServerErrors(failure, setError, ['title'], RENAME_ERROR)),
    });
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="w-full max-w-xl space-y-3">
      <ErrorBox message={formError} />
      <FormField id="case-rename-title" label="Titre du dossier" error={errors.title?.message}>
        <Input
          {...fieldA11y('case-rename-title', errors.title?.message)}
          // The field the professional just asked to edit.
          autoFocus
          {...register('title')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          Enregistrer le titre
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={props.onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function CaseNotFound() {
  return (
    <>
      <Heading title="Dossier introuvable" />
      <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <FolderX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-slate-600">
          Ce dossier n'existe pas ou ne fait pas partie de vos dossiers. Retournez à la liste pour en choisir
          un autre.
        </p>
      </div>
    </>
  );
}

function CaseDetailLoader(props: { caseId: number }) {
  const query = useProCase(props.caseId);
  if (query.isPending) {
    return (
      <>
        <Heading title="Dossier" />
        <Spinner />
      </>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <CaseNotFound />;
    return (
      <>
        <Heading title="Dossier" />
        <div className="mt-6 space-y-3">
          <ErrorBox message={LOAD_ERROR} />
          <Button variant="outline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      </>
    );
  }
  return <CaseDetail caseDetail={query.data.case} />;
}

/**
 * What a member who may only read the case cannot use: its controls are disabled as one (a disabled fieldset),
 * links to its documents still open.
 */
function ReadOnly(props: { readOnly: boolean; children: ReactNode }) {
  if (!props.readOnly) return props.children;
  return (
    <fieldset disabled className="min-w-0">
      {props.children}
    </fieldset>
  );
}

function SharedNotice(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  if (caseDetail.access === 'own') return null;
  return (
    <p role="note" className="mt-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      Dossier de {caseDetail.responsibleLawyer}, partagé avec vous{' '}
      {caseDetail.access === 'read' ? 'en lecture seule' : 'avec le droit de le modifier'}.
    </p>
  );
}

function CaseDetail(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const [tab, setTab] = useState<TCaseTab>('client');
  const readOnly = caseDetail.access === 'read';
  const mayHandOver = useMayHandOver(caseDetail.access === 'own');
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <TitleHeading caseDetail={caseDetail} />
        <div className="flex flex-wrap items-center gap-2">
          <CaseStatusBadge status={caseDetail.status} />
          <CasePriorityBadge priority={caseDetail.priority} />
          {mayHandOver ? (
            <CaseHandOverButton
              caseId={caseDetail.id}
              title={caseDetail.title}
              size="sm"
              onHandedOver={focusHeadingIfLost}
            />
          ) : null}
        </div>
      </div>
      <SharedNotice caseDetail={caseDetail} />
      <ReadOnly readOnly={readOnly}>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <CaseTagEditor caseDetail={caseDetail} />
          <div className="flex flex-wrap items-end gap-3">
            <StatusSelect caseDetail={caseDetail} />
            <PrioritySelect caseDetail={caseDetail} />
            {caseDetail.access === 'own' ? (
              <Link
                to={`${paths.pro.payments}?dossier=${caseDetail.id}`}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Facturer le temps passé
              </Link>
            ) : null}
            {caseDetail.access !== 'read' && caseDetail.client.userId ? (
              // The case's conversation: the edit right answers in the lawyer's name (ADR 0069).
              <WriteToButton space="pro" request={{ caseId: caseDetail.id }} label="Écrire au client" />
            ) : null}
          </div>
        </div>
      </ReadOnly>
      {caseDetail.access === 'read' && caseDetail.client.userId ? (
        // Outside the disabled controls: who may only read the case still reads its conversation (ADR 0069).
        <div className="mt-3">
          <WriteToButton
            space="pro"
            size="sm"
            request={{ caseId: caseDetail.id }}
            label="Lire les messages du dossier"
          />
        </div>
      ) : null}
      <PossibleConflictFlag
        className="mt-4"
        conflicts={caseDetail.possibleConflicts}
        advice={CONFLICT_ADVICE.record}
      />
      <Tabs
        label="Sections du dossier"
        value={tab}
        onValueChange={setTab}
        className="mt-6"
        tabs={[
          {
            value: 'client',
            label: 'Infos du client',
            content: (
              <ReadOnly readOnly={readOnly}>
                <CaseClientTab caseDetail={caseDetail} />
              </ReadOnly>
            ),
          },
          {
            value: 'appointments',
            label: <>Rendez-vous ({caseDetail.appointments.length})</>,
            content: (
              <ReadOnly readOnly={readOnly}>
                <CaseAppointmentsTab caseDetail={caseDetail} />
              </ReadOnly>
            ),
          },
          {
            value: 'sessions',
            label: <>Sessions de travail ({caseDetail.workSessions.length})</>,
            content: (
              <ReadOnly readOnly={readOnly}>
                <CaseWorkSessionsTab caseDetail={caseDetail} />
              </ReadOnly>
            ),
          },
        ]}
      />
      <div className="mt-6">
        <CaseAccessCard caseId={caseDetail.id} />
      </div>
    </>
  );
}

function StatusSelect(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const update = useUpdateCase(caseDetail.id);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        Statut du dossier
      </label>
      <Select
        id={selectId}
        value={caseDetail.status}
        disabled={update.isPending}
        onChange={(event) => {
          setError(null);
          update.mutate(
            { status: event.target.value as TCaseStatus },
            { onError: (failure) => setError(userMessage(failure)) },
          );
        }}
        className="w-48"
      >
        {CASE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </Select>
      <ErrorBox message={error} />
    </div>
  );
}

function PrioritySelect(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const update = useUpdateCase(caseDetail.id);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        Priorité
      </label>
      <Select
        id={selectId}
        value={caseDetail.priority}
        disabled={update.isPending}
        onChange={(event) => {
          setError(null);
          update.mutate(
            { priority: event.target.value as TCasePriority },
            { onError: (failure) => setError(userMessage(failure)) },
          );
        }}
        className="w-36"
      >
        {CASE_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {priority}
          </option>
        ))}
      </Select>
      <ErrorBox message={error} />
    </div>
  );
}
