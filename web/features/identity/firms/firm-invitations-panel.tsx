import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { INVITABLE_ROLES, STAFF_ACCOUNTS_SOON_MESSAGE } from '#domain/identity/firms/firm-invitations.ts';
import { FIRM_ROLE_LABELS } from '#domain/identity/firms/firm-roles.ts';
import {
  FIRM_INVITATION_VALIDITY_DAYS,
  type TFirmInvitation,
  type TFirmInvitationRequest,
  ZFirmInvitationRequest,
} from '#domain/identity/firms/firm-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
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

function InviteForm() {
  const invite = useInviteFirmMember();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TFirmInvitationRequest>({
    resolver: zodResolver(ZFirmInvitationRequest),
    defaultValues: { email: '', role: 'collaborator' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const invitation = await invite.mutateAsync(values);
      notify('Invitation envoyée', invitation.email);
      reset({ email: '', role: values.role });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email', 'role'], FALLBACK));
    }
  });
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
      <FormField
        id="firm-invite-role"
        label="Rôle"
        error={errors.role?.message}
        hint={STAFF_ACCOUNTS_SOON_MESSAGE}
      >
        <select
          {...fieldA11y('firm-invite-role', errors.role?.message, STAFF_ACCOUNTS_SOON_MESSAGE)}
          {...register('role')}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          {INVITABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {FIRM_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Envoi…' : 'Envoyer l’invitation'}
      </Button>
    </form>
  );
}

function PendingInvitation(props: { invitation: TFirmInvitation }) {
  const { invitation } = props;
  const withdraw = useWithdrawFirmInvitation();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-slate-200 p-4">
      <div>
        <p className="font-medium break-all text-slate-900">{invitation.email}</p>
        <p className="text-sm text-slate-600">
          {FIRM_ROLE_LABELS[invitation.role]} · invité(e) par {invitation.invitedBy}
        </p>
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
export function FirmInvitationsPanel() {
  const list = useFirmInvitations();

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
          <PendingInvitation key={invitation.id} invitation={invitation} />
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
        Invitez un(e) avocat(e) à rejoindre votre cabinet&nbsp;: l’invitation part par e-mail, reste valable{' '}
        {FIRM_INVITATION_VALIDITY_DAYS} jours et ne sert qu’une fois. La personne l’accepte avec son compte
        professionnel, ou après en avoir créé un avec cette adresse.
      </p>
      <InviteForm />
      <h3 className="font-semibold text-slate-900">Invitations en attente</h3>
      {pending}
    </section>
  );
}
