import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { INVITABLE_ROLES, INVITATION_ROLE_HINT } from '#domain/identity/firms/firm-invitations.ts';
import { FIRM_ROLE_LABELS } from '#domain/identity/firms/firm-roles.ts';
import {
  FIRM_INVITATION_VALIDITY_DAYS,
  type TFirmInvitation,
  type TFirmInvitationRequest,
  type TFirmMember,
  ZFirmInvitationRequest,
} from '#domain/identity/firms/firm-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { lawyerTitle } from '#web/features/identity/firms/staff-access.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { useFirmInvitations, useInviteFirmMember, useWithdrawFirmInvitation } from './firm-invitations-api';

const FALLBACK = 'Une erreur est survenue. Veuillez réessayer.';

const EXPIRY = frenchDateFormat({ timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });

function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : EXPIRY.format(date);
}

/** A lawyer of the firm an assistant may be assigned to, named as the firm's people name them. */
type TFirmLawyer = { userId: string; title: string };

/** The firm's lawyers: its members with a professional profile (staff accounts have none). */
function firmLawyers(members: readonly TFirmMember[]): TFirmLawyer[] {
  return members
    .filter((member) => member.professionalId !== null)
    .map((member) => ({
      userId: member.userId,
      title: lawyerTitle(`${member.firstName} ${member.lastName}`),
    }));
}

const NAMES = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });

const LAWYERS_ID = 'firm-invite-lawyers';

function InviteForm(props: { lawyers: readonly TFirmLawyer[] }) {
  const invite = useInviteFirmMember();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TFirmInvitationRequest>({
    resolver: zodResolver(ZFirmInvitationRequest),
    defaultValues: { email: '', role: 'collaborator', assignedLawyerIds: [] },
  });
  const role = watch('role');
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const invitation = await invite.mutateAsync(values);
      notify('Invitation envoyée', invitation.email);
      // The next assistant rarely works for the same lawyers: nobody is assigned without being chosen again.
      reset({ email: '', role: values.role, assignedLawyerIds: [] });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'role', 'assignedLawyerIds'], FALLBACK));
    }
  });
  const lawyersError = errors.assignedLawyerIds?.message;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="firm-invite-heading"
      className="space-y-3 rounded-md border border-slate-200 p-4"
    >
      <h3 id="firm-invite-heading" className="font-semibold text-slate-900">
        Inviter un membre
      </h3>
      <ErrorBox message={formError} />
      <FormField id="firm-invite-email" label="E-mail" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="avocat@exemple.fr"
          {...fieldA11y('firm-invite-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="firm-invite-role" label="Rôle" error={errors.role?.message} hint={INVITATION_ROLE_HINT}>
        <select
          {...fieldA11y('firm-invite-role', errors.role?.message, INVITATION_ROLE_HINT)}
          {...register('role', {
            // Only an assistant is assigned to lawyers: the server refuses lawyers with any other role.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'assistant') return;
              setValue('assignedLawyerIds', []);
              clearErrors('assignedLawyerIds');
            },
          })}
          className="h-10 w-full rounded-md border border-control bg-white px-3 text-sm"
        >
          {INVITABLE_ROLES.map((invitable) => (
            <option key={invitable} value={invitable}>
              {FIRM_ROLE_LABELS[invitable]}
            </option>
          ))}
        </select>
      </FormField>
      {role === 'assistant' ? (
        <Controller
          control={control}
          name="assignedLawyerIds"
          render={({ field }) => {
            const chosen = field.value ?? [];
            return (
              <fieldset
                aria-describedby={lawyersError ? `${LAWYERS_ID}-error` : `${LAWYERS_ID}-hint`}
                className="space-y-2"
              >
                <legend className="text-sm font-medium text-slate-700">Avocats assignés</legend>
                {props.lawyers.length === 0 ? (
                  <p className="text-sm text-slate-700">
                    Le cabinet ne compte encore aucun(e) avocat(e) à qui assigner l’assistant(e).
                  </p>
                ) : (
                  <ul className="space-y-1">
                    {props.lawyers.map((lawyer, index) => (
                      <li key={lawyer.userId}>
                        <label className="flex items-center gap-2 text-sm text-slate-700">
                          <input
                            type="checkbox"
                            className="h-4 w-4 rounded border-control"
                            // A server error on the lawyers moves the focus to the first of them.
                            ref={index === 0 ? field.ref : undefined}
                            aria-invalid={lawyersError ? true : undefined}
                            checked={chosen.includes(lawyer.userId)}
                            onBlur={field.onBlur}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...chosen, lawyer.userId]
                                  : chosen.filter((id) => id !== lawyer.userId),
                              )
                            }
                          />
                          {lawyer.title}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
                {lawyersError ? (
                  <p id={`${LAWYERS_ID}-error`} className="text-sm text-red-600">
                    {lawyersError}
                  </p>
                ) : (
                  <p id={`${LAWYERS_ID}-hint`} className="text-xs text-slate-500">
                    L’assistant(e) gérera leurs agendas, leurs rendez-vous et leurs contacts.
                  </p>
                )}
              </fieldset>
            );
          }}
        />
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Envoi…' : 'Envoyer l’invitation'}
      </Button>
    </form>
  );
}

/** « Assigné(e) à Maître Sophie Martin et Maître Luc Bernard », for an assistant's invitation. */
function assignmentLine(assignedLawyerIds: readonly string[], lawyers: readonly TFirmLawyer[]): string {
  // A lawyer who has left the firm since is no longer assigned: the server drops them on acceptance.
  const titles = lawyers
    .filter((lawyer) => assignedLawyerIds.includes(lawyer.userId))
    .map((lawyer) => lawyer.title);
  return titles.length === 0 ? 'Aucun avocat assigné' : `Assigné(e) à ${NAMES.format(titles)}`;
}

function PendingInvitation(props: { invitation: TFirmInvitation; lawyers: readonly TFirmLawyer[] }) {
  const { invitation } = props;
  const withdraw = useWithdrawFirmInvitation();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-200 p-4">
      <div>
        <p className="font-medium break-all text-slate-900">{invitation.email}</p>
        <p className="text-sm text-slate-600">
          {FIRM_ROLE_LABELS[invitation.role]} · invité(e) par {invitation.invitedBy}
        </p>
        {invitation.role === 'assistant' ? (
          <p className="text-sm text-slate-600">
            {assignmentLine(invitation.assignedLawyerIds, props.lawyers)}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">Expire le {formatInstant(invitation.expiresAt)}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={withdraw.isPending}
        aria-label={`Retirer l’invitation de ${invitation.email}`}
        onClick={async () => {
          try {
            await withdraw.mutateAsync(invitation.id);
            notify('Invitation retirée', invitation.email);
          } catch (error) {
            notifyDestructive('L’invitation n’a pas été retirée', userMessage(error));
          }
        }}
      >
        Retirer l’invitation
      </Button>
    </li>
  );
}

/**
 * « Inviter un membre » and the pending invitations, for the firm's associates (issue 27 §1): a panel of
 * its own, placed on « Mon cabinet ».
 */
export function FirmInvitationsPanel(props: { members: readonly TFirmMember[] }) {
  const list = useFirmInvitations();
  const lawyers = firmLawyers(props.members);

  let pending: ReactNode;
  if (list.isPending) {
    pending = <Spinner label="Chargement des invitations…" />;
  } else if (list.isError) {
    pending = <ErrorBox message={userMessage(list.error, 'Impossible de charger les invitations.')} />;
  } else if (list.data.length === 0) {
    pending = <p className="text-sm text-slate-700">Aucune invitation en attente.</p>;
  } else {
    pending = (
      <ul aria-label="Invitations en attente" className="space-y-3">
        {list.data.map((invitation) => (
          <PendingInvitation key={invitation.id} invitation={invitation} lawyers={lawyers} />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="firm-invitations-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="firm-invitations-heading" className="text-lg font-semibold text-slate-900">
        Invitations
      </h2>
      <p className="text-sm text-slate-700">
        Invitez un(e) avocat(e), un(e) assistant(e) ou un(e) comptable à rejoindre votre cabinet&nbsp;:
        l’invitation part par e-mail, reste valable {FIRM_INVITATION_VALIDITY_DAYS} jours et ne sert qu’une
        fois.
      </p>
      <InviteForm lawyers={lawyers} />
      <h3 className="font-semibold text-slate-900">Invitations en attente</h3>
      {pending}
    </section>
  );
}
