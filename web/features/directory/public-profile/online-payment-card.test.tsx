import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOnlinePaymentSettings } from '#domain/appointments/online-payments/online-payment-rules.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { OnlinePaymentCard } from './online-payment-card';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/pro/dashboard/profile');
});

const NONE: TOnlinePaymentSettings = {
  available: true,
  connection: 'none',
  detailsSubmitted: false,
  requirePrepayment: false,
};

function setup(settings: TOnlinePaymentSettings, afterReturn: TOnlinePaymentSettings = settings) {
  const api = stubApi([
    { method: 'GET', path: '/api/pro/online-payment', handler: () => json(settings) },
    {
      method: 'PUT',
      path: '/api/pro/online-payment',
      handler: ({ body }) => json({ ...settings, ...(body as object) }),
    },
    {
      method: 'POST',
      path: '/api/pro/online-payment/stripe-onboarding',
      handler: () => json({ url: 'https://connect.stripe.com/setup/s/acct_1Test/abc' }),
    },
    { method: 'POST', path: '/api/pro/online-payment/stripe-return', handler: () => json(afterReturn) },
  ]);
  const { container } = render(withQueryClient(<OnlinePaymentCard />));
  return { api, container, user: userEvent.setup() };
}

describe('OnlinePaymentCard', () => {
  it('is not shown when the platform does not offer online payment', async () => {
    const { api, container } = setup({ ...NONE, available: false });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('has no field to type an account: « Connecter mon compte Stripe » goes to Stripe’s onboarding', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '', pathname: '/pro/dashboard/profile' });
    const { api, user } = setup(NONE);
    await user.click(await screen.findByRole('button', { name: 'Connecter mon compte Stripe' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/s/acct_1Test/abc'),
    );
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/pro/online-payment/stripe-onboarding',
    ]);
  });

  it('saves the prepayment choice alone, saying it waits for Stripe’s activation', async () => {
    const { api, user } = setup({ ...NONE, connection: 'pending', detailsSubmitted: true });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Compte Stripe : En attente de vérification par Stripe',
    );
    expect(screen.getByText(/ne sera demandé qu’une fois votre compte Stripe activé/)).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: 'Demander le paiement en ligne à la réservation' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { requirePrepayment: true },
      ]),
    );
  });

  it('reads the account from Stripe when Stripe’s onboarding sends the professional back', async () => {
    window.history.replaceState(null, '', '/pro/dashboard/profile?stripe=retour');
    const { api } = setup(
      { ...NONE, connection: 'pending' },
      { ...NONE, connection: 'enabled', detailsSubmitted: true },
    );
    expect(await screen.findByText('Compte Stripe : Paiements en ligne activés')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connecter mon compte Stripe' })).toBeNull();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/pro/online-payment/stripe-return',
    );
    expect(window.location.search).toBe('');
  });

  it('says when the account was disconnected', async () => {
    setup({ ...NONE, connection: 'disconnected' });
    expect(await screen.findByRole('status')).toHaveTextContent('Compte Stripe : Compte déconnecté');
    expect(screen.getByRole('button', { name: 'Connecter mon compte Stripe' })).toBeVisible();
  });
});
