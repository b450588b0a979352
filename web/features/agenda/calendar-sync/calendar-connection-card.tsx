import { useId } from 'react';
import type {
  TCalendarConnection,
  TConnectedCalendar,
} from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { useSyncConnection, useUpdateConnectedCalendar } from './calendar-connections-api';
import { CONNECTION_STATUS_LABELS, connectionName, formatSyncInstant } from './calendar-sync-texts';

const STATUS_CLASSES: Record<TCalendarConnection['status'], string> = {
  active: 'bg-emerald-100 text-emerald-800',
  failing: 'bg-amber-100 text-amber-900',
  unauthorized: 'bg-red-100 text-red-800',
};

/** One connected account: its health, « Synchroniser maintenant », « Reconnecter », « Déconnecter », its calendars. */
export function CalendarConnectionCard(props: {
  connection: TCalendarConnection;
  onReconnect: (connection: TCalendarConnection) => void;
  onDisconnect: (connection: TCalendarConnection) => void;
  onAnnounce: (message: string) => void;
  reconnecting: boolean;
}) {
  const { connection } = props;
  const sync = useSyncConnection();
  const id = useId();
  const name = connectionName(connection);

  const syncNow = () =>
    sync.mutate(connection.id, {
      onSuccess: () => {
        notify('Synchronisation lancée', name);
        props.onAnnounce(`Synchronisation de ${name} terminée.`);
      },
      onError: (error) => notifyDestructive('Synchronisation impossible', userMessage(error)),
    });

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 lg:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {name}
          </h3>
          {/* Polite: a status that changes while the page is open (a failure, a recovery) is read out. */}
          <p aria-live="polite" className="text-sm">
            <span className="sr-only">État&nbsp;: </span>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                STATUS_CLASSES[connection.status],
              )}
            >
              {CONNECTION_STATUS_LABELS[connection.status]}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            Dernière synchronisation réussie&nbsp;:{' '}
            {connection.lastSuccessAt ? formatSyncInstant(connection.lastSuccessAt) : 'pas encore'}
          </p>
          {connection.lastError ? (
            <p className="text-sm text-red-700">Dernière erreur&nbsp;: {connection.lastError}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={syncNow} disabled={sync.isPending}>
            {sync.isPending ? 'Synchronisation…' : 'Synchroniser maintenant'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => props.onReconnect(connection)}
            disabled={props.reconnecting}
          >
            Reconnecter
          </Button>
          <Button variant="ghost" size="sm" onClick={() => props.onDisconnect(connection)}>
            Déconnecter
          </Button>
        </div>
      </div>
      {connection.calendars.length === 0 ? (
        <p className="text-sm text-slate-600">Aucun agenda trouvé dans ce compte.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm text-slate-800">
            <caption className="sr-only">Agendas de {name}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Agenda
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Créneaux
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Dernière synchronisation
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {connection.calendars.map((calendar) => (
                <CalendarRow key={calendar.id} calendar={calendar} onAnnounce={props.onAnnounce} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

function CalendarRow(props: { calendar: TConnectedCalendar; onAnnounce: (message: string) => void }) {
  const { calendar } = props;
  const update = useUpdateConnectedCalendar();
  const id = useId();
  const pending = update.isPending ? update.variables.change.blocksSlots : undefined;

  const toggle = (blocksSlots: boolean) =>
    update.mutate(
      { id: calendar.id, change: { blocksSlots } },
      {
        onSuccess: () =>
          props.onAnnounce(
            blocksSlots
              ? `${calendar.name} bloque maintenant vos créneaux.`
              : `${calendar.name} ne bloque plus vos créneaux.`,
          ),
        onError: (error) => notifyDestructive('Modification impossible', userMessage(error)),
      },
    );

  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-medium">
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-3 w-3 shrink-0 rounded-full border border-slate-300"
            style={calendar.colour ? { backgroundColor: calendar.colour } : undefined}
          />
          <span className="break-words">{calendar.name}</span>
        </span>
        {calendar.writable ? null : (
          <span className="block text-xs font-normal text-slate-500">lecture seule</span>
        )}
      </th>
      <td className="px-3 py-2">
        <label htmlFor={`${id}-blocks`} className="flex items-center gap-2">
          <input
            id={`${id}-blocks`}
            type="checkbox"
            checked={pending ?? calendar.blocksSlots}
            disabled={update.isPending}
            onChange={(event) => toggle(event.target.checked)}
          />
          Bloque mes créneaux<span className="sr-only">&nbsp;: {calendar.name}</span>
        </label>
      </td>
      <td className="px-3 py-2">
        <span className="block">
          {calendar.lastSyncedAt ? formatSyncInstant(calendar.lastSyncedAt) : '—'}
        </span>
        {calendar.lastError ? (
          <span className="block text-xs text-red-700">Dernière erreur&nbsp;: {calendar.lastError}</span>
        ) : null}
      </td>
    </tr>
  );
}
