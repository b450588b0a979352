import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import type { TNotification } from '#domain/messaging/notifications/notification-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { makeProAppointment } from '#web/features/appointments/professional-actions/test-fixtures.ts';
import {
  makeStaffSession,
  makeStaffSummary,
  SOPHIE_MARTIN,
  THOMAS_BERNARD,
} from '#web/features/identity/firms/staff-test-fixtures.ts';
import { apiGet } from '#web/shared/api/http.ts';
import { ProDashboardLayout } from './pro-dashboard-layout';

const toast = vi.hoisted(() => ({ notify: vi.fn(), notifyDestructive: vi.fn() }));
vi.mock('#web/shared/ui/toast.ts', () => toast);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  FakeEventSource.opened = [];
});

/** The browser's live stream, which jsdom lacks: records what the workspace opens and lets a test push. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  close() {
    this.closed = true;
  }
  push(type: string, data: unknown) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

function LawyerDataPage(props: { title: string; path: string }) {
  const data = useQuery({
    queryKey: ['pro', 'stand-in', props.path],
    queryFn: () => apiGet<{ owner: string }>(props.path),
  });
  return (
    <>
      <h1>{props.title}</h1>
      <p>{data.data ? `Données de ${data.data.owner}` : 'Chargement…'}</p>
    </>
  );
}

function notification(overrides: Partial<TNotification>): TNotification {
  return {
    id: 1,
    kind: 'appointment_requested',
    title: 'Demande de rendez-vous',
    body: '',
    link: '/pro/dashboard/appointments',
    appointmentId: null,
    createdAt: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

const UNKNOWN_LAWYER = '00000000-0000-4000-8000-0000000000ff';

/** Sophie's pending request, which her assistant may decide from the bell. */
const SOPHIE_REQUEST = makeProAppointment({
  id: 2,
  client: 'Lucas Moreau',
  status: 'pending',
  date: '2099-12-01',
  time: '10:00',
});

function renderWorkspace(
  start: TStaffSummary,
  path: string,
  options: { notifications?: TNotification[]; refuseSwitch?: boolean } = {},
) {
  let staff = start;
  let accepted = false;
  const api = stubApi([
    { method: 'GET', path: '/api/auth/pro/session', handler: () => json(makeStaffSession(staff)) },
    {
      method: 'PUT',
      path: '/api/pro/acting-for',
      handler: ({ body }) => {
        if (options.refuseSwitch)
          return json({ error: { code: 'FORBIDDEN', message: 'Cet avocat ne vous est plus assigné.' } }, 403);
        const chosen = staff.lawyers.find(
          (lawyer) => lawyer.userId === (body as { lawyerUserId: string }).lawyerUserId,
        );
        if (!chosen) return json({ error: { code: 'NOT_FOUND', message: 'Avocat introuvable.' } }, 404);
        staff = { ...staff, actingFor: chosen };
        return json(staff);
      },
    },
    {
      method: 'GET',
      path: '/api/pro/summary',
      handler: () =>
        json({
          pendingAppointments: staff.actingFor?.userId === SOPHIE_MARTIN.userId && !accepted ? 1 : 0,
          activeCases: 0,
          appointmentsThisMonth: 0,
          revenueThisMonthCents: 0,
          newClientsThisMonth: 0,
          appointmentsPerWeek: [],
        }),
    },
    {
      method: 'GET',
      path: /^\/api\/pro\/(events|invoices)$/,
      handler: () => json({ owner: staff.actingFor?.name }),
    },
    {
      method: 'GET',
      path: '/api/pro/notifications/unread-count',
      handler: () => json({ unreadCount: (options.notifications ?? []).filter((n) => !n.readAt).length }),
    },
    {
      method: 'GET',
      path: '/api/pro/notifications',
      handler: () =>
        json({
          notifications: options.notifications ?? [],
          unreadCount: (options.notifications ?? []).filter((n) => !n.readAt).length,
        }),
    },
    { method: 'POST', path: /^\/api\/pro\/notifications\/\d+\/read$/, handler: () => json({ ok: true }) },
    {
      method: 'GET',
      path: '/api/pro/appointments?period=all&status=pending&view=upcoming',
      // The requests of the lawyer worked for, as the server scopes them.
      handler: () =>
        json(
          staff.actingFor?.userId === SOPHIE_MARTIN.userId && !accepted
            ? { appointments: [SOPHIE_REQUEST], count: 1 }
            : { appointments: [], count: 0 },
        ),
    },
    {
      method: 'POST',
      path: '/api/pro/appointments/2/accept',
      handler: () => {
        accepted = true;
        return json({ appointment: { ...SOPHIE_REQUEST, status: 'confirmed' } });
      },
    },
  ]);
  const router = createMemoryRouter(
    [
      {
        path: '/pro/dashboard',
        element: <ProDashboardLayout />,
        children: [
          { path: 'planning', element: <LawyerDataPage title="Planning" path="/api/pro/events" /> },
          { path: 'appointments', element: <h1>Mes rendez-vous</h1> },
          { path: 'payments', element: <LawyerDataPage title="Factures" path="/api/pro/invoices" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return { ...api, router };
}

function menu(): HTMLElement {
  const [first] = screen.getAllByRole('navigation', { name: 'Espace professionnel' });
  if (!first) throw new Error('Pas de menu');
  return first;
}

async function openBell() {
  const [bell] = await screen.findAllByTestId('notification-bell-pro');
  if (!bell) throw new Error('Pas de cloche');
  await userEvent.click(bell);
  return screen.findByRole('dialog');
}

describe('An assistant’s bell', () => {
  it('is her own: shown, followed live, with no notification settings', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { calls } = renderWorkspace(makeStaffSummary('assistant'), '/pro/dashboard/planning', {
      notifications: [
        notification({
          id: 7,
          kind: 'appointment_cancelled',
          title: 'Emma Laurent a annulé son rendez-vous',
          link: `/pro/dashboard/appointments?pour=${SOPHIE_MARTIN.userId}`,
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Planning' })).toBeVisible();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/pro/notifications/stream']);
    act(() => FakeEventSource.opened[0]?.push('unread', { unreadCount: 3 }));
    expect(
      (await screen.findAllByRole('button', { name: 'Notifications, 3 non lues' })).length,
    ).toBeGreaterThan(0);

    const panel = await openBell();
    expect(await within(panel).findByText('Emma Laurent a annulé son rendez-vous')).toBeVisible();
    expect(within(panel).queryByRole('link', { name: 'Paramètres des notifications' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Paramètres des notifications' })).toBeNull();
    expect(calls.some((call) => call.path.includes('notification-settings'))).toBe(false);
  });

  it('is not an accountant’s: no bell, no stream, no notification asked', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { calls } = renderWorkspace(makeStaffSummary('accountant'), '/pro/dashboard/payments');
    expect(await screen.findByText('Données de Sophie Martin')).toBeVisible();
    expect(screen.queryByTestId('notification-bell-pro')).toBeNull();
    expect(FakeEventSource.opened).toEqual([]);
    expect(calls.filter((call) => call.path.includes('notifications'))).toEqual([]);
  });

  it('accepts a request of the lawyer worked for, and the appointments refresh', async () => {
    const { calls } = renderWorkspace(makeStaffSummary('assistant'), '/pro/dashboard/appointments', {
      notifications: [
        notification({
          id: 11,
          title: 'Demande de rendez-vous de Lucas Moreau',
          link: `/pro/dashboard/appointments?rdv=2&pour=${SOPHIE_MARTIN.userId}`,
          appointmentId: 2,
        }),
        // Thomas's request: decided once working for him, by opening its line.
        notification({
          id: 10,
          title: 'Demande de rendez-vous de Marie Dubois',
          link: `/pro/dashboard/appointments?rdv=3&pour=${THOMAS_BERNARD.userId}`,
          appointmentId: 3,
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Mes rendez-vous' })).toBeVisible();
    expect(
      await within(menu()).findByRole('link', { name: 'Rendez-vous 1 en attente de confirmation' }),
    ).toBeVisible();
    const panel = await openBell();
    const accept = await within(panel).findByRole('button', {
      name: 'Accepter la demande de Lucas Moreau, mardi 1er décembre à 10:00',
    });
    expect(within(panel).getAllByRole('button', { name: /^Accepter/ })).toHaveLength(1);

    await userEvent.click(accept);

    expect(toast.notify).toHaveBeenCalledWith('Demande acceptée\u00a0: nous avons prévenu Lucas Moreau');
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'Rendez-vous' })).toBeVisible());
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/pro/notifications/11/read'),
    ).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('An assistant’s bell, for a request of another of her lawyers', () => {
  it('says whose request it is, switches to that lawyer on her word, then decides in that lawyer’s name', async () => {
    const { calls } = renderWorkspace(
      { ...makeStaffSummary('assistant'), actingFor: THOMAS_BERNARD },
      '/pro/dashboard/planning',
      {
        notifications: [
          notification({
            id: 11,
            title: 'Demande de rendez-vous de Lucas Moreau',
            link: `/pro/dashboard/appointments?rdv=2&pour=${SOPHIE_MARTIN.userId}`,
            appointmentId: 2,
          }),
        ],
      },
    );
    expect(await screen.findByText('Données de Thomas Bernard')).toBeVisible();
    let panel = await openBell();
    expect(await within(panel).findByText('Demande pour Maître Sophie Martin')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /^Accepter/ })).toBeNull();

    await userEvent.click(
      within(panel).getByRole('button', { name: 'Passer à Maître Sophie Martin pour répondre' }),
    );
    expect(toast.notify).toHaveBeenCalledWith('Vous agissez pour Maître Sophie Martin');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { lawyerUserId: SOPHIE_MARTIN.userId },
    ]);
    panel = screen.getByRole('dialog');
    await userEvent.click(
      await within(panel).findByRole('button', {
        name: 'Accepter la demande de Lucas Moreau, mardi 1er décembre à 10:00',
      }),
    );
    expect(toast.notify).toHaveBeenCalledWith('Demande acceptée\u00a0: nous avons prévenu Lucas Moreau');
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/pro/appointments/2/accept'),
    ).toBe(true);
  });
});

describe('A link that says for which lawyer (« pour »)', () => {
  it('switches to another assigned lawyer first, then shows the page and drops the parameter', async () => {
    const { calls, router } = renderWorkspace(
      makeStaffSummary('assistant'),
      `/pro/dashboard/planning?vue=semaine&pour=${THOMAS_BERNARD.userId}`,
    );
    expect(await screen.findByText('Données de Thomas Bernard')).toBeVisible();
    expect(toast.notify).toHaveBeenCalledWith('Vous travaillez maintenant pour Maître Thomas Bernard');
    expect(screen.getByLabelText('Vous travaillez pour')).toHaveDisplayValue('Maître Thomas Bernard');
    expect(router.state.location.pathname).toBe('/pro/dashboard/planning');
    expect(router.state.location.search).toBe('?vue=semaine');
    expect(router.state.historyAction).toBe('REPLACE');
    // Nothing of Sophie's was loaded for a page about Thomas.
    const switched = calls.findIndex((call) => call.method === 'PUT');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/pro/acting-for', body: { lawyerUserId: THOMAS_BERNARD.userId } },
    ]);
    expect(calls.findIndex((call) => call.path === '/api/pro/events')).toBeGreaterThan(switched);
    expect(screen.queryByText('Données de Sophie Martin')).toBeNull();
  });

  it('switches when the assistant opens a notification about the other lawyer from her bell', async () => {
    const { calls, router } = renderWorkspace(makeStaffSummary('assistant'), '/pro/dashboard/planning', {
      notifications: [
        notification({
          id: 12,
          kind: 'appointment_booked',
          title: 'Nouveau rendez-vous avec Marie Dubois',
          link: `/pro/dashboard/appointments?rdv=3&pour=${THOMAS_BERNARD.userId}`,
          appointmentId: 3,
        }),
      ],
    });
    expect(await screen.findByText('Données de Sophie Martin')).toBeVisible();
    const panel = await openBell();
    await userEvent.click(
      await within(panel).findByRole('link', { name: /Nouveau rendez-vous avec Marie Dubois/ }),
    );

    expect(await screen.findByRole('heading', { name: 'Mes rendez-vous' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?rdv=3'));
    expect(router.state.location.pathname).toBe('/pro/dashboard/appointments');
    expect(toast.notify).toHaveBeenCalledWith('Vous travaillez maintenant pour Maître Thomas Bernard');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { lawyerUserId: THOMAS_BERNARD.userId },
    ]);
  });

  it.each([
    ['a lawyer who is not hers', UNKNOWN_LAWYER],
    ['no lawyer at all', 'n-importe-quoi'],
    ['the lawyer she already works for', SOPHIE_MARTIN.userId],
  ])('is dropped without asking the server when it names %s', async (_case, pour) => {
    const { calls, router } = renderWorkspace(
      makeStaffSummary('assistant'),
      `/pro/dashboard/planning?pour=${pour}`,
    );
    expect(await screen.findByText('Données de Sophie Martin')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('says when the switch fails, and opens the list of the lawyer still worked for', async () => {
    const { router } = renderWorkspace(
      makeStaffSummary('assistant'),
      `/pro/dashboard/appointments?rdv=3&pour=${THOMAS_BERNARD.userId}`,
      { refuseSwitch: true },
    );
    expect(await screen.findByRole('heading', { name: 'Mes rendez-vous' })).toBeVisible();
    expect(toast.notifyDestructive).toHaveBeenCalledWith(
      'Changement d’avocat impossible',
      'Cet avocat ne vous est plus assigné.',
    );
    expect(router.state.location.pathname).toBe('/pro/dashboard/appointments');
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Vous travaillez pour')).toHaveDisplayValue('Maître Sophie Martin');
  });
});
