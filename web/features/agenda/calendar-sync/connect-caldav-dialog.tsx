import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TConnectCaldavRequest,
  ZConnectCaldavRequest,
} from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import type { z } from '#domain/kernel/zod-fr.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { useConnectCaldav } from './calendar-connections-api';

const FIELDS = ['serverUrl', 'username', 'password'] as const;
const EMPTY: TConnectCaldavRequest = { serverUrl: '', username: '', password: '' };
const CONNECT_ERROR = 'La connexion de l’agenda a échoué. Veuillez réessayer.';

export const CALDAV_HELP =
  'Fonctionne avec iCloud, Nextcloud, Fastmail, OVH, Infomaniak et tout serveur CalDAV. Utilisez un mot de passe d’application, créé pour JurisRDV dans les réglages de votre compte, et non votre mot de passe principal.';

/** « Connecter un serveur CalDAV »: the server's address, the user name and an application password. */
export function ConnectCaldavDialog(props: { onConnected: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const connect = useConnectCaldav();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TConnectCaldavRequest, unknown, z.output<typeof ZConnectCaldavRequest>>({
    resolver: zodResolver(ZConnectCaldavRequest),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await connect.mutateAsync(values);
      props.onConnected(
        'Agenda CalDAV connecté. Choisissez ci-dessous les agendas qui bloquent vos créneaux.',
      );
      reset(EMPTY);
      setOpen(false);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, CONNECT_ERROR));
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset(EMPTY);
          setFormError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">Connecter un serveur CalDAV</Button>
      </Dialog.Trigger>
      <DialogPanel width="max-w-md">
        <Dialog.Title className="text-lg font-bold text-slate-900">Connecter un serveur CalDAV</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">{CALDAV_HELP}</Dialog.Description>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <ErrorBox message={formError} />
          <FormField id={`${id}-url`} label="Adresse du serveur" error={errors.serverUrl?.message}>
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://caldav.exemple.fr/"
              {...fieldA11y(`${id}-url`, errors.serverUrl?.message)}
              {...register('serverUrl')}
            />
          </FormField>
          <FormField id={`${id}-username`} label="Identifiant" error={errors.username?.message}>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...fieldA11y(`${id}-username`, errors.username?.message)}
              {...register('username')}
            />
          </FormField>
          <FormField
            id={`${id}-password`}
            label="Mot de passe d’application"
            error={errors.password?.message}
          >
            <PasswordInput
              autoComplete="off"
              {...fieldA11y(`${id}-password`, errors.password?.message)}
              {...register('password')}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Annuler</Button>
            </Dialog.Close>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Connexion…' : 'Connecter'}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
