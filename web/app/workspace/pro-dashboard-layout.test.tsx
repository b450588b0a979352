import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionResponse, TVerificationStatus } from '#domain/identity/auth/auth-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { SkipLink } from '#web/shared/layout/skip-link.tsx';
import { ProDashboardLayout } from './pro-dashboard-layout';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function session(verificationStatus: TVerificationStatus, rejectionReason: string | null): TSessionResponse {
  return {
    user: {
      id: 'p9',
      email: 'claire@example.com',
      firstName: 'Claire',
      lastName: 'Refus',
      name: 'Claire Refus',
      emailVerified: true,
      role: 'professional',
    },
    professional: {
      id: 9,
      professionalType: 'avocat',
      title: null,
      barAssociation: null,
      specialty: 'Droit civil',
      practice: 'Cabinet Claire',
      barNumber: 'LYON-1',
      verificationStatus,
      isVerified: verificationStatus === 'verified',
      rejectionReason,
    },
  };
}

function renderLayout(answer: TSessionResponse, path = '/pro/dashboard/cases') {
  const api = stubApi([
    { method: 'GET', path: '/api/auth/pro/session', handler: () => json(answer) },
    {
      method: 'GET',
      path: '/api/pro/summary',
      handler: () =>
        json({
          pendingAppointments: 0,
          activeCases: 0,
          appointmentsThisMonth: 0,
          revenueThisMonthCents: 0,
          newClientsThisMonth: 0,
          appointmentsPerWeek: [],
        }),
    },
  ]);
  const router = createMemoryRouter(
    [
      {
        // As the root layout draws them: « Aller au contenu » first, then the workspace.
        element: (
          <>
            <SkipLink />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/pro/dashboard',
            element: <ProDashboardLayout />,
            children: [
              {
                path: 'cases',
                element: (
                  <>
                    <h1>Mes dossiers</h1>
                    <button type="button">Nouveau dossier</button>
                  </>
                ),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return { ...api, router };
}

describe('ProDashboardLayout', () => {
  it('shows a refused professional only the refusal and its reason: no menu, no page, no workspace call', async () => {
    const api = renderLayout(session('rejected', 'Numéro de barreau introuvable.'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Votre inscription n'a pas été validée." }),
    ).toBeInTheDocument();
    expect(screen.getByText('Motif : Numéro de barreau introuvable.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Espace professionnel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mes dossiers' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/pro/'))).toEqual([]);
  });

  it('lets a pending professional prepare the workspace, saying no e-mail goes to clients meanwhile', async () => {
    renderLayout(session('pending', null));
    expect(await screen.findByRole('heading', { name: 'Mes dossiers' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Espace professionnel' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Votre compte est en attente de validation.')).toBeInTheDocument();
    expect(
      screen.getByText(/Aucun e-mail n'est envoyé à vos clients en votre nom avant la validation/),
    ).toBeInTheDocument();
  });

  it('ignores « pour » in a lawyer’s address: no switch, the page and its address as they are', async () => {
    const path = '/pro/dashboard/cases?pour=00000000-0000-4000-8000-00000000000b';
    const { calls, router } = renderLayout(session('verified', null), path);
    expect(await screen.findByRole('heading', { name: 'Mes dossiers' })).toBeInTheDocument();
    expect(screen.getAllByTestId('notification-bell-pro').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Paramètres des notifications' }).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path);
  });

  it('« Aller au contenu » is the first Tab stop and moves the focus to the main content', async () => {
    renderLayout(session('verified', null));
    expect(await screen.findByRole('heading', { name: 'Mes dossiers' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The next Tab goes on from the content, not from the menu.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nouveau dossier' })).toHaveFocus();
  });
});
