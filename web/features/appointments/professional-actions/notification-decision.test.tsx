import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '#domain/messaging/notifications/notification-schemas.ts';
import { NotificationPanel } from '#web/features/messaging/notifications/notification-bell.tsx';
import { json, stubApi, withQueryClient } from '../booking/test-support';
import { renderNotificationDecision } from './notification-decision';
import { makeProAppointment } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function notification(overrides: Partial<TNotification>): TNotification {
  return {
    id: 1,
    kind: 'appointment_requested',
    title: 'Demande de rendez-vous',
    body: '',
    link: '/pro/dashboard/appointments?rdv=2',
    appointmentId: 2,
    createdAt: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

describe('the bell’s decisions', () => {
  it('offers « Accepter / Refuser » under a pending request’s notification only, and marks it read once decided', async () => {
    let accepted = false;
    const request = makeProAppointment({
      id: 2,
      client: 'Lucas Moreau',
      status: 'pending',
      date: '2099-12-01',
      time: '10:00',
    });
    const api = stubApi([
      {
        method: 'GET',
        path: '/api/pro/notifications',
        handler: () =>
          json({
            notifications: [
              notification({ id: 11, title: 'Demande de rendez-vous de Lucas Moreau' }),
              // Already decided elsewhere: no buttons.
              notification({ id: 10, title: 'Demande de rendez-vous de Marie Dubois', appointmentId: 9 }),
              notification({
                id: 9,
                kind: 'appointment_cancelled',
                title: 'Emma Laurent a annulé',
                appointmentId: 3,
              }),
            ],
            unreadCount: 3,
          }),
      },
      {
        method: 'GET',
        path: '/api/pro/appointments?period=all&status=pending&view=upcoming',
        handler: () => json({ appointments: accepted ? [] : [request], count: accepted ? 0 : 1 }),
      },
      {
        method: 'POST',
        path: '/api/pro/appointments/2/accept',
        handler: () => {
          accepted = true;
          return json({ appointment: { ...request, status: 'confirmed' } });
        },
      },
      { method: 'POST', path: '/api/pro/notifications/11/read', handler: () => json({ ok: true }) },
    ]);
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <NotificationPanel space="pro" onNavigate={() => {}} renderActions={renderNotificationDecision} />
        ),
      },
    ]);
    const user = userEvent.setup();
    render(withQueryClient(<RouterProvider router={router} />));

    const accept = await screen.findByRole('button', {
      name: 'Accepter la demande de Lucas Moreau, mardi 1er décembre à 10:00',
    });
    expect(screen.getAllByRole('button', { name: /^Accepter/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Refuser/ })).toHaveLength(1);
    const line = accept.closest('li') as HTMLElement;
    expect(within(line).getByRole('link', { name: /Lucas Moreau/ })).toBeInTheDocument();

    await user.click(accept);
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/pro/notifications/11/read')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Accepter/ })).not.toBeInTheDocument());
    expect(accepted).toBe(true);
  });
});
