import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCaseSummary } from '#domain/practice/cases/case-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { makeProAppointment } from '#web/features/appointments/professional-actions/test-fixtures.ts';
import { ProDashboardHomePage } from './pro-home-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function caseSummary(
  id: number,
  title: string,
  status: TCaseSummary['status'],
  lastUpdate: string,
): TCaseSummary {
  return {
    id,
    title,
    clientName: 'Client',
    category: 'Autre',
    status,
    priority: 'Moyenne',
    openingDate: '2026-10-01',
    lastUpdate,
    nextDeadline: null,
  };
}

describe('ProDashboardHomePage', () => {
  it('opens on the requests to answer, today and what needs attention — not on counters', async () => {
    let accepted = false;
    const request = makeProAppointment({
      id: 2,
      client: 'Lucas Moreau',
      status: 'pending',
      date: '2099-12-01',
      time: '10:00',
      start: '2099-12-01T09:00:00.000Z',
      end: '2099-12-01T09:30:00.000Z',
    });
    const recentCancellation = makeProAppointment({
      id: 5,
      client: 'Emma Laurent',
      status: 'cancelled',
      cancelledBy: 'client',
      cancelledAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const oldCancellation = makeProAppointment({
      id: 6,
      client: 'Paul Ancien',
      status: 'cancelled',
      cancelledBy: 'client',
      cancelledAt: '2000-01-01T10:00:00.000Z',
    });
    const api = stubApi([
      {
        method: 'GET',
        path: '/api/auth/pro/session',
        handler: () =>
          json({
            user: {
              id: 'p1',
              email: 'thomas.bernard@example.com',
              firstName: 'Thomas',
              lastName: 'Bernard',
              name: 'Thomas Bernard',
              role: 'professional',
            },
          }),
      },
      {
        method: 'POST',
        path: '/api/pro/appointments/2/accept',
        handler: () => {
          accepted = true;
          return json({ appointment: { ...request, status: 'confirmed' } });
        },
      },
      {
        method: 'GET',
        path: '/api/pro/appointments?period=all&status=pending&view=upcoming',
        handler: () => {
          const appointments = accepted ? [] : [request];
          return json({ appointments, count: appointments.length });
        },
      },
      {
        method: 'GET',
        path: '/api/pro/appointments?period=today&status=all',
        handler: () => {
          const appointments = [makeProAppointment({ id: 1, client: 'Marie Dubois', time: '09:30' })];
          return json({ appointments, count: appointments.length });
        },
      },
      {
        method: 'GET',
        path: '/api/pro/appointments?period=all&status=all&view=cancelled',
        handler: () => json({ appointments: [recentCancellation, oldCancellation], count: 2 }),
      },
      { method: 'GET', path: '/api/pro/conversations/unread-count', handler: () => json({ unread: 3 }) },
      {
        method: 'GET',
        path: '/api/pro/cases',
        handler: () =>
          json({
            cases: [
              caseSummary(1, 'Vente Fabre', 'Clos', '2026-11-21T10:00:00.000Z'),
              caseSummary(2, 'Succession Moreau', 'Expertise', '2026-11-18T10:00:00.000Z'),
              caseSummary(3, 'Divorce Dubois', 'En cours', '2026-11-20T10:00:00.000Z'),
            ],
          }),
      },
    ]);
    const router = createMemoryRouter([{ path: '/', element: <ProDashboardHomePage /> }]);
    const user = userEvent.setup();
    render(withQueryClient(<RouterProvider router={router} />));

    expect(
      await screen.findByRole('heading', { name: 'Tableau de bord – Bonjour, Thomas', level: 1 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Tableau de bord | JurisRDV');
    expect(screen.queryByText("Chiffre d'affaires du mois")).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/pro/summary')).toBe(false);

    // « Demandes à traiter (1) » heads the page, with the decision named for the request.
    const requests = await screen.findByRole('region', { name: 'Demandes à traiter (1)' });
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Demandes à traiter (1)');
    expect(
      within(requests).getByRole('link', { name: /^Voir les détails de la demande de Lucas Moreau/ }),
    ).toHaveAttribute('href', '/pro/dashboard/appointments?rdv=2');

    const today = screen.getByRole('region', { name: "Aujourd'hui" });
    expect(await within(today).findByRole('link', { name: /Marie Dubois/ })).toHaveAttribute(
      'href',
      '/pro/dashboard/appointments?rdv=1',
    );
    expect(within(today).getByText('09:30')).toBeInTheDocument();

    const todo = screen.getByRole('region', { name: 'À traiter' });
    expect(await within(todo).findByRole('link', { name: '3 messages non lus' })).toHaveAttribute(
      'href',
      '/pro/dashboard/messages',
    );
    expect(
      within(todo).getByText('1 demande de rendez-vous en attente de votre réponse'),
    ).toBeInTheDocument();
    expect(within(todo).getByText(/1 annulation par vos clients/)).toBeInTheDocument();
    expect(within(todo).getByText(/Emma Laurent/)).toBeInTheDocument();
    expect(within(todo).queryByText(/Paul Ancien/)).not.toBeInTheDocument();

    await user.click(
      within(requests).getByRole('button', {
        name: 'Accepter la demande de Lucas Moreau, mardi 1er décembre à 10:00',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Demandes à traiter/ })).not.toBeInTheDocument(),
    );
    expect(accepted).toBe(true);

    const recent = screen.getByRole('region', { name: 'Dossiers récents' });
    const links = await within(recent).findAllByRole('link', { name: /Fabre|Moreau|Dubois/ });
    // Open cases first, most recently changed first; a closed one comes last.
    expect(links.map((link) => link.textContent)).toEqual([
      'Divorce Dubois',
      'Succession Moreau',
      'Vente Fabre',
    ]);
    expect(screen.getByRole('link', { name: 'Nouveau rendez-vous' })).toHaveAttribute(
      'href',
      '/pro/dashboard/appointments?nouveau=1',
    );
  });

  it('until the profile is public, shows the validation state and a checklist linking to « Ma fiche pro »', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/pro/profile',
        handler: () =>
          json({
            id: 9,
            publication: {
              isPublic: false,
              verificationStatus: 'pending',
              missing: [
                {
                  key: 'officeAddress',
                  label: "L'adresse de votre cabinet, puisque vous proposez des rendez-vous au cabinet",
                  section: 'coordonnees',
                  sectionTitle: 'Coordonnées',
                },
                {
                  key: 'fees',
                  label: 'Vos honoraires (première consultation, paiement)',
                  section: 'prestations',
                  sectionTitle: 'Prestations et tarifs',
                },
              ],
            },
          }),
      },
    ]);
    const router = createMemoryRouter([{ path: '/', element: <ProDashboardHomePage /> }]);
    render(withQueryClient(<RouterProvider router={router} />));

    const checklist = await screen.findByRole('region', {
      name: "Votre fiche n'est pas encore visible des clients",
    });
    const steps = within(within(checklist).getByRole('list', { name: 'Étapes avant publication' }));
    const items = steps.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe("Validation de votre compte par l'équipe JurisRDV : en cours");
    expect(items[1]).toContain("L'adresse de votre cabinet");
    expect(steps.getByRole('link', { name: 'Ma fiche pro, Coordonnées' })).toHaveAttribute(
      'href',
      '/pro/dashboard/profile#coordonnees',
    );
    expect(steps.getByRole('link', { name: 'Ma fiche pro, Prestations et tarifs' })).toHaveAttribute(
      'href',
      '/pro/dashboard/profile#prestations',
    );
  });
});
