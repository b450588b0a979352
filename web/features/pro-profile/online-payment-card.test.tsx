import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOnlinePaymentSettings } from '../../../domain/online-payments/online-payment-rules';
import { json, stubApi, withQueryClient } from '../booking/test-support';
import { OnlinePaymentCard } from './online-payment-card';

afterEach(() => vi.unstubAllGlobals());

function setup(settings: TOnlinePaymentSettings) {
  const api = stubApi([
    { method: 'GET', path: '/api/pro/online-payment', handler: () => json(settings) },
    {
      method: 'PUT',
      path: '/api/pro/online-payment',
      handler: ({ body }) => json({ available: true, ...(body as object) }),
    },
  ]);
  const { container } = render(withQueryClient(<OnlinePaymentCard />));
  return { api, container, user: userEvent.setup() };
}

describe('OnlinePaymentCard', () => {
  it('is not shown when the platform does not offer online payment', async () => {
    const { api, container } = setup({ available: false, stripeAccountId: null, requirePrepayment: false });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('saves the connected account and the prepayment choice, refusing a malformed account id', async () => {
    const { api, user } = setup({ available: true, stripeAccountId: null, requirePrepayment: false });
    const account = await screen.findByLabelText('Compte Stripe connecté');
    await user.click(
      screen.getByRole('checkbox', { name: 'Demander le paiement en ligne à la réservation' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Indiquez votre compte Stripe pour demander le paiement en ligne'),
    ).toBeVisible();
    await user.type(account, 'sk_live_123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Identifiant de compte Stripe invalide (de la forme acct_…)'),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.clear(account);
    await user.type(account, 'acct_1SophieMartin01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { stripeAccountId: 'acct_1SophieMartin01', requirePrepayment: true },
      ]),
    );
  });
});
