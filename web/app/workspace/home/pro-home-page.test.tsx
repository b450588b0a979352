import { render, screen, within } from '@testing-library/react';
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

const WEEKS = Array.from({ length: 12 }, (_, index) => ({
  weekStart: `2026-${index < 3 ? '09' : '10'}-${String(1 + index).padStart(2, '0')}`,
  count: index,
}));

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
  it('shows the greeting, the real figures, the upcoming appointments and the weekly table', async () => {
    stubApi([
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
        method: 'GET',
        path: '/api/pro/summary',
        handler: () =>
          json({
            pendingAppointments: 1,
            activeCases: 0,
            appointmentsThisMonth: 7,
            revenueThisMonthCents: 125_050,
            newClientsThisMonth: 3,
            appointmentsPerWeek: WEEKS,
          }),
      },
      {
        method: 'GET',
        path: '/api/pro/appointments?period=all&status=all',
        handler: () => {
          const appointments = [
            makeProAppointment({ id: 1, client: 'Passé', start: '2000-01-01T10:00:00.000Z' }),
            makeProAppointment({ id: 2, client: 'Marie Dubois' }),
          ];
          return json({ appointments, count: appointments.length });
        },
      },
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
    render(withQueryClient(<RouterProvider router={router} />));

    expect(await screen.findByRole('heading', { name: 'Bonjour, Thomas', level: 1 })).toBeInTheDocument();
    // The payments received this month, as the server summed them.
    const revenue = await screen.findByText("Chiffre d'affaires du mois");
    expect(revenue.nextElementSibling?.textContent).toMatch(/^1\s250,50\s€$/);
    expect(screen.getByText('Rendez-vous ce mois-ci').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('Nouveaux clients').nextElementSibling).toHaveTextContent('3');
    // A valid list for assistive technologies (axe's definition-list and dlitem): a <div> in the <dl> holds
    // only its <dt> and <dd>.
    const tiles = screen.getByText('Nouveaux clients').closest('dl') as HTMLElement;
    expect([...tiles.children].map((tile) => [...tile.children].map((child) => child.tagName))).toEqual(
      Array.from({ length: 4 }, () => ['DT', 'DD']),
    );

    expect(await screen.findByRole('link', { name: 'Marie Dubois' })).toHaveAttribute(
      'href',
      '/pro/dashboard/appointments',
    );
    expect(screen.queryByText('Passé')).not.toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Dossiers récents' });
    const links = await within(recent).findAllByRole('link', { name: /Fabre|Moreau|Dubois/ });
    // Open cases first, most recently changed first; a closed one comes last.
    expect(links.map((link) => link.textContent)).toEqual([
      'Divorce Dubois',
      'Succession Moreau',
      'Vente Fabre',
    ]);
    expect(links[0]).toHaveAttribute('href', '/pro/dashboard/cases/3');
    expect(within(recent).getByText('Expertise')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau dossier' })).toHaveAttribute(
      'href',
      '/pro/dashboard/cases?nouveau=1',
    );

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
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
