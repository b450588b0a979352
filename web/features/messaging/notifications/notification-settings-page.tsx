import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatPhoneNumber } from '#domain/kernel/phone/phone-number.ts';
import {
  NOTIFICATION_KIND_INFO,
  PROFESSIONAL_NOTIFICATION_KINDS,
} from '#domain/messaging/notifications/notification-kinds.ts';
import {
  type TNotificationSettings,
  type TUpdateNotificationSettings,
  type TUpdateNotificationSettingsRequest,
  ZUpdateNotificationSettingsRequest,
} from '#domain/messaging/notifications/notification-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useNotificationSettings, useSaveNotificationSettings } from './notifications-api';

const CHANNEL_LABELS = { inApp: 'Dans l’application', email: 'Par e-mail', sms: 'Par SMS' } as const;
const SAVE_ERROR = 'Enregistrement impossible. Veuillez réessayer.';

/** « Paramètres des notifications » (/pro/dashboard/notifications/parametres), opened by the shell's settings button. */
export function NotificationSettingsPage() {
  useDocumentTitle('Paramètres des notifications');
  const settings = useNotificationSettings();
  return (
    <>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Paramètres des notifications</h1>
        <p className="mt-1 text-slate-600">
          Choisissez, pour chaque événement, comment vous souhaitez être prévenu. Les e-mails et les SMS
          disent seulement qu’un événement a eu lieu&nbsp;: le nom du client et le motif restent dans votre
          espace.
        </p>
      </div>
      {settings.isPending ? (
        <p className="text-slate-600">Chargement…</p>
      ) : settings.isError ? (
        <ErrorBox message={settings.error.message} />
      ) : (
        <NotificationSettingsForm current={settings.data} />
      )}
    </>
  );
}

function NotificationSettingsForm(props: { current: TNotificationSettings }) {
  const save = useSaveNotificationSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const byKind = new Map(props.current.settings.map((setting) => [setting.kind, setting]));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TUpdateNotificationSettingsRequest, unknown, TUpdateNotificationSettings>({
    resolver: zodResolver(ZUpdateNotificationSettingsRequest),
    defaultValues: {
      settings: PROFESSIONAL_NOTIFICATION_KINDS.map((kind) => ({
        kind,
        inApp: byKind.get(kind)?.inApp ?? true,
        email: byKind.get(kind)?.email ?? false,
        sms: byKind.get(kind)?.sms ?? false,
      })),
      mobilePhone: props.current.mobilePhone ? formatPhoneNumber(props.current.mobilePhone) : '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: () => notify('Paramètres des notifications enregistrés'),
      onError: (error) => setFormError(applyServerErrors(error, setError, ['mobilePhone'], SAVE_ERROR)),
    });
  });

  const phoneError = errors.mobilePhone?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <ErrorBox message={formError} /> : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-sm">
          <caption className="sr-only">Canaux de notification par événement</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Événement
              </th>
              {Object.values(CHANNEL_LABELS).map((label) => (
                <th key={label} scope="col" className="px-4 py-3 text-center font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {PROFESSIONAL_NOTIFICATION_KINDS.map((kind, index) => {
              const info = NOTIFICATION_KIND_INFO[kind];
              return (
                <tr key={kind}>
                  <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                    {info.label}
                  </th>
                  {(['inApp', 'email', 'sms'] as const).map((channel) => (
                    <td key={channel} className="px-4 py-3 text-center">
                      {info.channels.includes(channel) ? (
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-brand-600"
                          aria-label={`${info.label}\u00a0: ${CHANNEL_LABELS[channel].toLowerCase()}`}
                          {...register(`settings.${index}.${channel}`)}
                        />
                      ) : (
                        <span className="text-slate-400">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">Non proposé</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="max-w-sm">
        <FormField
          id="notifications-mobile"
          label="Numéro de mobile pour les SMS"
          error={phoneError}
          hint="Utilisé seulement pour les rappels que vous choisissez de recevoir par SMS."
        >
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={30}
            {...fieldA11y(
              'notifications-mobile',
              phoneError,
              'Utilisé seulement pour les rappels que vous choisissez de recevoir par SMS.',
            )}
            {...register('mobilePhone')}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
      </Button>
    </form>
  );
}
