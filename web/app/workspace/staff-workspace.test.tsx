import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
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
});

/** A page of the workspace that reads the lawyer's data, as the real pages do through the API. */
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

function ContactStandIn() {
  return <h1>Contact {useParams().id}</h1>;
}

// An assistant's own notifications are hers (issue 27 §3); their settings are a lawyer's. The messages about the
// lawyer's appointments are hers to answer (ADR 0069), an accountant's never.
const FORBIDDEN_CALL =
  /^\/api\/(pro\/(notification-settings|cases|timer|work-sessions|search|profile|calendar-accounts)|auth\/pro\/notifications)/;

/** The workspace with stand-in pages; the server answers with the data of the lawyer worked for. */
function renderWorkspace(start: TStaffSummary, path: string) {
  let staff = start;
  const api = stubApi([
    { method: 'GET', path: '/api/auth/pro/session', handler: () => json(makeStaffSession(staff)) },
    {
      method: 'PUT',
      path: '/api/pro/acting-for',
      handler: ({ body }) => {
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
          pendingAppointments: staff.actingFor?.userId === SOPHIE_MARTIN.userId ? 2 : 0,
          activeCases: 0,
          appointmentsThisMonth: 0,
          revenueThisMonthCents: 0,
          newClientsThisMonth: 0,
          appointmentsPerWeek: [],
        }),
    },
    {
      method: 'GET',
      path: '/api/pro/conversations/unread-count',
      handler: () => json({ unread: staff.actingFor?.userId === SOPHIE_MARTIN.userId ? 3 : 0 }),
    },
    {
      method: 'GET',
      path: /^\/api\/pro\/(events|invoices)$/,
      handler: () => json({ owner: staff.actingFor?.name }),
    },
  ]);
  const router = createMemoryRouter(
    [
      {
        path: '/pro/dashboard',
        element: <ProDashboardLayout />,
        children: [
          { index: true, element: <h1>Tableau de bord de l’avocat</h1> },
          { path: 'planning', element: <LawyerDataPage title="Planning" path="/api/pro/events" /> },
          { path: 'appointments', element: <h1>Mes rendez-vous</h1> },
          { path: 'contacts', element: <h1>Mes contacts</h1> },
          { path: 'contacts/:id', element: <ContactStandIn /> },
          { path: 'payments', element: <LawyerDataPage title="Factures" path="/api/pro/invoices" /> },
          { path: 'cases', element: <h1>Mes dossiers</h1> },
          { path: 'messages', element: <h1>Messages</h1> },
          { path: 'profile', element: <h1>Ma fiche pro</h1> },
          { path: 'cabinet', element: <h1>Mon cabinet</h1> },
          { path: 'compte', element: <h1>Mon compte</h1> },
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

/** The menu's links, in order, by their accessible names. */
function expectMenu(names: (string | RegExp)[]) {
  const links = within(menu()).getAllByRole('link');
  expect(links).toHaveLength(names.length);
  names.forEach((name, index) => {
    expect(links[index]).toBe(within(menu()).getByRole('link', { name }));
  });
}

describe('The workspace of an assistant', () => {
  it('opens on the planning, offers only the pages of the role, and calls nothing the role may not use', async () => {
    const { calls, router } = renderWorkspace(makeStaffSummary('assistant'), '/pro/dashboard');
    expect(await screen.findByRole('heading', { name: 'Planning' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/pro/dashboard/planning');
    expect(screen.queryByRole('heading', { name: 'Tableau de bord de l’avocat' })).toBeNull();
    expectMenu(['Planning', /^Rendez-vous/, 'Contacts', /^Messages/, 'Dossiers partagés', 'Mon cabinet']);
    expect(screen.getByText('Zoé Durand')).toBeVisible();
    expect(screen.getByText('Assistant(e) — Cabinet Martin Avocats')).toBeVisible();
    // Her own bell, but no workspace search, no timer, no banner about a lawyer's validation.
    expect(screen.getAllByTestId('notification-bell-pro').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Rechercher dans mon espace')).toBeNull();
    expect(screen.queryByRole('button', { name: /Minuteur de travail/ })).toBeNull();
    expect(screen.queryByText('Votre compte est en attente de validation.')).toBeNull();
    expect(await screen.findByText('Données de Sophie Martin')).toBeVisible();
    expect(
      await within(menu()).findByRole('link', { name: 'Rendez-vous 2 en attente de confirmation' }),
    ).toBeVisible();
    // The lawyer's scheduling messages she has to answer (ADR 0069).
    expect(await within(menu()).findByRole('link', { name: 'Messages 3 messages non lus' })).toBeVisible();
    expect(calls.map((call) => call.path).filter((path) => FORBIDDEN_CALL.test(path))).toEqual([]);
  });

  it('switches the lawyer worked for, shows the new lawyer’s data and says so', async () => {
    const { calls } = renderWorkspace(makeStaffSummary('assistant'), '/pro/dashboard/planning');
    const picker = await screen.findByLabelText('Vous travaillez pour');
    expect(picker).toHaveDisplayValue('Maître Sophie Martin');
    // The staff's top bar is a landmark (RGAA 9.2).
    expect(
      within(screen.getByRole('region', { name: 'Avocat pour qui vous travaillez' })).getByRole('combobox'),
    ).toBe(picker);
    expect(await screen.findByText('Données de Sophie Martin')).toBeVisible();

    await userEvent.selectOptions(picker, 'Maître Thomas Bernard');

    expect(await screen.findByText('Données de Thomas Bernard')).toBeVisible();
    expect(screen.getByLabelText('Vous travaillez pour')).toHaveDisplayValue('Maître Thomas Bernard');
    expect(toast.notify).toHaveBeenCalledWith('Vous travaillez maintenant pour Maître Thomas Bernard');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/pro/acting-for', body: { lawyerUserId: THOMAS_BERNARD.userId } },
    ]);
    // The badges are the new lawyer's too.
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'Rendez-vous' })).toBeVisible());
  });

  it('leaves a record of the previous lawyer for the list of the new one', async () => {
    const { router } = renderWorkspace(makeStaffSummary('assistant'), '/pro/dashboard/contacts/12');
    expect(await screen.findByRole('heading', { name: 'Contact 12' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Vous travaillez pour'), 'Maître Thomas Bernard');
    expect(await screen.findByRole('heading', { name: 'Mes contacts' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/pro/dashboard/contacts');
  });

  it('refuses a page of the lawyer’s the role does not open, without loading it', async () => {
    const { calls } = renderWorkspace(makeStaffSummary('assistant'), '/pro/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Page non accessible' })).toBeVisible();
    expect(screen.getByText('Cette page n’est pas accessible avec votre rôle (Assistant(e)).')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ma fiche pro' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Ouvrir le planning' }));
    expect(await screen.findByRole('heading', { name: 'Planning' })).toBeVisible();
    expect(calls.map((call) => call.path).filter((path) => FORBIDDEN_CALL.test(path))).toEqual([]);
  });

  it('says when no lawyer is assigned yet, and still opens « Mon cabinet »', async () => {
    const { calls, router } = renderWorkspace(
      makeStaffSummary('assistant', { lawyers: [], actingFor: null }),
      '/pro/dashboard',
    );
    expect(await screen.findByRole('heading', { name: 'Aucun avocat assigné' })).toBeVisible();
    expect(
      screen.getByText('Aucun avocat ne vous est encore assigné : demandez-le à un associé du cabinet.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Vous travaillez pour')).toBeNull();
    // Nothing of a lawyer's: only her own notifications.
    expect(
      calls.filter(
        (call) => call.path.startsWith('/api/pro/') && !call.path.startsWith('/api/pro/notifications'),
      ),
    ).toEqual([]);
    await router.navigate('/pro/dashboard/cabinet');
    expect(await screen.findByRole('heading', { name: 'Mon cabinet' })).toBeVisible();
  });
});

describe('The workspace of an accountant', () => {
  it('opens on the invoices and offers only them and the firm', async () => {
    const { calls, router } = renderWorkspace(makeStaffSummary('accountant'), '/pro/dashboard');
    expect(await screen.findByRole('heading', { name: 'Factures' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/pro/dashboard/payments');
    expectMenu(['Factures et paiements', 'Mon cabinet']);
    expect(screen.getByText('Comptable — Cabinet Martin Avocats')).toBeVisible();
    expect(await screen.findByText('Données de Sophie Martin')).toBeVisible();
    // Nor the planning's summary: the badges need the appointments, which the role does not reach.
    expect(calls.filter((call) => call.path.startsWith('/api/pro/')).map((call) => call.path)).toEqual([
      '/api/pro/invoices',
    ]);
  });

  it('refuses the planning', async () => {
    renderWorkspace(makeStaffSummary('accountant'), '/pro/dashboard/planning');
    expect(
      await screen.findByText('Cette page n’est pas accessible avec votre rôle (Comptable).'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ouvrir les factures' })).toHaveAttribute(
      'href',
      '/pro/dashboard/payments',
    );
  });
});
