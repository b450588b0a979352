import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointmentForViewer } from '#domain/appointments/professional-actions/appointment-for-viewer.ts';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { makeStaffSummary, signInStaff } from '#web/features/identity/firms/staff-test-fixtures.ts';
import { json, newQueryClient, stubApi, type TRoute, withQueryClient } from '../booking/test-support';
import { ProAppointmentsPage } from './pro-appointments-page';
import { makeProAppointment } from './test-fixtures';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyDestructive: vi.fn() }));
vi.mock('#web/shared/ui/toast.ts', () => toasts);

beforeEach(() => {
  toasts.notify.mockClear();
  toasts.notifyDestructive.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ASSISTANT_VIEWER = {
  kind: 'staff' as const,
  lawyerName: 'Maître Sophie Martin',
  sharedCaseIds: new Set<number>(),
};

const CONFIRMED = makeProAppointment({ id: 1, client: 'Marie Dubois', status: 'confirmed' });
const PENDING = makeProAppointment({
  id: 2,
  client: 'Lucas Moreau',
  status: 'pending',
  mode: 'phone',
  location: null,
  phone: '06 12 34 56 78',
  questionnaire: [{ question: 'Quelle est votre situation\u202f?', answer: 'Salarié licencié' }],
  hasFeeAgreement: true,
});

function listFor(path: string, all: TProAppointment[]): TProAppointment[] {
  const params = new URL(path, 'http://test').searchParams;
  const status = params.get('status');
  if (params.get('period') === 'today') return [];
  if (params.get('view') === 'cancelled') return all.filter((a) => a.status === 'cancelled');
  all = all.filter((a) => a.status !== 'cancelled');
  if (status === 'pending') return all.filter((a) => a.status === 'pending');
  if (status === 'confirmed') return all.filter((a) => a.status === 'confirmed');
  return all;
}

function setup(
  options: {
    appointments?: TProAppointment[];
    routes?: TRoute[];
    url?: string;
    client?: ReturnType<typeof newQueryClient>;
  } = {},
) {
  const all = options.appointments ?? [CONFIRMED, PENDING];
  const api = stubApi([
    ...(options.routes ?? []),
    {
      method: 'GET',
      path: /^\/api\/pro\/appointments\?/,
      handler: ({ path }) => {
        const appointments = listFor(path, all);
        return json({ appointments, count: appointments.length });
      },
    },
  ]);
  const router = createMemoryRouter(
    [{ path: '/pro/dashboard/appointments', element: <ProAppointmentsPage /> }],
    { initialEntries: [options.url ?? '/pro/dashboard/appointments'] },
  );
  const user = userEvent.setup();
  render(withQueryClient(<RouterProvider router={router} />, options.client));
  return { api, user };
}

async function openDetails(user: ReturnType<typeof userEvent.setup>, client: string) {
  const card = (await screen.findByRole('heading', { name: client })).closest('li');
  if (!card) throw new Error('card not found');
  await user.click(within(card).getByRole('button', { name: /^Voir les détails du rendez-vous avec/ }));
  return screen.findByRole('dialog');
}

describe('ProAppointmentsPage', () => {
  it('lists the cards with their status badges and the count', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Marie Dubois' })).toBeInTheDocument();
    const pendingCard = screen.getByRole('heading', { name: 'Lucas Moreau' }).closest('li');
    expect(pendingCard).not.toBeNull();
    expect(within(pendingCard as HTMLElement).getByText('En attente')).toBeInTheDocument();
    expect(within(pendingCard as HTMLElement).getByText('Téléphone')).toBeInTheDocument();
    expect(within(pendingCard as HTMLElement).getByText('mardi 24 novembre 2099')).toBeInTheDocument();
    expect(screen.getByText('Confirmé')).toBeInTheDocument();
    expect(screen.getByTestId('count-badge')).toHaveTextContent('2');
  });

  it('filters by status and by period, and shows the empty state', async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { name: 'Marie Dubois' });

    await user.selectOptions(screen.getByLabelText('Statut'), 'En attente');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Marie Dubois' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Lucas Moreau' })).toBeInTheDocument();
    expect(screen.getByTestId('count-badge')).toHaveTextContent('1');
    expect(
      api.calls.some((call) => call.path === '/api/pro/appointments?period=all&status=pending&view=upcoming'),
    ).toBe(true);

    await user.selectOptions(screen.getByLabelText('Période'), "Aujourd'hui");
    expect(await screen.findByRole('heading', { name: 'Aucun rendez-vous' })).toBeInTheDocument();
    expect(
      screen.getByText('Aucun rendez-vous ne correspond aux critères sélectionnés.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('count-badge')).toHaveTextContent('0');
    expect(
      api.calls.some(
        (call) => call.path === '/api/pro/appointments?period=today&status=pending&view=upcoming',
      ),
    ).toBe(true);
  });

  it('keeps the note button disabled while the note is blank, then saves it', async () => {
    const withNote = {
      ...CONFIRMED,
      notes: [
        {
          id: 5,
          content: 'Apporter le livret de famille',
          date: '20/11/2099',
          createdAt: '2099-11-20T10:00:00.000Z',
          location: 'Cabinet - Salle 1',
        },
      ],
    };
    const { api, user } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/pro/appointments/1/notes',
          handler: () => json({ appointment: withNote }, 201),
        },
      ],
    });
    const dialog = await openDetails(user, 'Marie Dubois');
    await user.click(within(dialog).getByRole('tab', { name: 'Notes' }));
    const add = within(dialog).getByRole('button', { name: 'Ajouter la note' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Nouvelle note'), '   ');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Nouvelle note'), 'Apporter le livret de famille');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await within(dialog).findByText('Apporter le livret de famille')).toBeInTheDocument();
    expect(within(dialog).getByText('20/11/2099 — Cabinet - Salle 1')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ content: 'Apporter le livret de famille' });
  });

  it('shows an assistant the appointment to manage and its conversation, without its notes, documents or fees', async () => {
    // The cards as the server sends them to an assistant (ADR 0058 « Who sees what »).
    const withSecrets = {
      ...CONFIRMED,
      hasFeeAgreement: true,
      opposingParty: 'Paul Dubois',
      questionnaire: [{ question: 'Votre situation\u202f?', answer: 'Séparés depuis mars' }],
      notes: [
        {
          id: 1,
          content: 'Craint pour la garde',
          date: '20/11/2099',
          createdAt: '2099-11-20T09:00:00.000Z',
          location: 'Cabinet - Salle 1',
        },
      ],
    };
    const { api, user } = setup({
      appointments: [withSecrets, PENDING].map((card) => appointmentForViewer(card, ASSISTANT_VIEWER)),
      client: signInStaff(newQueryClient(), makeStaffSummary('assistant')),
      routes: [
        {
          method: 'GET',
          path: '/api/pro/appointments/1/history',
          handler: () =>
            json({
              history: [
                { at: '2099-11-19T17:00:00.000Z', kind: 'received', actor: null },
                { at: '2099-11-20T09:12:00.000Z', kind: 'accept', actor: 'Julie Petit, assistant(e)' },
              ],
            }),
        },
      ],
    });
    // The page says whose appointments these are.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rendez-vous de Maître Sophie Martin' }),
    ).toBeVisible();
    expect(screen.getByText('Consultez et gérez ses rendez-vous et ses demandes')).toBeVisible();
    const dialog = await openDetails(user, 'Marie Dubois');
    expect(within(dialog).queryByRole('tab')).toBeNull();
    // The conversation about this appointment is hers to answer, in the lawyer's name (ADR 0069).
    expect(within(dialog).getByRole('button', { name: 'Écrire au client' })).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: /Convention d'honoraires/ })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Facturer ce rendez-vous' })).toBeNull();
    expect(within(dialog).getByText('Client')).toBeVisible();
    expect(within(dialog).queryByText('Partie adverse indiquée')).toBeNull();
    expect(within(dialog).queryByText('Réponses au questionnaire')).toBeNull();
    expect(dialog).not.toHaveTextContent('Craint pour la garde');
    expect(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' })).toBeVisible();
    // « Historique » (issue 27 §3): who acted, the assistant included.
    const history = within(dialog).getByRole('region', { name: 'Historique' });
    expect(
      await within(history).findByText('Acceptée par Julie Petit, assistant(e), le 20 novembre 2099 à 10:12'),
    ).toBeVisible();
    expect(within(history).getByText('Demande reçue le 19 novembre 2099 à 18:00')).toBeVisible();
    // Nothing else of the lawyer's: the history is an assistant's route (STAFF_ROUTE_RULES).
    expect(
      api.calls.filter(
        (call) =>
          call.path.startsWith('/api/pro/') &&
          !call.path.startsWith('/api/pro/appointments?') &&
          call.path !== '/api/pro/appointments/1/history',
      ),
    ).toEqual([]);
  });

  it('tells an assistant which lawyer to ask about a possible conflict, never the matter', async () => {
    const flagged = {
      ...PENDING,
      opposingParty: 'Claire Leroy',
      possibleConflicts: [
        {
          subject: 'opposingParty' as const,
          subjectName: 'Claire Leroy',
          kind: 'caseClient' as const,
          matchedName: 'Claire Leroy',
          caseId: 40,
          caseTitle: 'Succession Leroy',
          contactId: null,
          appointmentId: null,
          appointmentDate: null,
          heldBy: null,
        },
      ],
    };
    const { user } = setup({
      appointments: [appointmentForViewer(flagged, ASSISTANT_VIEWER)],
      client: signInStaff(newQueryClient(), makeStaffSummary('assistant')),
      routes: [
        {
          method: 'GET',
          path: '/api/pro/appointments/2/history',
          handler: () => json({ history: [] }),
        },
      ],
    });
    const dialog = await openDetails(user, 'Lucas Moreau');
    const flag = within(dialog).getByRole('note', { name: "Conflit d'intérêts possible" });
    expect(within(flag).getByRole('listitem')).toHaveTextContent(
      'Partie adverse indiquée — Client dans un dossier de Maître Sophie Martin',
    );
    expect(within(flag).queryByRole('link')).toBeNull();
    expect(within(flag).getByText(/demandez-lui avant d’accepter\.$/)).toBeVisible();
    expect(dialog).not.toHaveTextContent('Leroy');
    // The decision stays the assistant's to take, once the lawyer asked.
    expect(within(dialog).getByRole('button', { name: /^Accepter/ })).toBeVisible();
  });

  it('shows a lawyer the fee agreement, the invoicing and the tabs of the same appointment', async () => {
    const { user } = setup({ appointments: [{ ...CONFIRMED, hasFeeAgreement: true }, PENDING] });
    const dialog = await openDetails(user, 'Marie Dubois');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Détails', 'Notes', 'Documents']);
    expect(within(dialog).getByRole('button', { name: 'Écrire au client' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /Convention d'honoraires/ })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Facturer ce rendez-vous' })).toBeVisible();
  });

  it('requires a reason to cancel, then removes the card', async () => {
    let cancelled = false;
    const all = [CONFIRMED, PENDING];
    const api = stubApi([
      {
        method: 'POST',
        path: '/api/pro/appointments/1/cancel',
        handler: () => {
          cancelled = true;
          return json({
            appointment: { ...CONFIRMED, status: 'cancelled', cancellationReason: 'Client absent' },
          });
        },
      },
      {
        method: 'GET',
        path: /^\/api\/pro\/appointments\?/,
        handler: () => {
          const appointments = cancelled ? all.filter((a) => a.id !== 1) : all;
          return json({ appointments, count: appointments.length });
        },
      },
    ]);
    const router = createMemoryRouter([{ path: '/', element: <ProAppointmentsPage /> }]);
    const user = userEvent.setup();
    render(withQueryClient(<RouterProvider router={router} />));

    const dialog = await openDetails(user, 'Marie Dubois');
    // Issue 26 §1 and §5: no « Actions » tab, and one way to write to the client (the secure messages).
    expect(within(dialog).queryByRole('tab', { name: 'Actions' })).not.toBeInTheDocument();
    expect(dialog.querySelector('a[href^="mailto:"]')).toBeNull();
    const open = within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const confirm = within(dialog).getByRole('button', { name: "Confirmer l'annulation" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Motif de l'annulation"), '  ');
    expect(confirm).toBeDisabled();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Motif de l'annulation"), 'Client absent');
    // Issue 15 §4: the reason is the client's to read; the internal note stays with the professional.
    expect(within(dialog).getByLabelText("Motif de l'annulation")).toHaveAccessibleDescription(
      "Le client lira ce motif dans son espace et dans l'e-mail d'annulation.",
    );
    await user.type(
      within(dialog).getByLabelText('Note interne (jamais montrée au client)'),
      'Deuxième absence sans prévenir',
    );
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Marie Dubois' })).not.toBeInTheDocument(),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Client absent',
      internalNote: 'Deuxième absence sans prévenir',
    });
  });

  it('shows questionnaire answers and offers accept at the top of a pending request, with no « Annuler »', async () => {
    const { api, user } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/pro/appointments/2/accept',
          handler: () => json({ appointment: { ...PENDING, status: 'confirmed' } }),
        },
      ],
    });
    const dialog = await openDetails(user, 'Lucas Moreau');
    expect(within(dialog).getByText('Quelle est votre situation ?')).toBeInTheDocument();
    expect(within(dialog).getByText('Salarié licencié')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: "Convention d'honoraires (PDF)" })).toHaveAttribute(
      'href',
      '/api/pro/appointments/2/fee-agreement.pdf',
    );
    expect(within(dialog).getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:0612345678',
    );
    expect(within(dialog).queryByRole('button', { name: 'Annuler le rendez-vous' })).not.toBeInTheDocument();
    const request = within(dialog).getByRole('region', { name: 'Demande en attente de confirmation' });
    await user.click(
      within(request).getByRole('button', {
        name: 'Accepter la demande de Lucas Moreau, mardi 24 novembre à 14:30',
      }),
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/pro/appointments/2/accept')).toBe(true),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /^Accepter/ })).not.toBeInTheDocument(),
    );
    expect(toasts.notify).toHaveBeenCalledWith('Demande acceptée\u00a0: nous avons prévenu Lucas Moreau');
  });

  it('refuses a request from its card with an optional reason, as a success', async () => {
    let refused = false;
    const { api, user } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/pro/appointments/2/refuse',
          handler: () => {
            refused = true;
            return json({ appointment: { ...PENDING, status: 'cancelled', cancelledBy: 'professional' } });
          },
        },
      ],
    });
    const card = (await screen.findByRole('heading', { name: 'Lucas Moreau' })).closest('li') as HTMLElement;
    // The confirmed appointment has no decision to take.
    const marie = screen.getByRole('heading', { name: 'Marie Dubois' }).closest('li') as HTMLElement;
    expect(within(marie).queryByRole('button', { name: /^Refuser/ })).not.toBeInTheDocument();
    await user.click(
      within(card).getByRole('button', {
        name: 'Refuser la demande de Lucas Moreau, mardi 24 novembre à 14:30',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuser la demande de Lucas Moreau' });
    await user.type(within(dialog).getByLabelText('Motif du refus (facultatif)'), 'Hors de mon domaine');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() => expect(refused).toBe(true));
    expect(api.calls.find((call) => call.path === '/api/pro/appointments/2/refuse')?.body).toEqual({
      reason: 'Hors de mon domaine',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toasts.notify).toHaveBeenCalledWith('Demande refusée\u00a0: nous avons prévenu Lucas Moreau');
    expect(toasts.notifyDestructive).not.toHaveBeenCalled();
  });

  it('opens on « À venir » and shows a client’s cancellation under « Annulés »', async () => {
    const cancelled = makeProAppointment({
      id: 3,
      client: 'Emma Laurent',
      status: 'cancelled',
      cancelledBy: 'client',
      cancelledAt: '2099-11-20T10:00:00.000Z',
      cancellationReason: 'Empêchement',
    });
    const { api, user } = setup({ appointments: [CONFIRMED, PENDING, cancelled] });
    await screen.findByRole('heading', { name: 'Marie Dubois' });
    expect(screen.getByRole('button', { name: 'À venir' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Emma Laurent' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulés' }));
    const card = (await screen.findByRole('heading', { name: 'Emma Laurent' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Annulé')).toBeInTheDocument();
    expect(within(card).getByText(/^Annulé par le client/).textContent).toBe(
      'Annulé par le client le 20/11/2099\u00a0: Empêchement',
    );
    expect(screen.queryByRole('heading', { name: 'Marie Dubois' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('view=cancelled'))).toBe(true);
  });

  it('opens the details a notification links to (?rdv=), even of a cancelled appointment, then forgets the link', async () => {
    const cancelled = makeProAppointment({
      id: 7,
      client: 'Emma Laurent',
      status: 'cancelled',
      cancelledBy: 'client',
    });
    const { api } = setup({
      url: '/pro/dashboard/appointments?rdv=7',
      routes: [
        { method: 'GET', path: '/api/pro/appointments/7', handler: () => json({ appointment: cancelled }) },
      ],
    });
    expect(await screen.findByRole('dialog', { name: 'Rendez-vous avec Emma Laurent' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/pro/appointments/7')).toBe(true);
  });

  it('moves an appointment to one of the free slots the server computed', async () => {
    const { api, user } = setup({
      routes: [
        {
          method: 'GET',
          path: '/api/pro/appointments/1/free-slots',
          handler: () =>
            json({
              days: [
                { date: '2099-11-25', times: ['09:00', '09:30'] },
                { date: '2099-12-01', times: ['14:00'] },
              ],
            }),
        },
        {
          method: 'POST',
          path: '/api/pro/appointments/1/reschedule',
          handler: () => json({ appointment: { ...CONFIRMED, date: '2099-12-01', time: '14:00' } }),
        },
      ],
    });
    const dialog = await openDetails(user, 'Marie Dubois');
    await user.click(within(dialog).getByRole('button', { name: 'Reporter' }));
    await user.selectOptions(await within(dialog).findByLabelText('Jour'), '2099-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'mardi 1er décembre 2099 à 14:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reporter au mardi 1er décembre à 14:00' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/pro/appointments/1/reschedule')?.body).toEqual({
        date: '2099-12-01',
        time: '14:00',
      }),
    );
  });

  it('opens the new appointment form from ?nouveau=1 and shows the overlap message', async () => {
    const { api, user } = setup({
      url: '/pro/dashboard/appointments?nouveau=1',
      routes: [
        {
          method: 'POST',
          path: '/api/pro/appointments',
          handler: () =>
            json(
              {
                error: {
                  code: 'SLOT_TAKEN',
                  message: 'Ce créneau chevauche un autre rendez-vous. Choisissez un autre horaire.',
                },
              },
              409,
            ),
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
    expect(within(dialog).getByLabelText('Durée')).toHaveValue('1h30');
    expect(within(dialog).getByLabelText('Lieu')).toHaveValue('Cabinet - Salle 1');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le rendez-vous' }));
    expect(await within(dialog).findByText('Le nom du client est requis')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Client'), 'Jean Martin');
    await user.selectOptions(within(dialog).getByLabelText('Type de rendez-vous'), 'Signature acte');
    await user.type(within(dialog).getByLabelText('Date'), '2099-12-01');
    await user.type(within(dialog).getByLabelText('Heure'), '10:00');
    await user.selectOptions(within(dialog).getByLabelText('Mode'), 'Visioconférence');
    expect(within(dialog).queryByLabelText('Lieu')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Créer le rendez-vous' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ce créneau chevauche un autre rendez-vous. Choisissez un autre horaire.',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      client: { name: 'Jean Martin', email: null, phone: null },
      type: 'Signature acte',
      date: '2099-12-01',
      time: '10:00',
      duration: '1h30',
      mode: 'video',
      location: null,
    });
  });
  it('lists the hearing a new appointment overlaps and creates it with « Créer quand même », keeping the input', async () => {
    const message =
      'Ce créneau chevauche d’autres engagements de votre planning. Vérifiez-les, puis confirmez pour créer le rendez-vous quand même.';
    const { api, user } = setup({
      url: '/pro/dashboard/appointments?nouveau=1',
      routes: [
        {
          method: 'POST',
          path: '/api/pro/appointments',
          handler: ({ body }) =>
            (body as { confirmOverlaps?: boolean }).confirmOverlaps
              ? json(
                  { appointment: makeProAppointment({ id: 9, client: 'Jean Martin', time: '15:30' }) },
                  201,
                )
              : json(
                  {
                    error: {
                      code: 'OVERLAP_CONFIRMATION_REQUIRED',
                      message,
                      conflicts: {
                        items: [
                          {
                            kind: 'event',
                            type: 'audience',
                            title: 'Audience TJ Paris',
                            start: '2099-12-01T14:00:00.000Z',
                            end: '2099-12-01T15:30:00.000Z',
                          },
                          {
                            kind: 'imported',
                            title: 'Expertise',
                            start: '2099-12-01T14:00:00.000Z',
                            end: '2099-12-01T16:00:00.000Z',
                          },
                        ],
                        total: 2,
                      },
                    },
                  },
                  409,
                ),
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
    await user.type(within(dialog).getByLabelText('Client'), 'Jean Martin');
    await user.selectOptions(within(dialog).getByLabelText('Type de rendez-vous'), 'Signature acte');
    await user.type(within(dialog).getByLabelText('Date'), '2099-12-01');
    await user.type(within(dialog).getByLabelText('Heure'), '15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le rendez-vous' }));

    const alert = await within(dialog).findByRole('alert', { name: message });
    expect(alert).toHaveFocus();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Audience tribunal — Audience TJ Paris — 15:00 – 16:30',
      'Calendrier importé — Expertise — 15:00 – 17:00',
    ]);
    expect(within(dialog).getByLabelText('Client')).toHaveValue('Jean Martin');
    expect(within(dialog).getByLabelText('Heure')).toHaveValue('15:30');

    await user.click(within(alert).getByRole('button', { name: 'Créer quand même' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({ ...(posts[0]?.body as object), confirmOverlaps: true });
  });

  it('an appointment over another one cannot be created anyway: no « Créer quand même »', async () => {
    const { user } = setup({
      url: '/pro/dashboard/appointments?nouveau=1',
      routes: [
        {
          method: 'POST',
          path: '/api/pro/appointments',
          handler: () =>
            json(
              {
                error: {
                  code: 'SLOT_TAKEN',
                  message: 'Ce créneau chevauche un autre rendez-vous. Choisissez un autre horaire.',
                  conflicts: {
                    items: [
                      {
                        kind: 'appointment',
                        status: 'pending',
                        title: 'Paul Lefèvre',
                        start: '2099-12-01T14:30:00.000Z',
                        end: '2099-12-01T16:00:00.000Z',
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
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau rendez-vous' });
    await user.type(within(dialog).getByLabelText('Client'), 'Jean Martin');
    await user.selectOptions(within(dialog).getByLabelText('Type de rendez-vous'), 'Signature acte');
    await user.type(within(dialog).getByLabelText('Date'), '2099-12-01');
    await user.type(within(dialog).getByLabelText('Heure'), '15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le rendez-vous' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Rendez-vous en attente — Paul Lefèvre — 15:30 – 17:00',
    );
    expect(within(dialog).queryByRole('button', { name: 'Créer quand même' })).not.toBeInTheDocument();
  });

  it('deletes a document after confirmation and keeps the focus in the documents', async () => {
    const document = {
      id: 7,
      title: 'Bail',
      kind: 'scan' as const,
      fileName: 'bail.pdf',
      contentType: 'application/pdf',
      sizeBytes: 12,
      date: '2099-11-20',
      url: '/api/pro/appointments/1/documents/7/file',
      sharedAt: null,
    };
    const withDocument = { ...CONFIRMED, documents: [document] };
    const { api, user } = setup({
      appointments: [withDocument, PENDING],
      routes: [
        {
          method: 'DELETE',
          path: '/api/pro/appointments/1/documents/7',
          handler: () => json({ appointment: CONFIRMED }),
        },
      ],
    });
    const dialog = await openDetails(user, 'Marie Dubois');
    await user.click(within(dialog).getByRole('tab', { name: 'Documents' }));
    const remove = within(dialog).getByRole('button', { name: 'Supprimer Bail' });
    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: 'Supprimer le document' });
    expect(confirm).toHaveTextContent(
      'Supprimer le document « Bail » de ce rendez-vous ? Cette action est irréversible.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(remove);
    confirm = await screen.findByRole('alertdialog', { name: 'Supprimer le document' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText('Aucun document pour ce rendez-vous.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Documents du rendez-vous' })).toHaveFocus(),
    );
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('requires a title and a file for a document, and shows the API error', async () => {
    const { api, user } = setup({
      routes: [
        {
          method: 'POST',
          path: '/api/pro/appointments/1/documents',
          handler: () =>
            json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message:
                    'Type de fichier non accepté (PDF, images PNG/JPEG/GIF/WebP ou documents Word, Excel, PowerPoint).',
                  fieldErrors: { contentBase64: 'Type de fichier non accepté' },
                },
              },
              400,
            ),
        },
      ],
    });
    const dialog = await openDetails(user, 'Marie Dubois');
    await user.click(within(dialog).getByRole('tab', { name: 'Documents' }));
    const scan = within(dialog).getByRole('button', { name: 'Ajouter un scan' });
    const document = within(dialog).getByRole('button', { name: 'Ajouter un document' });
    expect(scan).toBeDisabled();
    expect(document).toBeDisabled();
    await user.upload(
      within(dialog).getByLabelText('Fichier'),
      new File(['hello'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(scan).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Titre du document'), 'Pièce jointe');
    expect(scan).toBeEnabled();
    await user.click(scan);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Type de fichier non accepté');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Pièce jointe',
      kind: 'scan',
      fileName: 'scan.pdf',
      contentBase64: 'aGVsbG8=',
    });
  });

  it('exports the filtered list to a print window after 500 ms', async () => {
    const printWindow = {
      document: { open: vi.fn(), write: vi.fn(), close: vi.fn() },
      focus: vi.fn(),
      print: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Marie Dubois' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Exporter en PDF' }));
      expect(open).toHaveBeenCalledTimes(1);
      expect(printWindow.document.write).not.toHaveBeenCalled();
      vi.advanceTimersByTime(500);
      expect(printWindow.document.write).toHaveBeenCalledTimes(1);
      const html = String(printWindow.document.write.mock.calls[0]?.[0]);
      expect(html).toContain('<td>Marie Dubois</td>');
      expect(html).toContain('<td>Lucas Moreau</td>');
      expect(printWindow.print).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
