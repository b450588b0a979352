import { z } from '#domain/kernel/zod-fr.ts';

/** One Graph change notification, as much as the webhook needs: which subscription, and its secret. */
export type TMicrosoftNotification = {
  subscriptionId: string;
  /** What `watch` gave as `secret`: the webhook compares it (in constant time) before trusting the rest. */
  clientState: string | null;
  changeType: string | null;
  /** Lifecycle notifications (`reauthorizationRequired`, `subscriptionRemoved`, `missed`). */
  lifecycleEvent: string | null;
};

/** Graph batches notifications; a few hundred at most in practice, bounded here. */
const MAX_NOTIFICATIONS = 200;

const notificationSchema = z.object({
  subscriptionId: z.string().min(1).max(200),
  clientState: z.string().max(255).nullish(),
  changeType: z.string().max(100).nullish(),
  lifecycleEvent: z.string().max(100).nullish(),
  resource: z.string().max(2000).nullish(),
  subscriptionExpirationDateTime: z.string().max(64).nullish(),
  tenantId: z.string().max(100).nullish(),
});

const bodySchema = z.object({ value: z.array(notificationSchema).min(1).max(MAX_NOTIFICATIONS) });

/** The notifications of a Graph webhook body (already JSON-parsed), or null when it is not one. */
export function parseMicrosoftNotification(body: unknown): TMicrosoftNotification[] | null {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.value.map((notification) => ({
    subscriptionId: notification.subscriptionId,
    clientState: notification.clientState ?? null,
    changeType: notification.changeType ?? null,
    lifecycleEvent: notification.lifecycleEvent ?? null,
  }));
}

const validationSchema = z.object({ validationToken: z.string().min(1).max(4096) });

/**
 * Graph's validation handshake: when a subscription is created, Graph POSTs to the notification address
 * with `?validationToken=…` and expects, within 10 seconds, 200 and the token (URL-decoded) as text/plain.
 * Null when the request is not a validation (then it is a notification).
 */
export function microsoftValidationResponse(
  query: unknown,
): { status: 200; contentType: 'text/plain; charset=utf-8'; body: string } | null {
  const parsed = validationSchema.safeParse(query);
  if (!parsed.success) return null;
  return { status: 200, contentType: 'text/plain; charset=utf-8', body: parsed.data.validationToken };
}
