import { AlertTriangle, Settings, Video } from 'lucide-react';
import { Dialog, RadioGroup, Switch } from 'radix-ui';
import { useEffect, useState } from 'react';
import type { TVideoProvider } from '#domain/appointments/video-consultations/meeting-url.ts';
import {
  videoQualityEffect,
  videoSettingEffects,
} from '#domain/appointments/video-consultations/video-setting-effects.ts';
import {
  type TVideoSettings,
  VIDEO_QUALITIES,
} from '#domain/appointments/video-consultations/video-settings.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { DeviceTestResult, useDeviceTest } from './device-test';
import { useSaveVideoSettings, useVideoSettings } from './pro-video-api';

type TQuality = (typeof VIDEO_QUALITIES)[number];

const QUALITY_LABELS: Record<TQuality, { label: string; hint: string }> = {
  hd: { label: 'HD (recommandé)', hint: '720p, pour une connexion stable' },
  standard: { label: 'Standard', hint: '480p, pour une connexion moyenne' },
  low: { label: 'Basse', hint: '360p, pour une connexion lente' },
};

const SWITCHES: { key: Exclude<keyof TVideoSettings, 'quality'>; label: string }[] = [
  { key: 'noiseSuppression', label: 'Suppression du bruit' },
  { key: 'echoCancellation', label: "Annulation automatique de l'écho" },
  { key: 'waitingRoom', label: "Salle d'attente" },
  { key: 'autoRecording', label: 'Enregistrement automatique' },
];

export const INTEGRATIONS = ['Zoom', 'Microsoft Teams', 'Google Meet'] as const;

const SAVE_ERROR = "Les paramètres n'ont pas pu être enregistrés. Veuillez réessayer.";

export function VideoSettingsTab() {
  const query = useVideoSettings();
  // What each setting does depends on the platform's provider: said only once it is known.
  const facts = useSiteFacts();
  if (query.isPending || facts.isPending) return <Spinner label="Chargement des paramètres…" />;
  if (query.isError || facts.isError) {
    return (
      <div className="space-y-3">
        <ErrorBox message="Impossible de charger vos paramètres de visioconférence. Veuillez réessayer." />
        <Button
          variant="outline"
          onClick={() => {
            void query.refetch();
            void facts.refetch();
          }}
        >
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <SettingsForm
      saved={query.data}
      provider={facts.data.videoProvider ?? 'generic'}
      host={facts.data.videoHost}
    />
  );
}

function SettingsForm({
  saved,
  provider,
  host,
}: {
  saved: TVideoSettings;
  provider: TVideoProvider;
  host: string;
}) {
  const effects = videoSettingEffects(provider, host);
  const qualityEffect = videoQualityEffect(provider, host);
  const [draft, setDraft] = useState<TVideoSettings>(saved);
  const [error, setError] = useState<string | null>(null);
  const [integration, setIntegration] = useState<string | null>(null);
  const save = useSaveVideoSettings();
  const deviceTest = useDeviceTest();
  useEffect(() => setDraft(saved), [saved]);

  const submit = () => {
    setError(null);
    save.mutate(draft, {
      onSuccess: () => notify('Paramètres enregistrés', 'Vos préférences de visioconférence sont à jour.'),
      onError: (failure) => {
        // The draft stays as typed so that nothing is lost.
        const message = userMessage(failure, SAVE_ERROR);
        setError(message);
        notifyDestructive('Erreur', message);
      },
    });
  };

  return (
    <div className="space-y-6">
      <ErrorBox message={error} />
      <section
        aria-labelledby="video-quality-title"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="video-quality-title" className="text-lg font-semibold text-slate-900">
          Qualité vidéo
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {provider === 'jitsi'
            ? `Ces réglages sont transmis à ${host} par le lien de chaque consultation que donnent votre espace et celui du client\u202f; un lien déjà envoyé par e-mail garde les réglages du moment de son envoi.`
            : `${host} ne reçoit pas ces réglages\u00a0: ils sont enregistrés, sans effet sur vos consultations.`}
        </p>
        {qualityEffect ? <p className="mt-1 text-xs text-slate-500">{qualityEffect}</p> : null}
        <RadioGroup.Root
          aria-labelledby="video-quality-title"
          value={draft.quality}
          onValueChange={(value) => {
            const quality = VIDEO_QUALITIES.find((candidate) => candidate === value);
            if (quality) setDraft((current) => ({ ...current, quality }));
          }}
          className="mt-4 grid gap-3"
        >
          {VIDEO_QUALITIES.map((quality) => {
            const id = `video-quality-${quality}`;
            return (
              <div key={quality} className="flex items-center gap-3">
                <RadioGroup.Item
                  id={id}
                  value={quality}
                  aria-describedby={`${id}-hint`}
                  className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-control bg-white focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none data-[state=checked]:border-brand-600"
                >
                  <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-600" />
                </RadioGroup.Item>
                <label htmlFor={id} className="text-sm font-medium text-slate-800">
                  {QUALITY_LABELS[quality].label}
                </label>
                <span id={`${id}-hint`} className="text-xs text-slate-500">
                  {QUALITY_LABELS[quality].hint}
                </span>
              </div>
            );
          })}
        </RadioGroup.Root>
      </section>

      <section
        aria-labelledby="video-options-title"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="video-options-title" className="text-lg font-semibold text-slate-900">
          Audio et consultation
        </h2>
        <div className="mt-4 space-y-4">
          {SWITCHES.map((option) => {
            const id = `video-option-${option.key}`;
            return (
              <div key={option.key} className="flex items-start gap-3">
                <Switch.Root
                  id={id}
                  checked={draft[option.key]}
                  aria-describedby={`${id}-hint`}
                  onCheckedChange={(checked) =>
                    setDraft((current) => ({ ...current, [option.key]: checked }))
                  }
                  className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-control transition-colors data-[state=checked]:bg-brand-600"
                >
                  <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                </Switch.Root>
                <div>
                  <label htmlFor={id} className="text-sm font-medium text-slate-800">
                    {option.label}
                  </label>
                  <p id={`${id}-hint`} className="text-xs text-slate-500">
                    {effects[option.key]}
                  </p>
                </div>
              </div>
            );
          })}
          <p className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            L'enregistrement d'une consultation nécessite le consentement préalable du client.
          </p>
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Enregistrer les paramètres'}
        </Button>
        <Button variant="outline" onClick={() => void deviceTest.run()} disabled={deviceTest.running}>
          <Settings className="h-4 w-4" aria-hidden="true" />
          {deviceTest.running ? 'Test en cours…' : 'Tester la configuration'}
        </Button>
      </div>
      <DeviceTestResult result={deviceTest.result} />

      <section
        aria-labelledby="video-integrations-title"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="video-integrations-title" className="text-lg font-semibold text-slate-900">
          Intégrations
        </h2>
        <ul className="mt-4 divide-y divide-slate-100">
          {INTEGRATIONS.map((name) => (
            <li key={name} className="flex items-center justify-between gap-3 py-3">
              <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <Video className="h-4 w-4 text-slate-500" aria-hidden="true" />
                {name}
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Configurer ${name}`}
                onClick={() => setIntegration(name)}
              >
                Configurer
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <Dialog.Root open={integration !== null} onOpenChange={(open) => (open ? null : setIntegration(null))}>
        <DialogPanel width="max-w-md">
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            Intégration {integration}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            L'intégration avec {integration} n'est pas encore disponible. Vos visioconférences utilisent le
            lien sécurisé que JurisRDV crée pour chaque rendez-vous en visioconférence.
          </Dialog.Description>
        </DialogPanel>
      </Dialog.Root>
    </div>
  );
}
