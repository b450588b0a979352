import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import {
  ZOnlinePaymentSettings,
  ZOnlinePaymentSettingsRequest,
  ZStripeOnboardingLink,
} from '#domain/appointments/online-payments/online-payment-rules.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { professionals } from '#server/db/schema/index.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { applyStripeEvent } from './apply-stripe-event';
import {
  ACCOUNT_EVENTS,
  applyAccountEvent,
  onlinePaymentSettingsOf,
  startStripeOnboarding,
  syncStripeAccount,
} from './stripe-connect';
import { onlinePaymentsAvailable, stripeOf } from './stripe-gateway';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
const NOT_OFFERED = 'Le paiement en ligne n’est pas proposé sur cette plateforme.';

/**
 * Stripe's webhook. Its signature covers the exact bytes sent, so this route alone reads JSON as a raw
 * Buffer (in its own plugin scope: every other route keeps the JSON parser).
 */
export function registerStripeWebhookRoute(app: FastifyInstance, deps: TAppDeps): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const stripe = stripeOf(deps.config);
      if (!stripe || !deps.config.stripe) throw new AppError('NOT_FOUND', { message: NOT_OFFERED });
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_FAILED', { message: 'Notification Stripe non signée.' });
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, deps.config.stripe.webhookSecret);
      } catch {
        throw new AppError('VALIDATION_FAILED', { message: 'Signature de la notification Stripe invalide.' });
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
        throw new AppError('VALIDATION_FAILED', { message: 'Notification Stripe illisible.' });
      }
      const outcome = ACCOUNT_EVENTS.has(event.type)
        ? await applyAccountEvent(deps, event)
        : await applyStripeEvent(deps, event);
      return reply.status(200).send({ received: true, outcome });
    });
  });
}

/** « Paiement en ligne » of the professional's settings (under the workspace's /api/pro/ guard). */
export function registerOnlinePaymentSettingsRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/online-payment',
    { schema: { response: { 200: ZOnlinePaymentSettings } } },
    async (request) => onlinePaymentSettingsOf(deps, await requireProfessional(deps, request)),
  );

  api.put(
    '/api/pro/online-payment',
    { schema: { body: ZOnlinePaymentSettingsRequest, response: { 200: ZOnlinePaymentSettings } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      if (!onlinePaymentsAvailable(deps.config))
        throw new AppError('INVALID_STATE', { message: NOT_OFFERED });
      const [updated] = await deps.db
        .update(professionals)
        .set({ onlinePaymentRequired: request.body.requirePrepayment })
        .where(eq(professionals.id, professional.id))
        .returning();
      await professionalsChanged(deps.db, [professional.id], deps.clock.now());
      return onlinePaymentSettingsOf(deps, updated ?? professional);
    },
  );

  // « Connecter mon compte Stripe »: Stripe's onboarding page for the professional's own account.
  api.post(
    '/api/pro/online-payment/stripe-onboarding',
    { schema: { response: { 200: ZStripeOnboardingLink } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      if (!onlinePaymentsAvailable(deps.config))
        throw new AppError('INVALID_STATE', { message: NOT_OFFERED });
      return { url: await startStripeOnboarding(deps, professional) };
    },
  );

  // Back from Stripe's onboarding: what Stripe says of the account, read from Stripe.
  api.post(
    '/api/pro/online-payment/stripe-return',
    { schema: { response: { 200: ZOnlinePaymentSettings } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      if (!onlinePaymentsAvailable(deps.config))
        throw new AppError('INVALID_STATE', { message: NOT_OFFERED });
      return syncStripeAccount(deps, professional);
    },
  );
}
