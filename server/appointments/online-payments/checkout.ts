import {
  paymentHoldExpiresAt,
  prepaymentCents,
} from '#domain/appointments/online-payments/online-payment-rules.ts';
import { readProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { onlinePayments, type professionals } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import type { TConfig } from '#server/platform/config.ts';
import { describeWhen } from '../booking/appointment-emails';
import { releaseHold } from './payment-holds';
import { stripeOf } from './stripe-gateway';

export type TPrepayment = { cents: number; connectedAccount: string; expiresAt: Date };

/**
 * The prepayment a new online booking asks for, or null: only with Stripe configured, a professional
 * who asks for it with a connected account able to take payments, and an amount stated for this kind of consultation.
 */
export function prepaymentOf(
  config: TConfig,
  professional: typeof professionals.$inferSelect,
  isFirstConsultation: boolean,
  now: Date,
): TPrepayment | null {
  // Only on an account Stripe lets take payments (charges_enabled, kept current by account.updated).
  if (
    !config.stripe ||
    !professional.onlinePaymentRequired ||
    !professional.stripeAccountId ||
    !professional.stripeChargesEnabled
  )
    return null;
  const cents = prepaymentCents(readProfessionalFees(professional.fees), isFirstConsultation);
  if (cents === null) return null;
  return { cents, connectedAccount: professional.stripeAccountId, expiresAt: paymentHoldExpiresAt(now) };
}

/**
 * Opens the Stripe Checkout Session of a held appointment, on the professional's connected account
 * (a direct charge: no `application_fee_amount`, the platform takes nothing), and records it.
 * When Stripe cannot be reached the hold is released at once and the booking refused.
 */
export async function startCheckout(
  deps: TAppDeps,
  input: {
    appointmentId: number;
    professional: typeof professionals.$inferSelect;
    start: Date;
    clientEmail: string;
    prepayment: TPrepayment;
  },
): Promise<string> {
  const stripe = stripeOf(deps.config);
  const { appointmentId, prepayment } = input;
  try {
    if (!stripe) throw new Error('Stripe non configuré');
    const reference = String(appointmentId);
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: prepayment.cents,
              // When and with whom, never why (professional secrecy).
              product_data: {
                name: `Consultation avec ${professionalDisplayName(input.professional.firstName, input.professional.lastName)} le ${describeWhen(input.start)}`,
              },
            },
          },
        ],
        customer_email: input.clientEmail,
        client_reference_id: reference,
        metadata: { appointment_id: reference },
        payment_intent_data: { metadata: { appointment_id: reference } },
        expires_at: Math.floor(prepayment.expiresAt.getTime() / 1000),
        success_url: `${deps.config.publicUrl}/dashboard?paiement=effectue`,
        cancel_url: `${deps.config.publicUrl}/dashboard?paiement=abandonne`,
      },
      { stripeAccount: prepayment.connectedAccount, idempotencyKey: `checkout-appointment-${reference}` },
    );
    if (!session.url) throw new Error('Session de paiement sans adresse');
    await deps.db.insert(onlinePayments).values({
      appointmentId,
      professionalId: input.professional.id,
      connectedAccount: prepayment.connectedAccount,
      checkoutSessionId: session.id,
      amountCents: prepayment.cents,
      currency: 'eur',
      status: 'open',
    });
    return session.url;
  } catch (error) {
    console.warn(
      `Paiement en ligne : session impossible pour le rendez-vous ${appointmentId} (${error instanceof Error ? error.message : String(error)}).`,
    );
    await releaseHold(deps, appointmentId, 'failed');
    throw new AppError('PAYMENT_UNAVAILABLE');
  }
}
