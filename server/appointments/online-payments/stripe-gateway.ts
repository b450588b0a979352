import Stripe from 'stripe';
import type { TConfig, TStripeConfig } from '#server/platform/config.ts';

export type TStripe = Stripe;

const clients = new WeakMap<TStripeConfig, Stripe>();

/** The Stripe client of this configuration (one per configuration), or null when Stripe is not configured. */
export function stripeOf(config: TConfig): Stripe | null {
  const settings = config.stripe;
  if (!settings) return null;
  const known = clients.get(settings);
  if (known) return known;
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const client = new Stripe(settings.secretKey, {
    // A request that failed is retried by our jobs (refunds) or answered as unavailable (bookings).
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
  clients.set(settings, client);
  return client;
}

/** Whether the platform offers online payment (both Stripe keys set). */
export function onlinePaymentsAvailable(config: TConfig): boolean {
  return config.stripe !== null;
}
