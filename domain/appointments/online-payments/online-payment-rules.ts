import { formatEuros } from '#domain/directory/professionals/money.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/**
 * How long a booking awaiting its online payment keeps its slot. Stripe refuses a Checkout Session
 * that expires sooner than 30 minutes after its creation: one more minute covers the clocks' drift.
 */
export const PAYMENT_HOLD_MINUTES = 31;

/**
 * A hold is released by the background job only this long after its expiry, so that Stripe's own
 * `checkout.session.expired` (or a payment made at the last second) is normally what decides.
 */
export const PAYMENT_HOLD_GRACE_MINUTES = 5;

/** Where the hold of a payment started at `now` ends (the Checkout Session's `expires_at`). */
export function paymentHoldExpiresAt(now: Date): Date {
  // Whole seconds: Stripe's `expires_at` is a Unix time in seconds, and both must be the same instant.
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + PAYMENT_HOLD_MINUTES * 60_000);
}

/** Whether the background job may release a hold that expired at `expiresAt`. */
export function isHoldAbandoned(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime() + PAYMENT_HOLD_GRACE_MINUTES * 60_000;
}

/**
 * The amount an online booking asks to prepay, in cents: the stated fee of this kind of consultation
 * when it is an amount. Nothing for a free first consultation, a fee « sur devis » or no stated fee.
 */
export function prepaymentCents(fees: TProfessionalFees | null, isFirstConsultation: boolean): number | null {
  if (!fees) return null;
  const fee = isFirstConsultation ? fees.firstConsultation : fees.followUp;
  return fee?.kind === 'amount' && fee.cents > 0 ? fee.cents : null;
}

/** The sentence the booking dialog shows before the client confirms. */
export function prepaymentNotice(cents: number): string {
  return `Le paiement de ${formatEuros(cents)} vous sera demandé pour confirmer le rendez-vous.`;
}

/**
 * The professional's choice. Their Stripe account is never typed: it is connected through Stripe's own
 * onboarding (ADR 0042), so an `acct_…` sent here is refused like any unknown field.
 */
export const ZOnlinePaymentSettingsRequest = z.strictObject({
  requirePrepayment: z.boolean({ error: 'Indiquez si le paiement en ligne est demandé' }),
});
export type TOnlinePaymentSettingsRequest = z.input<typeof ZOnlinePaymentSettingsRequest>;

/**
 * Where the professional's Stripe account stands: none connected yet, connected but not (or no longer)
 * able to take payments (`charges_enabled` false: Stripe still verifies), able to, or disconnected by
 * the professional from their Stripe dashboard.
 */
export const STRIPE_CONNECTION_STATUSES = ['none', 'pending', 'enabled', 'disconnected'] as const;
export type TStripeConnectionStatus = (typeof STRIPE_CONNECTION_STATUSES)[number];

export function stripeConnectionStatus(account: {
  stripeAccountId: string | null;
  stripeChargesEnabled: boolean;
  stripeDisconnectedAt: Date | null;
}): TStripeConnectionStatus {
  if (account.stripeAccountId) return account.stripeChargesEnabled ? 'enabled' : 'pending';
  return account.stripeDisconnectedAt ? 'disconnected' : 'none';
}

/** The status line of « Paiement en ligne » (nothing before a first connection). */
export function stripeConnectionText(status: TStripeConnectionStatus): string | null {
  switch (status) {
    case 'pending':
      return 'En attente de vérification par Stripe';
    case 'enabled':
      return 'Paiements en ligne activés';
    case 'disconnected':
      return 'Compte déconnecté';
    default:
      return null;
  }
}

export const ZOnlinePaymentSettings = z.object({
  /** Whether the platform offers online payment at all (Stripe configured). */
  available: z.boolean(),
  connection: z.enum(STRIPE_CONNECTION_STATUSES),
  /** Stripe's `details_submitted`: the professional finished Stripe's form (verification may remain). */
  detailsSubmitted: z.boolean(),
  requirePrepayment: z.boolean(),
});
export type TOnlinePaymentSettings = z.infer<typeof ZOnlinePaymentSettings>;

/** Where to send the professional: Stripe's onboarding page (an Account Link, valid a few minutes). */
export const ZStripeOnboardingLink = z.object({ url: z.url() });
export type TStripeOnboardingLink = z.infer<typeof ZStripeOnboardingLink>;

/** The query strings Stripe's onboarding sends the professional back with (return_url, refresh_url). */
export const STRIPE_ONBOARDING_RETURN = 'retour';
export const STRIPE_ONBOARDING_REFRESH = 'relancer';

/** Where an appointment's online payment stands; null for appointments without one. */
export const APPOINTMENT_PAYMENT_STATUSES = [
  'awaiting',
  'paid',
  'refund_pending',
  'refunded',
  'failed',
] as const;
export type TAppointmentPaymentStatus = (typeof APPOINTMENT_PAYMENT_STATUSES)[number];

/** The reason a released hold carries, shown in the client's space. */
export const PAYMENT_NOT_COMPLETED_REASON = 'Paiement non abouti';

/** What the client's space says about an appointment's online payment (nothing for a failed one). */
export function paymentStatusText(status: TAppointmentPaymentStatus | null | undefined): string | null {
  switch (status) {
    case 'awaiting':
      return 'Paiement en ligne attendu\u00a0: sans paiement, le créneau est libéré 30 minutes après la réservation.';
    case 'paid':
      return 'Honoraires payés en ligne.';
    case 'refund_pending':
      return 'Paiement en ligne en cours de remboursement.';
    case 'refunded':
      return 'Paiement en ligne remboursé.';
    default:
      return null;
  }
}

/** The banner of the client's space when Stripe's page sends them back (`?paiement=…`). */
export function paymentReturnText(value: string | null): string | null {
  if (value === 'effectue')
    return 'Merci, votre paiement a été transmis. Votre rendez-vous est confirmé dès que Stripe nous le signale, en général en quelques secondes\u202f; un e-mail vous le confirme.';
  if (value === 'abandonne')
    return 'Le paiement n’a pas été effectué\u00a0: sans paiement, le créneau est libéré 30 minutes après la réservation. Vous pouvez réserver à nouveau ensuite.';
  return null;
}

/** What a Checkout Session was opened for: the fee recorded for the appointment, in cents and currency. */
export type TExpectedPayment = { cents: number; currency: string };

/**
 * Whether a completed Checkout Session paid exactly the fee recorded for its appointment: the same
 * amount in cents and the same currency (Stripe writes currencies in lower case). Anything else —
 * another amount, another currency, no amount — is refused and refunded, never applied (ADR 0042).
 */
export function paymentMatchesFee(
  expected: TExpectedPayment | null,
  received: { amountTotal: number | null | undefined; currency: string | null | undefined },
): boolean {
  if (!expected || typeof received.amountTotal !== 'number' || typeof received.currency !== 'string')
    return false;
  return (
    received.amountTotal === expected.cents &&
    received.currency.toLowerCase() === expected.currency.toLowerCase()
  );
}

function describeAmount(cents: number | null | undefined, currency: string | null | undefined): string {
  if (typeof cents !== 'number') return 'un montant inconnu';
  const code = (currency ?? '').toLowerCase();
  if (code === 'eur') return formatEuros(cents);
  try {
    return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code.toUpperCase() }).format(
      cents / 100,
    );
  } catch {
    return `${cents / 100} (devise inconnue)`;
  }
}

/** The reason recorded (and told to the professional) for a payment refused because of its amount. */
export function paymentMismatchReason(
  expected: TExpectedPayment | null,
  received: { amountTotal: number | null | undefined; currency: string | null | undefined },
): string {
  const paid = describeAmount(received.amountTotal, received.currency);
  if (!expected) return `Montant payé (${paid}) alors qu’aucun paiement en ligne n’était attendu`;
  return `Montant payé (${paid}) différent des honoraires attendus (${describeAmount(expected.cents, expected.currency)})`;
}
