import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TCalendarConnection } from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import { CALENDAR_PROVIDER_LABELS } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { AppointmentsCalendarChoice } from './appointments-calendar-choice';
import { CalendarConnectionCard } from './calendar-connection-card';
import {
  useAuthorizeCalendar,
  useCalendarConnections,
  useDisconnectCalendar,
} from './calendar-connections-api';
import { connectionName, oauthErrorMessage } from './calendar-sync-texts';
import { CALDAV_HELP, ConnectCaldavDialog } from './connect-caldav-dialog';
import { ReconnectCaldavDialog } from './reconnect-caldav-dialog';

const LOAD_ERROR = 'Impossible de charger vos agendas connectés. Veuillez réessayer.';

function isOAuthProvider(value: string | null): value is 'google' | 'microsoft' {
  return value === 'google' || value === 'microsoft';
}

/**
 * « Agendas connectés » (/pro/dashboard/agendas, issue 28 §1 and §3): connect Google, Outlook or a CalDAV
 * server, choose the calendars that block public slots and the one that receives the appointments, and see
 * each account's last successful sync and last error.
 */
export function ConnectedCalendarsPage() {
  useDocumentTitle('Agendas connectés');
  const connections = useCalendarConnections();
  const authorize = useAuthorizeCalendar();
  const disconnect = useDisconnectCalendar();
  const [search, setSearch] = useSearchParams();
  // Read once: the address is cleaned at once, so a reload neither repeats the toast nor keeps the alert.
  const [oauthError, setOauthError] = useState(() => oauthErrorMessage(search.get('erreur')));
  const [announcement, setAnnouncement] = useState('');
  const [reconnecting, setReconnecting] = useState<TCalendarConnection | null>(null);
  const [disconnecting, setDisconnecting] = useState<TCalendarConnection | null>(null);
  const [disconnectError, setDisconnectError] = useState<string | null>(null);
  const handledReturn = useRef(false);
  const id = useId();

  useEffect(() => {
    if (handledReturn.current) return;
    handledReturn.current = true;
    const connected = search.get('connecte');
    if (isOAuthProvider(connected)) {
      notify('Agenda connecté', `${CALENDAR_PROVIDER_LABELS[connected]} est connecté.`);
      setAnnouncement(
        `${CALENDAR_PROVIDER_LABELS[connected]} est connecté. Choisissez les agendas qui bloquent vos créneaux.`,
      );
    }
    if (search.has('connecte') || search.has('erreur')) {
      const next = new URLSearchParams(search);
      next.delete('connecte');
      next.delete('erreur');
      setSearch(next, { replace: true });
    }
  }, [search, setSearch]);

  const startAuthorize = (provider: 'google' | 'microsoft') => {
    setOauthError(null);
    authorize.mutate(provider, {
      onError: (error) => notifyDestructive('Connexion impossible', userMessage(error)),
    });
  };

  const reconnect = (connection: TCalendarConnection) => {
    if (connection.provider === 'caldav') setReconnecting(connection);
    else startAuthorize(connection.provider);
  };

  const available = connections.data?.available;
  const list = connections.data?.connections ?? [];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Agendas connectés</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Connectez votre agenda Google, Outlook ou CalDAV&nbsp;: les agendas que vous choisissez bloquent vos
          créneaux de réservation en ligne, et vos rendez-vous JurisRDV sont écrits dans l’agenda de votre
          choix.
        </p>
      </div>
      <ErrorBox message={oauthError} />
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {connections.isPending ? (
        <Spinner />
      ) : connections.isError ? (
        <ErrorBox message={userMessage(connections.error, LOAD_ERROR)} />
      ) : (
        <>
          <section aria-labelledby={`${id}-connect`} className="space-y-3">
            <h2 id={`${id}-connect`} className="text-lg font-semibold text-slate-900">
              Connecter un agenda
            </h2>
            {available && (available.google || available.microsoft || available.caldav) ? (
              <>
                <div className="flex flex-wrap gap-2">
                  {available.google ? (
                    <Button onClick={() => startAuthorize('google')} disabled={authorize.isPending}>
                      Connecter Google Agenda
                    </Button>
                  ) : null}
                  {available.microsoft ? (
                    <Button onClick={() => startAuthorize('microsoft')} disabled={authorize.isPending}>
                      Connecter Outlook
                    </Button>
                  ) : null}
                  {available.caldav ? <ConnectCaldavDialog onConnected={setAnnouncement} /> : null}
                </div>
                {available.caldav ? <p className="max-w-3xl text-sm text-slate-600">{CALDAV_HELP}</p> : null}
              </>
            ) : (
              <p className="text-sm text-slate-600">
                Aucune synchronisation d’agenda n’est activée sur ce service. Vous pouvez importer un agenda
                par son adresse iCalendar depuis le planning.
              </p>
            )}
          </section>

          <section aria-labelledby={`${id}-list`} className="space-y-4">
            <h2 id={`${id}-list`} className="text-lg font-semibold text-slate-900">
              Vos comptes
            </h2>
            {list.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
                Aucun agenda connecté pour l’instant.
              </p>
            ) : (
              list.map((connection) => (
                <CalendarConnectionCard
                  key={connection.id}
                  connection={connection}
                  reconnecting={authorize.isPending}
                  onReconnect={reconnect}
                  onAnnounce={setAnnouncement}
                  onDisconnect={(target) => {
                    setDisconnectError(null);
                    setDisconnecting(target);
                  }}
                />
              ))
            )}
          </section>

          {list.some((connection) => connection.calendars.length > 0) ? (
            <AppointmentsCalendarChoice connections={list} onAnnounce={setAnnouncement} />
          ) : null}
        </>
      )}

      <ReconnectCaldavDialog
        connection={reconnecting}
        onClose={() => setReconnecting(null)}
        onReconnected={(message) => {
          notify('Agenda reconnecté', message);
          setAnnouncement(message);
        }}
      />
      <ConfirmDialog
        open={disconnecting !== null}
        title="Déconnecter l’agenda"
        confirmLabel="Déconnecter"
        destructive
        pending={disconnect.isPending}
        error={disconnectError}
        onCancel={() => setDisconnecting(null)}
        onConfirm={() => {
          if (!disconnecting) return;
          const name = connectionName(disconnecting);
          disconnect.mutate(disconnecting.id, {
            onSuccess: () => {
              notify('Agenda déconnecté', name);
              setAnnouncement(`${name} est déconnecté.`);
              setDisconnecting(null);
            },
            onError: (error) => setDisconnectError(userMessage(error)),
          });
        }}
      >
        {disconnecting
          ? `Déconnecter ${connectionName(disconnecting)}\u202f? Ses agendas ne bloqueront plus vos créneaux et vos prochains rendez-vous n’y seront plus écrits. Les événements déjà écrits restent dans cet agenda.`
          : ''}
      </ConfirmDialog>
    </div>
  );
}
