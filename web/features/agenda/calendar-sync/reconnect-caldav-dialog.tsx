import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TCalendarConnection,
  type TReconnectCaldavRequest,
  ZReconnectCaldavRequest,
} from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { useReconnectCaldav } from './calendar-connections-api';

const FIELDS = ['password'] as const;
const RECONNECT_ERROR = 'La reconnexion de l’agenda a échoué. Veuillez réessayer.';

/** « Reconnecter » a CalDAV account: a new application password, checked against the server before it is kept. */
export function ReconnectCaldavDialog(props: {
  connection: TCalendarConnection | null;
  onClose: () => void;
  onReconnected: (message: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const reconnect = useReconnectCaldav();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TReconnectCaldavRequest>({
    resolver: zodResolver(ZReconnectCaldavRequest),
    defaultValues: { password: '' },
  });
  const connection = props.connection;

  const close = () => {
    reset({ password: '' });
    setFormError(null);
    props.onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!connection) return;
    setFormError(null);
    try {
      await reconnect.mutateAsync({ id: connection.id, password: values.password });
      props.onReconnected(`Agenda ${connection.label} reconnecté.`);
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, RECONNECT_ERROR));
    }
  });

  return (
    <Dialog.Root open={connection !== null} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogPanel width="max-w-md">
        <Dialog.Title className="text-lg font-bold text-slate-900">Reconnecter l’agenda CalDAV</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">
          {connection
            ? `Indiquez un nouveau mot de passe d’application pour ${connection.label}. Créez-le dans les réglages de votre compte\u00a0: votre mot de passe principal n’est pas accepté par la plupart des serveurs.`
            : ''}
        </Dialog.Description>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <ErrorBox message={formError} />
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
              {isSubmitting ? 'Reconnexion…' : 'Reconnecter'}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
