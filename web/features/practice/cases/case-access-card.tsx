import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FIRM_ROLE_LABELS } from '#domain/identity/firms/firm-roles.ts';
import type { TCaseAccessRight } from '#domain/practice/case-access/case-access-rights.ts';
import {
  CASE_ACCESS_LABELS,
  type TCaseAccessEntry,
  type TCaseAccessRequest,
  ZCaseAccessRequest,
} from '#domain/practice/case-access/case-access-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Select } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useCaseAccess, useShareCase, useUnshareCase } from './pro-cases-api';

const LOAD_ERROR = 'Impossible de charger la liste d’accès. Veuillez réessayer.';
const SHARE_ERROR = 'L’accès n’a pas pu être enregistré. Veuillez réessayer.';

/**
 * « Accès au dossier » (issue 27 §2): who besides its responsible lawyer may read or change the case. The
 * responsible lawyer adds a member of the firm, changes their right or removes them (after confirming);
 * the others on the list see it, read only.
 */
export function CaseAccessCard(props: { caseId: number }) {
  const query = useCaseAccess(props.caseId);
  const [removing, setRemoving] = useState<TCaseAccessEntry | null>(null);
  const unshare = useUnshareCase(props.caseId);
  if (query.isPending) {
    return (
      <Card title="Accès au dossier">
        <Spinner />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card title="Accès au dossier">
        <ErrorBox message={LOAD_ERROR} />
      </Card>
    );
  }
  const access = query.data;
  return (
    <Card title="Accès au dossier">
      <p className="text-sm text-slate-600">
        Avocat responsable&nbsp;:{' '}
        <span className="font-medium text-slate-900">{access.responsibleLawyer}</span>
      </p>
      {access.members.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Aucun autre membre du cabinet n’a accès à ce dossier.</p>
      ) : (
        <ul aria-label="Membres ayant accès au dossier" className="mt-3 divide-y divide-slate-100">
          {access.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{member.name}</span>{' '}
                <span className="text-sm text-slate-600">({FIRM_ROLE_LABELS[member.role]})</span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                {access.manageable ? (
                  <RightSelect caseId={props.caseId} member={member} />
                ) : (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
                    {CASE_ACCESS_LABELS[member.access]}
                  </span>
                )}
                {access.manageable ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Retirer l’accès de ${member.name}`}
                    onClick={() => {
                      unshare.reset();
                      setRemoving(member);
                    }}
                  >
                    Retirer
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {access.manageable ? <ShareForm caseId={props.caseId} candidates={access.candidates} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Retirer l’accès de ${removing?.name ?? ''}\u202f?`}
        confirmLabel="Retirer l’accès"
        destructive
        pending={unshare.isPending}
        error={unshare.error ? userMessage(unshare.error) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = removing.name;
          unshare.mutate(removing.userId, {
            onSuccess: () => {
              setRemoving(null);
              notify(`${name} n’a plus accès au dossier`);
            },
          });
        }}
      >
        Ce membre ne pourra plus ouvrir ce dossier, ses documents ni ses sessions de travail.
      </ConfirmDialog>
    </Card>
  );
}

function RightSelect(props: { caseId: number; member: TCaseAccessEntry }) {
  const share = useShareCase(props.caseId);
  const [error, setError] = useState<string | null>(null);
  const id = `case-access-right-${props.member.userId}`;
  return (
    <span className="flex flex-col">
      <label htmlFor={id} className="sr-only">
        Droit de {props.member.name}
      </label>
      <Select
        id={id}
        className="w-40"
        value={props.member.access}
        disabled={share.isPending}
        onChange={(event) => {
          setError(null);
          share.mutate(
            { userId: props.member.userId, access: event.target.value as TCaseAccessRight },
            { onError: (failure) => setError(userMessage(failure)) },
          );
        }}
      >
        {(['read', 'edit'] as const).map((right) => (
          <option key={right} value={right}>
            {CASE_ACCESS_LABELS[right]}
          </option>
        ))}
      </Select>
      <ErrorBox message={error} />
    </span>
  );
}

function ShareForm(props: { caseId: number; candidates: { userId: string; name: string; role: string }[] }) {
  const share = useShareCase(props.caseId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TCaseAccessRequest>({
    resolver: zodResolver(ZCaseAccessRequest),
    defaultValues: { userId: '', access: 'read' },
  });
  if (props.candidates.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        Tous les membres du cabinet qui peuvent l’être sont sur la liste.
      </p>
    );
  }
  const onSubmit = (values: TCaseAccessRequest) => {
    setFormError(null);
    share.mutate(values, {
      onSuccess: (answer) => {
        const added = answer.members.find((member) => member.userId === values.userId);
        reset({ userId: '', access: 'read' });
        notify(`${added?.name ?? 'Le membre'} a maintenant accès au dossier`);
      },
      onError: (failure) =>
        setFormError(applyServerErrors(failure, setError, ['userId', 'access'], SHARE_ERROR)),
    });
  };
  return (
    <form
      noValidate
      aria-label="Donner accès au dossier"
      onSubmit={handleSubmit(onSubmit)}
      className="mt-4 space-y-3 border-t border-slate-100 pt-4"
    >
      <ErrorBox message={formError} />
      <div className="flex flex-wrap items-start gap-3">
        <FormField id="case-access-member" label="Membre du cabinet" error={errors.userId?.message}>
          <Select
            {...fieldA11y('case-access-member', errors.userId?.message)}
            className="w-64"
            {...register('userId')}
          >
            <option value="">Choisir un membre…</option>
            {props.candidates.map((candidate) => (
              <option key={candidate.userId} value={candidate.userId}>
                {candidate.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="case-access-right" label="Droit" error={errors.access?.message}>
          <Select
            {...fieldA11y('case-access-right', errors.access?.message)}
            className="w-40"
            {...register('access')}
          >
            <option value="read">{CASE_ACCESS_LABELS.read}</option>
            <option value="edit">{CASE_ACCESS_LABELS.edit}</option>
          </Select>
        </FormField>
      </div>
      <Button type="submit" size="sm" disabled={share.isPending}>
        Donner accès
      </Button>
    </form>
  );
}
