import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import { BookingDialog } from './booking-dialog';
import { goToCheckout } from './go-to-checkout';
import { json, makeAppointment, makeProfile, SIGNED_IN, stubApi, withQueryClient } from './test-support';

vi.mock('./go-to-checkout', () => ({ goToCheckout: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(goToCheckout).mockClear();
});

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';
const NOTICE = /Le paiement de 120\s€ vous sera demandé pour confirmer le rendez-vous\./;

function setup(profile: TProfessionalProfile, payment: { checkoutUrl: string } | undefined) {
  const api = stubApi([
    { method: 'GET', path: '/api/professionals/1', handler: () => json(profile) },
    { method: 'GET', path: '/api/auth/client/session', handler: () => json(SIGNED_IN) },
    {
      method: 'POST',
      path: '/api/appointments',
      handler: () =>
        json(
          {
            appointment: makeAppointment({ status: 'pending' }),
            notifications: { emailDelivery: true, reminderScheduled: false },
            ...(payment ? { payment } : {}),
          },
          201,
        ),
    },
  ]);
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/search']}>
        <BookingDialog professionalId={1} open onOpenChange={() => {}} />
      </MemoryRouter>,
    ),
  );
  return { user: userEvent.setup(), api };
}

async function toConfirmation(user: ReturnType<typeof userEvent.setup>) {
  const dialog = () => screen.getByRole('dialog');
  await screen.findByRole('heading', { name: 'Motif de la consultation' });
  await user.click(within(dialog()).getByRole('button', { name: 'Continuer' }));
  await screen.findByRole('heading', { name: 'Mode de consultation' });
  await user.click(screen.getByRole('radio', { name: 'Cabinet' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Continuer' }));
  await screen.findByRole('heading', { name: 'Choisissez un créneau' });
  await user.click(
    screen.getByRole('button', { name: 'mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence' }),
  );
  return screen.findByRole('button', { name: 'Confirmer le rendez-vous' });
}

describe('booking with online prepayment', () => {
  it('tells the client the amount before confirming, then sends them to the payment page', async () => {
    const { user, api } = setup(makeProfile({ prepayment: true }), { checkoutUrl: CHECKOUT_URL });
    const confirm = await toConfirmation(user);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    // A paying consultation: the fee agreement is accepted first.
    await user.click(screen.getByRole('checkbox', { name: /J'accepte la convention d'honoraires/ }));
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Paiement du rendez-vous' })).toBeInTheDocument();
    expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL);
    expect(screen.getByRole('link', { name: 'Payer maintenant' })).toHaveAttribute('href', CHECKOUT_URL);
    // Nothing is said to be confirmed before the payment.
    expect(screen.queryByText('Rendez-vous confirmé !')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says nothing about payment when the professional does not ask for it, or the fee is free', async () => {
    const { user } = setup(makeProfile(), undefined);
    await toConfirmation(user);
    expect(screen.queryByText(/vous sera demandé/)).toBeNull();
  });

  it('asks nothing for a free first consultation even when the professional asks for prepayment', async () => {
    const base = makeProfile();
    const fees = base.fees ? { ...base.fees, firstConsultation: { kind: 'free' as const } } : null;
    const { user } = setup(makeProfile({ prepayment: true, fees }), undefined);
    await toConfirmation(user);
    expect(screen.queryByText(/vous sera demandé/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(
      await screen.findByRole('heading', { name: 'Demande de rendez-vous envoyée' }),
    ).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();
  });
});
