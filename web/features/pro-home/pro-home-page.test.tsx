import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, withQueryClient } from '../booking/test-support';
import { makeProAppointment } from '../pro-appointments/test-fixtures';
import { ProDashboardHomePage } from './pro-home-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WEEKS = Array.from({ length: 12 }, (_, index) => ({
  weekStart: `2026-${index < 3 ? '09' : '10'}-${String(1 + index).padStart(2, '0')}`,
  count: index,
}));

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
            revenueThisMonthCents: 36_000,
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
    ]);
    const router = createMemoryRouter([{ path: '/', element: <ProDashboardHomePage /> }]);
    render(withQueryClient(<RouterProvider router={router} />));

    expect(await screen.findByRole('heading', { name: 'Bonjour, Thomas', level: 1 })).toBeInTheDocument();
    const revenue = await screen.findByText("Chiffre d'affaires du mois");
    expect(await within(revenue.parentElement as HTMLElement).findByText('360 €')).toBeInTheDocument();
    expect(screen.getByText('Rendez-vous ce mois-ci').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('Nouveaux clients').nextElementSibling).toHaveTextContent('3');

    expect(await screen.findByRole('link', { name: 'Marie Dubois' })).toHaveAttribute(
      'href',
      '/pro/dashboard/appointments',
    );
    expect(screen.queryByText('Passé')).not.toBeInTheDocument();

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'Nouveau rendez-vous' })).toHaveAttribute(
      'href',
      '/pro/dashboard/appointments?nouveau=1',
    );
  });
});
