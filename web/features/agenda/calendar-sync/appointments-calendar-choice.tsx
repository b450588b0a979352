import { useId } from 'react';
import type { TCalendarConnection } from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { notifyDestructive } from '#web/shared/ui/toast.ts';
import { useUpdateConnectedCalendar } from './calendar-connections-api';
import { connectionName } from './calendar-sync-texts';

const NONE = 'aucun';

/**
 * « Mes rendez-vous JurisRDV sont écrits dans »: one choice across every calendar of every account (the
 * server keeps one at most), or none. A read-only calendar is shown, not offered.
 */
export function AppointmentsCalendarChoice(props: {
  connections: readonly TCalendarConnection[];
  onAnnounce: (message: string) => void;
}) {
  const update = useUpdateConnectedCalendar();
  const id = useId();
  const calendars = props.connections.flatMap((connection) =>
    connection.calendars.map((calendar) => ({ ...calendar, account: connectionName(connection) })),
  );
  const current = calendars.find((calendar) => calendar.receivesAppointments) ?? null;
  const pendingId = update.isPending
    ? update.variables.change.receivesAppointments
      ? update.variables.id
      : null
    : undefined;
  const selected = pendingId === undefined ? (current?.id ?? null) : pendingId;

  const choose = (calendarId: number | null) => {
    if (calendarId === (current?.id ?? null)) return;
    if (calendarId === null) {
      if (!current) return;
      update.mutate(
        { id: current.id, change: { receivesAppointments: false } },
        {
          onSuccess: () =>
            props.onAnnounce('Vos rendez-vous JurisRDV ne sont plus écrits dans un agenda externe.'),
          onError: (error) => notifyDestructive('Modification impossible', userMessage(error)),
        },
      );
      return;
    }
    const chosen = calendars.find((calendar) => calendar.id === calendarId);
    update.mutate(
      { id: calendarId, change: { receivesAppointments: true } },
      {
        onSuccess: () =>
          props.onAnnounce(`Vos rendez-vous JurisRDV seront écrits dans ${chosen?.name ?? 'cet agenda'}.`),
        onError: (error) => notifyDestructive('Modification impossible', userMessage(error)),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 lg:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Vos rendez-vous dans votre agenda
      </h2>
      <fieldset className="space-y-2" disabled={update.isPending}>
        <legend className="text-sm font-medium text-slate-700">
          Mes rendez-vous JurisRDV sont écrits dans
        </legend>
        {calendars.map((calendar) => (
          <label
            key={calendar.id}
            className={
              calendar.writable
                ? 'flex items-start gap-2 text-sm text-slate-800'
                : 'flex items-start gap-2 text-sm text-slate-500'
            }
          >
            <input
              type="radio"
              name={`${id}-target`}
              className="mt-1"
              value={calendar.id}
              checked={selected === calendar.id}
              disabled={!calendar.writable}
              onChange={() => choose(calendar.id)}
            />
            <span>
              {calendar.name}
              <span className="text-slate-500"> — {calendar.account}</span>
              {calendar.writable ? null : <span> (lecture seule)</span>}
            </span>
          </label>
        ))}
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-target`}
            className="mt-1"
            value={NONE}
            checked={selected === null}
            onChange={() => choose(null)}
          />
          <span>Aucun agenda</span>
        </label>
      </fieldset>
      {current ? (
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1"
              checked={
                update.isPending && update.variables.change.titleShowsClient !== undefined
                  ? update.variables.change.titleShowsClient
                  : current.titleShowsClient
              }
              disabled={update.isPending}
              aria-describedby={`${id}-secrecy`}
              onChange={(event) => {
                const titleShowsClient = event.currentTarget.checked;
                update.mutate(
                  { id: current.id, change: { titleShowsClient } },
                  {
                    onSuccess: () =>
                      props.onAnnounce(
                        titleShowsClient
                          ? 'Le nom du client figurera dans le titre des rendez-vous.'
                          : 'Le titre des rendez-vous sera «\u00a0Rendez-vous JurisRDV\u00a0».',
                      ),
                    onError: (error) => notifyDestructive('Modification impossible', userMessage(error)),
                  },
                );
              }}
            />
            <span>Écrire le nom du client dans le titre</span>
          </label>
          <p id={`${id}-secrecy`} className="text-xs text-slate-500">
            Secret professionnel&nbsp;: par défaut, le titre est «&nbsp;Rendez-vous JurisRDV&nbsp;». Le motif
            de la consultation, la partie adverse et le dossier ne sont jamais écrits dans votre agenda
            externe.
          </p>
        </div>
      ) : null}
    </section>
  );
}
