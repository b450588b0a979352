import { ShieldCheck } from 'lucide-react';
import type { TSecondFactorSpace, TTrustedDevice } from '#domain/identity/two-factor/two-factor-schemas.ts';
import { frenchDateFormat, type TFrenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { useRevokeTrustedDevice, useTrustedDevices } from './two-factor-api';

const DATE_TIME = frenchDateFormat({
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});
const DATE = frenchDateFormat({ timeZone: 'Europe/Paris', dateStyle: 'long' });

function format(formatter: TFrenchDateFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

function DeviceItem(props: { device: TTrustedDevice; space: TSecondFactorSpace }) {
  const revoke = useRevokeTrustedDevice(props.space);
  const { device } = props;
  const trustedOn = format(DATE_TIME, device.createdAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{device.device}</p>
          <p className="text-sm text-slate-600">Approuvé le {trustedOn}</p>
          <p className="text-sm text-slate-600">
            {device.lastUsedAt
              ? `Dernière connexion sans code le ${format(DATE_TIME, device.lastUsedAt)}`
              : 'Pas encore utilisé pour se connecter sans code'}
          </p>
          <p className="text-sm text-slate-600">
            Code de nouveau demandé après le {format(DATE, device.expiresAt)}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        aria-label={`Ne plus faire confiance à ${device.device} (approuvé le ${trustedOn})`}
        onClick={() =>
          revoke.mutate(device.id, {
            onSuccess: () => notify('Appareil retiré', 'Le code sera de nouveau demandé sur cet appareil.'),
            onError: (error) => notifyDestructive('Retrait impossible', userMessage(error)),
          })
        }
      >
        Ne plus faire confiance
      </Button>
    </li>
  );
}

/** « Appareils de confiance »: where the code is skipped for 30 days, each one revocable (ADR 0026). */
export function TrustedDevicesList({ space }: { space: TSecondFactorSpace }) {
  const devices = useTrustedDevices(space);
  const revokeAll = useRevokeTrustedDevice(space);

  let body: React.ReactNode;
  if (devices.isPending) {
    body = (
      <div
        role="status"
        aria-label="Chargement des appareils…"
        className="h-16 animate-pulse rounded-lg bg-slate-100"
      />
    );
  } else if (devices.isError) {
    body = <ErrorBox message={userMessage(devices.error)} />;
  } else if (devices.data.devices.length === 0) {
    body = (
      <p className="text-sm text-slate-600">
        Aucun appareil de confiance&nbsp;: le code est demandé à chaque connexion. Cochez «&nbsp;Faire
        confiance à cet appareil pendant 30 jours&nbsp;» à la connexion pour ne plus le saisir sur un appareil
        qui n’est qu’à vous.
      </p>
    );
  } else {
    body = (
      <div className="space-y-3">
        <ul className="divide-y divide-slate-100">
          {devices.data.devices.map((device) => (
            <DeviceItem key={device.id} device={device} space={space} />
          ))}
        </ul>
        {devices.data.devices.length > 1 ? (
          <Button
            variant="outline"
            disabled={revokeAll.isPending}
            onClick={() =>
              revokeAll.mutate(null, {
                onSuccess: () => notify('Appareils retirés', 'Le code sera demandé à chaque connexion.'),
                onError: (error) => notifyDestructive('Retrait impossible', userMessage(error)),
              })
            }
          >
            Ne plus faire confiance à aucun appareil
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-3 lg:col-span-2">
      <h4 className="font-semibold text-slate-900">Appareils de confiance</h4>
      {body}
    </div>
  );
}
