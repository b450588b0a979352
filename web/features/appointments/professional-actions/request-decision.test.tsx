import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, withQueryClient } from '../booking/test-support';
import { renderRequestDecision } from './request-decision';
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

const REQUEST = makeProAppointment({
  id: 7,
  client: 'Lucas Moreau',
  status: 'pending',
  date: '2099-11-24',
  time: '14:30',
});

/** The decision as web/app hands it to the planning's « RDV en attente ». */
function setup() {
  const api = stubApi([
    {
      method: 'POST',
      path: '/api/pro/appointments/7/accept',
      handler: () => json({ appointment: { ...REQUEST, status: 'confirmed' } }),
    },
    {
      method: 'POST',
      path: '/api/pro/appointments/7/refuse',
      handler: () => json({ appointment: { ...REQUEST, status: 'cancelled', cancelledBy: 'professional' } }),
    },
  ]);
  const user = userEvent.setup();
  render(withQueryClient(renderRequestDecision(REQUEST)));
  return { api, user };
}

async function openRefusal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    screen.getByRole('button', { name: 'Refuser la demande de Lucas Moreau, mardi 24 novembre à 14:30' }),
  );
  return screen.findByRole('alertdialog', { name: 'Refuser la demande de Lucas Moreau' });
}

describe('the decision on a client’s request', () => {
  it('accepts in one click, with the neutral toast', async () => {
    const { api, user } = setup();
    await user.click(
      screen.getByRole('button', { name: 'Accepter la demande de Lucas Moreau, mardi 24 novembre à 14:30' }),
    );
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith('Demande acceptée\u00a0: nous avons prévenu Lucas Moreau'),
    );
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/pro/appointments/7/accept',
    ]);
  });

  it('says the client reads the reason and sends the internal note apart (issue 15 §4)', async () => {
    const { api, user } = setup();
    const dialog = await openRefusal(user);
    const reason = within(dialog).getByLabelText('Motif du refus (facultatif)');
    expect(reason).toHaveAccessibleDescription(
      "Le client lira ce motif dans son espace et dans l'e-mail de refus.",
    );
    await user.type(reason, 'Agenda complet ce mois-ci');
    await user.type(
      within(dialog).getByLabelText('Note interne (jamais montrée au client)'),
      'Conflit\u00a0: je représente la partie adverse',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith('Demande refusée\u00a0: nous avons prévenu Lucas Moreau'),
    );
    expect(api.calls.find((call) => call.path === '/api/pro/appointments/7/refuse')?.body).toEqual({
      reason: 'Agenda complet ce mois-ci',
      internalNote: 'Conflit\u00a0: je représente la partie adverse',
    });
  });

  it('sends neither reason nor internal note when both are left blank', async () => {
    const { api, user } = setup();
    const dialog = await openRefusal(user);
    await user.type(within(dialog).getByLabelText('Note interne (jamais montrée au client)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/pro/appointments/7/refuse')).toBe(true),
    );
    expect(api.calls.find((call) => call.path === '/api/pro/appointments/7/refuse')?.body).toEqual({});
  });
});
