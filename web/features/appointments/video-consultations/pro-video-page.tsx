import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Circle, Clock, Mail, Phone, Plus, Timer, Users, Video, Wifi } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import type { TVideoProvider } from '#domain/appointments/video-consultations/meeting-url.ts';
import { proRecordingConsentText } from '#domain/appointments/video-consultations/recording-consent.ts';
import {
  startAllowance,
  type TVideoConsultation,
  type TVideoSummary,
  totalTimeLabel,
  VIDEO_STATUS_LABELS,
  videoCountdown,
} from '#domain/appointments/video-consultations/video-consultations.ts';
import { AvailabilityDialog } from '#web/features/agenda/planning/availability-dialog.tsx';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { AppointmentDetailsDialog } from '../professional-actions/appointment-details-dialog';
import { appointmentWhen, formatCivilDate } from '../professional-actions/appointment-format';
import { DeviceTestResult, useDeviceTest } from './device-test';
import { useVideoConsultations, useVideoSettings, videoConsultationsKey } from './pro-video-api';
import { VideoSettingsTab } from './video-settings-tab';

const LOAD_ERROR = 'Impossible de charger vos visioconférences. Veuillez réessayer.';
const NEW_APPOINTMENT_URL = `${paths.pro.appointments}?nouveau=1`;
/** The countdown and the « Démarrer » window follow the clock without a reload. */
const CLOCK_TICK_MS = 30_000;

const TAB_CLASSES =
  'border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';
const LINK_BUTTON_CLASSES =
  'inline-flex h-8 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50';

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ProVideoPage() {
  useDocumentTitle('Mes visioconférences');
  const query = useVideoConsultations();
  const queryClient = useQueryClient();
  const now = useNow();
  const [selected, setSelected] = useState<TProAppointment | null>(null);
  const [selectedTab, setSelectedTab] = useState<'details' | 'notes'>('details');
  const [availabilityOpen, setAvailabilityOpen] = useState(false);

  return (
    <div>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Mes visioconférences</h1>
        <p className="mt-1 text-slate-600">Gérez vos consultations à distance</p>
      </div>

      {query.isPending ? (
        <Spinner label="Chargement de vos visioconférences…" />
      ) : query.isError ? (
        <div className="space-y-3">
          <ErrorBox message={LOAD_ERROR} />
          <Button variant="outline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : (
        <>
          <SummaryTiles summary={query.data.summary} />
          <Tabs.Root defaultValue="upcoming" className="mt-6">
            <Tabs.List aria-label="Visioconférences" className="flex gap-1 border-b border-slate-200">
              <Tabs.Trigger value="upcoming" className={TAB_CLASSES}>
                Prochaines ({query.data.upcoming.length})
              </Tabs.Trigger>
              <Tabs.Trigger value="history" className={TAB_CLASSES}>
                Historique
              </Tabs.Trigger>
              <Tabs.Trigger value="settings" className={TAB_CLASSES}>
                Paramètres
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="upcoming" className="pt-6">
              <UpcomingTab
                consultations={query.data.upcoming}
                now={now}
                onDetails={(appointment) => {
                  setSelectedTab('details');
                  setSelected(appointment);
                }}
                onConfigureAvailability={() => setAvailabilityOpen(true)}
              />
            </Tabs.Content>
            <Tabs.Content value="history" className="pt-6">
              <HistoryTab
                consultations={query.data.history}
                onNotes={(appointment) => {
                  setSelectedTab('notes');
                  setSelected(appointment);
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="settings" className="pt-6">
              <VideoSettingsTab />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}

      <AppointmentDetailsDialog
        appointment={selected}
        initialTab={selectedTab}
        onChange={(appointment) => {
          setSelected(appointment);
          void queryClient.invalidateQueries({ queryKey: videoConsultationsKey });
        }}
        onClose={() => setSelected(null)}
      />
      <AvailabilityDialog open={availabilityOpen} onOpenChange={setAvailabilityOpen} />
    </div>
  );
}

function SummaryTiles({ summary }: { summary: TVideoSummary }) {
  const tiles: { label: string; value: string; icon: ReactNode }[] = [
    { label: "Aujourd'hui", value: String(summary.today), icon: <Video className="h-5 w-5" /> },
    { label: 'Cette semaine', value: String(summary.thisWeek), icon: <CalendarDays className="h-5 w-5" /> },
    {
      label: 'Temps total',
      value: totalTimeLabel(summary.totalMinutes),
      icon: <Timer className="h-5 w-5" />,
    },
    { label: 'Clients uniques', value: String(summary.uniqueClients), icon: <Users className="h-5 w-5" /> },
  ];
  return (
    <section aria-label="Résumé des visioconférences">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="flex items-center justify-between text-sm font-medium text-slate-500">
              {tile.label}
              <span aria-hidden="true">{tile.icon}</span>
            </dt>
            <dd className="mt-2 text-2xl font-bold text-slate-900">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ConsultationFacts({ consultation }: { consultation: TVideoConsultation }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <li className="flex items-center gap-1">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        {formatCivilDate(consultation.date)}
      </li>
      <li className="flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {consultation.time}
      </li>
      <li className="flex items-center gap-1">
        <Timer className="h-4 w-4" aria-hidden="true" />
        {consultation.duration}
      </li>
      <li className="flex items-center gap-1">
        <Video className="h-4 w-4" aria-hidden="true" />
        Visioconférence
      </li>
    </ul>
  );
}

function UpcomingTab(props: {
  consultations: TVideoConsultation[];
  now: Date;
  onDetails: (consultation: TVideoConsultation) => void;
  onConfigureAvailability: () => void;
}) {
  const deviceTest = useDeviceTest();
  // Said only once the account's state is known: no sentence that could be untrue meanwhile.
  const status = useSession('pro').data?.professional?.verificationStatus;
  const recordingWanted = useVideoSettings().data?.autoRecording === true;
  const provider = useSiteFacts().data?.videoProvider;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Consultations programmées</h2>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void deviceTest.run()} disabled={deviceTest.running}>
            <Wifi className="h-4 w-4" aria-hidden="true" />
            {deviceTest.running ? 'Test en cours…' : 'Test de connexion'}
          </Button>
          <Link
            to={NEW_APPOINTMENT_URL}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Nouveau rendez-vous
          </Link>
        </div>
      </div>
      <DeviceTestResult result={deviceTest.result} />

      {props.consultations.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
          <Video className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">Aucune consultation programmée</h3>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to={NEW_APPOINTMENT_URL} className={LINK_BUTTON_CLASSES}>
              Planifier une consultation
            </Link>
            <Button variant="outline" size="sm" onClick={props.onConfigureAvailability}>
              Configurer mes disponibilités
            </Button>
          </div>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Prochaines visioconférences">
          {props.consultations.map((consultation) => (
            <UpcomingCard
              key={consultation.id}
              consultation={consultation}
              now={props.now}
              onDetails={() => props.onDetails(consultation)}
              // Whether the client agreed, once it matters: recording wanted, or a consent given.
              consentProvider={
                provider && (recordingWanted || consultation.recordingConsentAt) ? provider : null
              }
            />
          ))}
        </ul>
      )}

      <p className="rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-900">
        Connectez-vous 15&nbsp;min avant le début de chaque consultation pour vous préparer.{' '}
        {status === 'verified'
          ? 'Le lien de la visioconférence est envoyé par e-mail aux clients qui ont réservé en ligne\u202f; transmettez-le vous-même aux autres.'
          : status === 'pending'
            ? 'Tant que votre compte n’est pas validé, aucun e-mail n’est envoyé à vos clients\u00a0: transmettez-leur vous-même le lien de la visioconférence.'
            : null}
      </p>
    </div>
  );
}

function UpcomingCard(props: {
  consultation: TVideoConsultation;
  now: Date;
  onDetails: () => void;
  consentProvider: TVideoProvider | null;
}) {
  const { consultation, now } = props;
  const reasonId = useId();
  const start = new Date(consultation.start);
  const allowance = startAllowance(
    {
      status: consultation.status,
      start,
      end: new Date(consultation.end),
      meetingUrl: consultation.meetingUrl,
    },
    now,
  );
  const live = consultation.videoStatus === 'live';
  return (
    <li aria-label={consultation.client} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-slate-900">{consultation.client}</p>
          <p className="text-sm text-slate-600">{consultation.type}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {consultation.status === 'pending' ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
              En attente
            </span>
          ) : null}
          <span
            className={
              live
                ? 'rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-medium text-blue-800'
                : 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800'
            }
          >
            {VIDEO_STATUS_LABELS[live ? 'live' : 'upcoming']}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {videoCountdown(start, now)}
          </span>
        </div>
      </div>
      <ConsultationFacts consultation={consultation} />
      {props.consentProvider ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
          <Circle
            className={
              consultation.recordingConsentAt
                ? 'mt-1 h-3 w-3 shrink-0 fill-red-600 text-red-600'
                : 'mt-1 h-3 w-3 shrink-0 text-slate-400'
            }
            aria-hidden="true"
          />
          {proRecordingConsentText({
            givenAt: consultation.recordingConsentAt,
            hasClientAccount: consultation.hasClientAccount,
            provider: props.consentProvider,
          })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={!allowance.enabled}
          aria-describedby={allowance.enabled ? undefined : reasonId}
          onClick={() => {
            if (allowance.enabled && consultation.meetingUrl) {
              window.open(consultation.meetingUrl, '_blank', 'noopener,noreferrer');
            }
          }}
        >
          <Video className="h-4 w-4" aria-hidden="true" />
          Démarrer
        </Button>
        {consultation.phone ? (
          <a href={`tel:${consultation.phone.replace(/\s+/g, '')}`} className={LINK_BUTTON_CLASSES}>
            <Phone className="h-4 w-4" aria-hidden="true" />
            Appeler
          </a>
        ) : null}
        {consultation.email ? (
          <a href={`mailto:${consultation.email}`} className={LINK_BUTTON_CLASSES}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            Message
          </a>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          // RGAA 11.9: one « Voir les détails » per card, each saying whose appointment it opens.
          aria-label={`Voir les détails du rendez-vous avec ${consultation.client}, ${appointmentWhen(consultation)}`}
          onClick={props.onDetails}
        >
          Voir les détails
        </Button>
      </div>
      {allowance.enabled ? null : (
        <p id={reasonId} className="mt-2 text-xs text-slate-500">
          {allowance.reason}
        </p>
      )}
    </li>
  );
}

function HistoryTab(props: {
  consultations: TVideoConsultation[];
  onNotes: (consultation: TVideoConsultation) => void;
}) {
  if (props.consultations.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
        <Clock className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <h3 className="mt-4 text-lg font-semibold text-slate-900">Aucun historique</h3>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Historique des visioconférences">
      {props.consultations.map((consultation) => (
        <li
          key={consultation.id}
          aria-label={consultation.client}
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-lg font-semibold text-slate-900">{consultation.client}</p>
              <p className="text-sm text-slate-600">{consultation.type}</p>
            </div>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {VIDEO_STATUS_LABELS[consultation.videoStatus]}
            </span>
          </div>
          <ConsultationFacts consultation={consultation} />
          <ConsultationNotes consultation={consultation} />
          <div className="mt-4 flex justify-end">
            <Button
              size="sm"
              variant="outline"
              aria-label={`Voir les notes du rendez-vous avec ${consultation.client}, ${appointmentWhen(consultation)}`}
              onClick={() => props.onNotes(consultation)}
            >
              Voir les notes
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The notes the professional wrote on this appointment (« Notes » of its details), latest first. */
function ConsultationNotes({ consultation }: { consultation: TVideoConsultation }) {
  const titleId = useId();
  const notes = consultation.notes ?? [];
  if (notes.length === 0) {
    return <p className="mt-4 text-sm text-slate-500">Aucune note</p>;
  }
  const latest = [...notes].reverse();
  return (
    <section aria-labelledby={titleId} className="mt-4">
      <h4 id={titleId} className="text-sm font-medium text-slate-900">
        {latest.length === 1 ? '1 note' : `${latest.length} notes`}
      </h4>
      <ul className="mt-2 space-y-2">
        {latest.slice(0, 3).map((note) => (
          <li key={note.id} className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <p className="text-xs text-slate-500">{note.date}</p>
            <p className="line-clamp-3 whitespace-pre-line">{note.content}</p>
          </li>
        ))}
      </ul>
      {latest.length > 3 ? (
        <p className="mt-1 text-xs text-slate-500">
          {latest.length - 3 === 1 ? '1 autre note' : `${latest.length - 3} autres notes`} dans «&nbsp;Voir
          les notes&nbsp;»
        </p>
      ) : null}
    </section>
  );
}
