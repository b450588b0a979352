import { describe, expect, it } from 'vitest';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import {
  isHoldAbandoned,
  PAYMENT_HOLD_GRACE_MINUTES,
  PAYMENT_HOLD_MINUTES,
  paymentHoldExpiresAt,
  paymentMatchesFee,
  paymentMismatchReason,
  paymentReturnText,
  paymentStatusText,
  prepaymentCents,
  prepaymentNotice,
  stripeConnectionStatus,
  stripeConnectionText,
  ZOnlinePaymentSettingsRequest,
} from './online-payment-rules';

const fees = (overrides: Partial<TProfessionalFees> = {}): TProfessionalFees => ({
  firstConsultation: { kind: 'amount', cents: 12_000 },
  followUp: { kind: 'amount', cents: 9_550 },
  urgent: null,
  legalInsuranceAccepted: false,
  paymentMeans: ['carte'],
  paymentFacilities: false,
  ...overrides,
});

describe('prepaymentCents', () => {
  it('asks for the stated amount of the kind of consultation booked', () => {
    expect(prepaymentCents(fees(), true)).toBe(12_000);
    expect(prepaymentCents(fees(), false)).toBe(9_550);
  });

  it('asks for nothing when the fee is free, on quote, not stated, or no fees at all', () => {
    expect(prepaymentCents(fees({ firstConsultation: { kind: 'free' } }), true)).toBeNull();
    expect(prepaymentCents(fees({ firstConsultation: { kind: 'quote' } }), true)).toBeNull();
    expect(prepaymentCents(fees({ followUp: null }), false)).toBeNull();
    expect(prepaymentCents(fees({ followUp: { kind: 'quote' } }), false)).toBeNull();
    expect(prepaymentCents(null, true)).toBeNull();
  });
});

describe('the hold', () => {
  it('ends 31 minutes after the booking, on a whole second (Stripe wants at least 30)', () => {
    const now = new Date('2026-03-02T10:00:00.750Z');
    expect(PAYMENT_HOLD_MINUTES).toBeGreaterThan(30);
    expect(paymentHoldExpiresAt(now).toISOString()).toBe('2026-03-02T10:31:00.000Z');
  });

  it('is abandoned only after a grace period past its expiry', () => {
    const expiry = new Date('2026-03-02T10:31:00Z');
    const grace = PAYMENT_HOLD_GRACE_MINUTES * 60_000;
    expect(isHoldAbandoned(expiry, expiry)).toBe(false);
    expect(isHoldAbandoned(expiry, new Date(expiry.getTime() + grace - 1))).toBe(false);
    expect(isHoldAbandoned(expiry, new Date(expiry.getTime() + grace))).toBe(true);
  });
});

describe('the notice and the settings', () => {
  it('says the amount in French', () => {
    expect(prepaymentNotice(9_550)).toBe(
      'Le paiement de 95,50\u00a0€ vous sera demandé pour confirmer le rendez-vous.',
    );
  });

  it('takes the prepayment choice only: an account id typed by hand is refused', () => {
    expect(ZOnlinePaymentSettingsRequest.safeParse({ requirePrepayment: true }).success).toBe(true);
    expect(
      ZOnlinePaymentSettingsRequest.safeParse({
        stripeAccountId: 'acct_1Nv0FGQ9RKHgCVdK',
        requirePrepayment: true,
      }).success,
    ).toBe(false);
  });

  it('names where the Stripe account stands', () => {
    const none = { stripeAccountId: null, stripeChargesEnabled: false, stripeDisconnectedAt: null };
    expect(stripeConnectionStatus(none)).toBe('none');
    expect(stripeConnectionStatus({ ...none, stripeAccountId: 'acct_1' })).toBe('pending');
    expect(stripeConnectionStatus({ ...none, stripeAccountId: 'acct_1', stripeChargesEnabled: true })).toBe(
      'enabled',
    );
    expect(stripeConnectionStatus({ ...none, stripeDisconnectedAt: new Date() })).toBe('disconnected');
    expect(stripeConnectionText('none')).toBeNull();
    expect(stripeConnectionText('pending')).toBe('En attente de vérification par Stripe');
    expect(stripeConnectionText('enabled')).toBe('Paiements en ligne activés');
    expect(stripeConnectionText('disconnected')).toBe('Compte déconnecté');
  });
});

describe('what the client space says', () => {
  it('names each payment state, and nothing without a payment or for a failed one', () => {
    expect(paymentStatusText('awaiting')).toMatch(/^Paiement en ligne attendu/);
    expect(paymentStatusText('paid')).toBe('Honoraires payés en ligne.');
    expect(paymentStatusText('refund_pending')).toBe('Paiement en ligne en cours de remboursement.');
    expect(paymentStatusText('refunded')).toBe('Paiement en ligne remboursé.');
    expect(paymentStatusText('failed')).toBeNull();
    expect(paymentStatusText(null)).toBeNull();
    expect(paymentStatusText(undefined)).toBeNull();
  });

  it('greets the return from Stripe only for the two known outcomes', () => {
    expect(paymentReturnText('effectue')).toMatch(/^Merci, votre paiement a été transmis/);
    expect(paymentReturnText('abandonne')).toMatch(/^Le paiement n’a pas été effectué/);
    expect(paymentReturnText('autre')).toBeNull();
    expect(paymentReturnText(null)).toBeNull();
  });
});

describe('a completed payment against the fee recorded', () => {
  const fee = { cents: 12_000, currency: 'eur' };

  it('accepts exactly the recorded amount in the recorded currency', () => {
    expect(paymentMatchesFee(fee, { amountTotal: 12_000, currency: 'eur' })).toBe(true);
    expect(paymentMatchesFee(fee, { amountTotal: 12_000, currency: 'EUR' })).toBe(true);
  });

  it('refuses another amount, another currency, no amount, or a payment nobody expected', () => {
    expect(paymentMatchesFee(fee, { amountTotal: 100, currency: 'eur' })).toBe(false);
    expect(paymentMatchesFee(fee, { amountTotal: 12_001, currency: 'eur' })).toBe(false);
    expect(paymentMatchesFee(fee, { amountTotal: 12_000, currency: 'usd' })).toBe(false);
    expect(paymentMatchesFee(fee, { amountTotal: null, currency: 'eur' })).toBe(false);
    expect(paymentMatchesFee(fee, { amountTotal: 12_000, currency: undefined })).toBe(false);
    expect(paymentMatchesFee(null, { amountTotal: 12_000, currency: 'eur' })).toBe(false);
  });

  it('says in French what was paid and what was expected', () => {
    expect(paymentMismatchReason(fee, { amountTotal: 100, currency: 'eur' })).toMatch(
      /^Montant payé \(1\s€\) différent des honoraires attendus \(120\s€\)$/,
    );
    expect(paymentMismatchReason(fee, { amountTotal: 12_000, currency: 'usd' })).toMatch(/120,00\s\$US/);
    expect(paymentMismatchReason(null, { amountTotal: 500, currency: 'eur' })).toMatch(
      /aucun paiement en ligne n’était attendu/,
    );
  });
});
