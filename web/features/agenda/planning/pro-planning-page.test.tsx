import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  formatFullDate,
  formatShortDate,
  formatWeekdayDayMonth,
  formatWeekRange,
} from '#domain/agenda/planning/calendar-layout.ts';
import type { TPlanningEvent } from '#domain/agenda/planning/planning-event-schemas.ts';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { addCivilDays } from '#domain/kernel/time/paris-time.ts';
import {
  json,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { ProPlanningPage } from './pro-planning-page';

const toast = vi.hoisted(() => ({ notify: vi.fn(), notifyDestructive: vi.fn() }));
vi.mock('#web/shared/ui/toast.ts', () => toast);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TODAY = formatParisDate(new Date());

function makeProAppointment(overrides: Partial<TProAppointment> = {}): TProAppointment {
  return {
    id: 1,
    client: 'Marie Dubois',
    email: 'marie.dubois@example.com',
    phone: null,
    hasClientAccount: true,
    type: 'Consultation divorce',
    date: '2099-11-24',
    time: '14:30',
    start: '2099-11-24T13:30:00.000Z',
    end: '2099-11-24T14:00:00.000Z',
    durationMinutes: 30,
    duration: '30min',
    mode: 'office',
    status: 'confirmed',
    location: 'Cabinet - Salle 1',
    meetingUrl: null,
    recordingConsentAt: null,
    isFirstConsultation: true,
    cancellationReason: null,
    hasFeeAgreement: false,
    notes: [],
    documents: [],
    questionnaire: [],
    opposingParty: null,
    possibleConflicts: [],
    externalChange: null,
    ...overrides,
  };
}

function makeEvent(overrides: Partial<TPlanningEvent> = {}): TPlanningEvent {
  return {
    id: 7,
    title: 'Audience JAF',
    clientName: 'Marie Dubois',
    type: 'audience',
    date: TODAY,
    seriesDate: overrides.date ?? TODAY,
    occurrenceDate: overrides.date ?? TODAY,
    exception: false,
    startTime: '09:30',
    endTime: '11:00',
    start: `${TODAY}T08:30:00.000Z`,
    end: `${TODAY}T10:00:00.000Z`,
    status: 'confirmed',
    location: 'Tribunal correctionnel',
    description: null,
    mode: 'office',
    recurring: false,
    repeat: 'none',
    until: null,
    count: null,
    blocking: true,
    source: 'local',
    ...overrides,
  };
}

function setup(
  options: {
    events?: TPlanningEvent[];
    appointments?: TProAppointment[];
    routes?: TRoute[];
    calendarAccounts?: boolean;
  } = {},
) {
  const api = stubApi([
    ...(options.routes ?? []),
    {
      method: 'GET',
      path: /^\/api\/pro\/events\?/,
      handler: () => json({ events: options.events ?? [makeEvent()] }),
    },
    {
      method: 'GET',
      path: /^\/api\/pro\/appointments\?/,
      handler: () => json({ appointments: options.appointments ?? [], count: 0 }),
    },
    {
      method: 'GET',
      path: '/api/pro/clients',
      handler: () =>
        json({
          clients: ['Lucas Moreau', 'Emma Laurent'].map((name, index) => ({
            key: `k${index}`,
            userId: null,
            name,
            email: null,
            phone: null,
            appointmentsCount: 1,
            lastAppointmentDate: TODAY,
          })),
        }),
    },
    { method: 'POST', path: '/api/pro/events', handler: ({ body }) => json({ event: body }, 201) },
    { method: 'PUT', path: /^\/api\/pro\/events\/\d+$/, handler: ({ body }) => json({ event: body }) },
    { method: 'PUT', path: /^\/api\/pro\/events\/\d+\?/, handler: ({ body }) => json({ event: body }) },
    { method: 'DELETE', path: /^\/api\/pro\/events\/\d+/, handler: () => json({ ok: true }) },
  ]);
  const user = userEvent.setup();
  render(
    withQueryClient(
      <ProPlanningPage
        renderRequestDecision={(appointment) => (
          <button type="button">Décision sur la demande de {appointment.client}</button>
        )}
        renderAppointmentDetails={({ appointment }) =>
          appointment ? <p role="status">Détails du rendez-vous avec {appointment.client}</p> : null
        }
        {...(options.calendarAccounts === undefined ? {} : { calendarAccounts: options.calendarAccounts })}
      />,
    ),
  );
  return { api, user };
}

describe('ProPlanningPage', () => {
  it('shows the week with the events placed by start and length, in their type colour', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Planning', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Gérez votre planning et vos rendez-vous')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(formatWeekRange(TODAY));
    const event = await screen.findByRole('button', { name: /^Marie Dubois · Audience JAF, 09:30 – 11:00/ });
    expect(event).toHaveStyle({ top: '608px', height: '96px' });
    expect(event.className).toContain('bg-red-100');
    expect(screen.getByTestId('planning-scroll').scrollTop).toBe(512);
    // The hours are one grid, named by what it shows and described by the keyboard help.
    const grid = screen.getByRole('grid', { name: `Planning\u00a0: ${formatWeekRange(TODAY)}` });
    expect(grid).toHaveAccessibleDescription(
      /^Au clavier\u00a0: dans la grille, les flèches changent d’heure/,
    );
    // No pending request: no block.
    expect(screen.queryByRole('button', { name: /RDV en attente/ })).not.toBeInTheDocument();
  });

  it('shows an assistant the lawyer’s imported busy times without asking for the calendar accounts', async () => {
    const { api } = setup({
      calendarAccounts: false,
      routes: [
        {
          method: 'GET',
          path: /^\/api\/pro\/imported-events\?/,
          handler: () =>
            json({
              events: [
                {
                  id: 3,
                  accountId: 9,
                  start: `${TODAY}T13:00:00.000Z`,
                  end: `${TODAY}T14:00:00.000Z`,
                  summary: '',
                  busy: true,
                },
              ],
            }),
        },
      ],
    });
    // Read-only: a block to read, not a button.
    expect(
      await screen.findByTitle(/^Occupé, \d\d:00 – \d\d:00, Calendrier importé de l’avocat, Occupé$/),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Comptes importés' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/api/pro/calendar-'))).toEqual([]);
  });

  it('hides a type with its calendar checkbox', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: /^Marie Dubois · Audience JAF/ });
    await user.click(screen.getByRole('checkbox', { name: 'Audience tribunal' }));
    expect(screen.queryByRole('button', { name: /^Marie Dubois · Audience JAF/ })).not.toBeInTheDocument();
  });

  it('switches to the day and month views, the month cell showing 3 events then +N autres', async () => {
    const events = ['08:00', '09:00', '10:00', '11:00', '12:00'].map((time, index) =>
      makeEvent({
        id: index + 1,
        title: `Tâche ${index + 1}`,
        type: 'travail',
        startTime: time,
        endTime: '13:00',
      }),
    );
    const { user } = setup({ events });
    await user.click(screen.getByRole('button', { name: 'Jour' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(formatFullDate(TODAY));
    await user.click(screen.getByRole('button', { name: 'Mois' }));
    expect(await screen.findByRole('button', { name: '+2 autres' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Marie Dubois · Tâche/ })).toHaveLength(3);
  });

  it('opens the form on an empty slot with its date and time, validates, then creates the event', async () => {
    const { api, user } = setup({ events: [] });
    await user.click(screen.getByLabelText(`${formatWeekdayDayMonth(TODAY)}, 14:00`, { selector: 'td' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel événement' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(TODAY);
    expect(within(dialog).getByLabelText('Heure de début')).toHaveValue('14:00');
    expect(within(dialog).getByLabelText('Heure de fin')).toHaveValue('15:00');

    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le titre est requis')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Titre'), 'Rendez-vous cabinet');
    expect(within(dialog).queryByText('Le titre est requis')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Réunion interne');
    expect(within(dialog).queryByLabelText('Client')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await vi.waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith(
        'Événement créé',
        'Le nouvel événement a été ajouté avec succès.',
      ),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Rendez-vous cabinet',
      type: 'reunion',
      date: TODAY,
      startTime: '14:00',
      endTime: '15:00',
      status: 'confirmed',
      clientName: null,
    });
  });

  it('opens an existing event for editing and saves it', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: /^Marie Dubois · Audience JAF/ }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'événement" });
    // Marie is not among the professional's clients: the event keeps her name as a choice.
    expect(within(dialog).getByLabelText('Client')).toHaveValue('Marie Dubois');
    await within(dialog).findByRole('option', { name: 'Lucas Moreau' });
    await user.selectOptions(within(dialog).getByLabelText('Client'), 'Lucas Moreau');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith(
        'Événement modifié',
        "L'événement a été mis à jour avec succès.",
      ),
    );
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/pro/events/7');
    expect(put?.body).toMatchObject({ clientName: 'Lucas Moreau' });
  });

  it('moving an event over a confirmed appointment lists it, then saves with « Enregistrer quand même »', async () => {
    const message =
      'Cet horaire chevauche un rendez-vous confirmé avec un client. Le client n’en est pas prévenu\u00a0: confirmez pour enregistrer l’événement quand même, puis reportez ou annulez ce rendez-vous si nécessaire.';
    const { api, user } = setup({
      routes: [
        {
          method: 'PUT',
          path: '/api/pro/events/7',
          handler: ({ body }) =>
            (body as { confirmOverlaps?: boolean }).confirmOverlaps
              ? json({ event: makeEvent({ startTime: '14:00', endTime: '15:00' }) })
              : json(
                  {
                    error: {
                      code: 'OVERLAP_CONFIRMATION_REQUIRED',
                      message,
                      conflicts: {
                        items: [
                          {
                            kind: 'appointment',
                            status: 'confirmed',
                            title: 'Marie Dubois',
                            start: `${TODAY}T12:30:00.000Z`,
                            end: `${TODAY}T13:00:00.000Z`,
                          },
                        ],
                        total: 1,
                      },
                    },
                  },
                  409,
                ),
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: /^Marie Dubois · Audience JAF/ }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'événement" });
    await user.clear(within(dialog).getByLabelText('Heure de début'));
    await user.type(within(dialog).getByLabelText('Heure de début'), '14:00');
    await user.clear(within(dialog).getByLabelText('Heure de fin'));
    await user.type(within(dialog).getByLabelText('Heure de fin'), '15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const alert = await within(dialog).findByRole('alert', { name: message });
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      /^Rendez-vous confirmé — Marie Dubois — \d{2}:30 – \d{2}:00$/,
    );
    expect(within(dialog).getByLabelText('Heure de début')).toHaveValue('14:00');
    expect(toast.notify).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Enregistrer quand même' }));
    await vi.waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith(
        'Événement modifié',
        "L'événement a été mis à jour avec succès.",
      ),
    );
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => (call.body as { confirmOverlaps?: boolean }).confirmOverlaps)).toEqual([
      undefined,
      true,
    ]);
    expect(puts[1]?.body).toMatchObject({ startTime: '14:00', endTime: '15:00', title: 'Audience JAF' });
  });

  it('an occurrence of a series asks which events to change first, then sends that scope', async () => {
    const { api, user } = setup({
      events: [makeEvent({ recurring: true, repeat: 'weekly', seriesDate: '2020-01-06', clientName: null })],
    });
    await user.click(await screen.findByRole('button', { name: /^Audience JAF, 09:30 – 11:00/ }));
    const ask = await screen.findByRole('alertdialog', { name: "Modifier l'événement récurrent" });
    expect(within(ask).getByRole('radio', { name: 'Cet événement' })).toBeChecked();
    await user.click(within(ask).getByRole('button', { name: 'Continuer' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'événement" });
    // « Cet événement » edits this occurrence: its own date, and no repetition fields.
    expect(within(dialog).getByLabelText('Date')).toHaveValue(TODAY);
    expect(within(dialog).queryByLabelText('Répétition')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.path).toBe(
        `/api/pro/events/7?scope=this&occurrence=${TODAY}`,
      ),
    );
  });

  it('deleting asks for confirmation; for a series, with the three choices', async () => {
    const { api, user } = setup({
      events: [makeEvent({ recurring: true, repeat: 'weekly', clientName: null })],
    });
    await user.click(await screen.findByRole('button', { name: /^Audience JAF, 09:30 – 11:00/ }));
    const ask = await screen.findByRole('alertdialog', { name: "Modifier l'événement récurrent" });
    await user.click(within(ask).getByRole('radio', { name: 'Toute la série' }));
    await user.click(within(ask).getByRole('button', { name: 'Continuer' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'événement" });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Supprimer l'événement récurrent" });
    expect(within(confirm).getByRole('radio', { name: 'Toute la série' })).toBeChecked();
    await user.click(within(confirm).getByRole('radio', { name: 'Cet événement et les suivants' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(
        `/api/pro/events/7?scope=following&occurrence=${TODAY}`,
      ),
    );
  });

  it('lists pending requests, each client request with the decision handed in for it', async () => {
    const appointments = [
      makeProAppointment({ id: 3, client: 'Lucas Moreau', status: 'pending' }),
      makeProAppointment({ id: 4, client: 'Emma Laurent', status: 'pending', location: null }),
    ];
    const { api, user } = setup({ events: [], appointments });
    const block = await screen.findByRole('button', { name: /^RDV en attente/ });
    expect(block).toHaveTextContent('2');
    await user.click(block);
    const popup = screen.getByRole('region', { name: 'Rendez-vous en attente de confirmation' });
    const lucas = within(popup).getByText('Lucas Moreau').closest('li') as HTMLElement;
    expect(within(lucas).getByText(`${formatShortDate('2099-11-24')} · 14:30 – 15:00`)).toBeInTheDocument();
    expect(within(lucas).getByText('Cabinet - Salle 1')).toBeInTheDocument();
    expect(
      within(lucas).getByRole('button', { name: 'Décision sur la demande de Lucas Moreau' }),
    ).toBeInTheDocument();
    const emma = within(popup).getByText('Emma Laurent').closest('li') as HTMLElement;
    expect(
      within(emma).getByRole('button', { name: 'Décision sur la demande de Emma Laurent' }),
    ).toBeInTheDocument();
    // The planning decides nothing on a client's request by itself.
    expect(within(popup).queryByRole('button', { name: /^(Accepter|Refuser) le rendez-vous de/ })).toBeNull();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('selects several days with Ctrl+click and shows them as columns; week view clears the selection', async () => {
    const { user } = setup({ events: [] });
    await user.click(screen.getByRole('button', { name: 'Mois' }));
    const days = screen.getAllByRole('button', { pressed: false, name: /^\p{L}+ \d{1,2} \p{L}+ \d{4}$/u });
    const [first, second] = [days[8], days[10]] as [HTMLElement, HTMLElement];
    await user.keyboard('{Control>}');
    await user.click(first);
    await user.click(second);
    await user.keyboard('{/Control}');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2 jours sélectionnés');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Afficher les jours sélectionnés' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2 jours sélectionnés');
    expect(screen.getAllByLabelText(/^\p{L}+ \d{1,2} \p{L}+, 09:00$/u, { selector: 'td' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Semaine' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^\d{1,2} .*– \d{1,2} \p{L}+ \d{4}$/u,
    );
    expect(screen.getAllByLabelText(/^\p{L}+ \d{1,2} \p{L}+, 09:00$/u, { selector: 'td' })).toHaveLength(7);
  });

  it('draws client appointments as consultations; a pending one opens the pending list', async () => {
    const start = `${TODAY}T13:30:00.000Z`;
    const appointments = [
      makeProAppointment({
        id: 5,
        client: 'Lucas Moreau',
        status: 'pending',
        date: TODAY,
        start,
        end: start,
      }),
    ];
    const { user } = setup({ events: [], appointments });
    const item = await screen.findByRole('button', {
      name: /^Lucas Moreau · Consultation divorce, .*En attente$/,
    });
    expect(item.className).toContain('border-dashed');
    await user.click(item);
    expect(
      screen.getByRole('region', { name: 'Rendez-vous en attente de confirmation' }),
    ).toBeInTheDocument();
  });

  it('writes each block’s type and state, and opens a confirmed appointment’s details by keyboard (RGAA 3.1)', async () => {
    const start = `${TODAY}T09:00:00.000Z`;
    const appointments = [
      makeProAppointment({
        id: 6,
        client: 'Emma Laurent',
        status: 'confirmed',
        date: TODAY,
        start,
        end: start,
      }),
    ];
    const { user } = setup({ appointments });
    const item = await screen.findByRole('button', {
      name: /^Emma Laurent · Consultation divorce, \d\d:\d\d – \d\d:\d\d, Consultation client, Confirmé$/,
    });
    expect(item).toHaveTextContent('Consultation client · Confirmé');
    item.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Détails du rendez-vous avec Emma Laurent');
  });

  it('drags over hourly slots to pick a duration, showing a « Nouveau créneau » placeholder', async () => {
    setup({ events: [] });
    const slot = (hour: string) =>
      screen.getByLabelText(`${formatWeekdayDayMonth(TODAY)}, ${hour}`, { selector: 'td' });
    fireEvent.mouseDown(slot('10:00'));
    fireEvent.mouseEnter(slot('11:00'));
    fireEvent.mouseEnter(slot('12:00'));
    expect(screen.getByText('Nouveau créneau')).toBeInTheDocument();
    fireEvent.mouseUp(slot('12:00'));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel événement' });
    expect(within(dialog).getByLabelText('Heure de début')).toHaveValue('10:00');
    expect(within(dialog).getByLabelText('Heure de fin')).toHaveValue('13:00');
    expect(screen.queryByText('Nouveau créneau')).not.toBeInTheDocument();
  });

  it('keeps the mouse and keyboard help behind « ? », still describing the grid', async () => {
    const { user } = setup({ events: [] });
    expect(screen.queryByText(/^Cliquez sur un créneau libre/)).not.toBeInTheDocument();
    expect(screen.getByRole('grid', { name: /^Planning\s:/ })).toHaveAccessibleDescription(/^Au clavier/);
    await user.click(screen.getByRole('button', { name: 'Aide du planning' }));
    const help = await screen.findByRole('dialog', { name: 'Aide du planning' });
    expect(within(help).getByText(/^Cliquez sur un créneau libre/)).toBeInTheDocument();
    expect(within(help).getByText(/^dans la grille, les flèches changent d’heure/)).toBeInTheDocument();
  });

  it('opens on the day on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({ matches: query === '(max-width: 640px)', media: query }) as unknown as MediaQueryList,
    );
    setup({ events: [] });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(formatFullDate(TODAY));
    expect(screen.getByRole('button', { name: 'Jour' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByLabelText(/^\p{L}+ \d{1,2} \p{L}+, 09:00$/u, { selector: 'td' })).toHaveLength(1);
  });

  it('goes to the new event after « Créer »: its week shown, its block selected and focused', async () => {
    const later = addCivilDays(TODAY, 14);
    const created = makeEvent({ id: 42, title: 'Audience nouvelle', clientName: null, date: later });
    const { user } = setup({
      events: [created],
      routes: [{ method: 'POST', path: '/api/pro/events', handler: () => json({ event: created }, 201) }],
    });
    await user.click(screen.getByRole('button', { name: 'Nouvel événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel événement' });
    await user.type(within(dialog).getByLabelText('Titre'), 'Audience nouvelle');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), later);
    await user.type(within(dialog).getByLabelText('Heure de début'), '09:30');
    await user.type(within(dialog).getByLabelText('Heure de fin'), '11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    const block = await screen.findByRole('button', { name: /^Audience nouvelle, 09:30 – 11:00/ });
    await vi.waitFor(() => expect(block).toHaveFocus());
    expect(block.className).toContain('ring-2');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(formatWeekRange(later));
    // Typing the form's fields takes seconds on a loaded machine.
  }, 20_000);

  it('offers today’s courts as places, a place typed by hand, and asks the mode once', async () => {
    const { api, user } = setup({ events: [] });
    await user.click(screen.getByRole('button', { name: 'Nouvel événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel événement' });
    const place = within(dialog).getByLabelText('Lieu');
    const places = within(place)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(places).toEqual(
      expect.arrayContaining([
        'Tribunal judiciaire',
        'Conseil de prud’hommes',
        'Cour d’appel',
        'Conseil d’État',
      ]),
    );
    expect(places).not.toContain('Tribunal de grande instance');
    expect(places).not.toContain('Visioconférence');
    // A remote event has no place to choose.
    await user.selectOptions(within(dialog).getByLabelText('Mode'), 'Visioconférence');
    expect(within(dialog).queryByLabelText('Lieu')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Mode'), 'En personne');
    await user.selectOptions(within(dialog).getByLabelText('Lieu'), 'Autre lieu…');
    await user.type(within(dialog).getByLabelText('Titre'), 'Médiation');
    await user.type(within(dialog).getByLabelText('Heure de début'), '09:00');
    await user.type(within(dialog).getByLabelText('Heure de fin'), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Précisez le lieu')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Autre lieu'), 'Maison de la justice et du droit');
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        location: 'Maison de la justice et du droit',
        mode: 'office',
      }),
    );
    // Typing a dozen fields takes several seconds on the shared machine.
  }, 20_000);
});
