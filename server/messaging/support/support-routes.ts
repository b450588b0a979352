import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { supportThrottleMessage } from '#domain/kernel/text/support-throttle-message.ts';
import { ZDemoRequest } from '#domain/messaging/support/demo-request-schemas.ts';
import {
  ZSendSupportMessageRequest,
  ZSendSupportMessageResponse,
} from '#domain/messaging/support/support-message-schemas.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { throttleAddressOf } from '#server/platform/http/client-address.ts';
import { enforceAddressLimit } from '#server/platform/http/rate-limits.ts';
import { type TThrottlePolicy, takeThrottles, throttleKeyOf } from '#server/platform/http/throttle.ts';
import { sendDemoRequest, sendSupportMessage } from './send-support-message';

/**
 * Three messages an hour go through at once, per address and per sender e-mail; past them each one
 * makes the next wait, from one minute doubling up to an hour. Anyone can write without an account,
 * so this is what keeps a script from filling the table and the support mailbox.
 */
export const SUPPORT_MESSAGE_THROTTLE: TThrottlePolicy = {
  freeHits: 3,
  windowMs: 3_600_000,
  baseDelayMs: 60_000,
  maxDelayMs: 3_600_000,
};

/**
 * Counts a message of any public form (contact or demo request) before it is stored, so concurrent
 * requests cannot all pass the limit; both keys or neither (a refused e-mail does not use up the
 * address), hashed like every bucket key. The forms share the counters: one budget per sender.
 */
async function takeSupportThrottle(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<void> {
  await enforceAddressLimit(request, reply, 'support');
  const decision = await takeThrottles(
    deps.db,
    [
      {
        key: throttleKeyOf('support-address', throttleAddressOf(request.ip)),
        policy: SUPPORT_MESSAGE_THROTTLE,
      },
      { key: throttleKeyOf('support-email', email.toLowerCase()), policy: SUPPORT_MESSAGE_THROTTLE },
    ],
    deps.clock.now(),
  );
  if (!decision.allowed) {
    reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
    throw new AppError('TOO_MANY_ATTEMPTS', { message: supportThrottleMessage(decision.retryAfterMs) });
  }
}

export function registerSupportRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/support/messages',
    { schema: { body: ZSendSupportMessageRequest, response: { 201: ZSendSupportMessageResponse } } },
    async (request, reply) => {
      await takeSupportThrottle(deps, request, reply, request.body.email);
      await sendSupportMessage(deps.db, deps.config, request.body);
      return reply.status(201).send({ status: 'stored' });
    },
  );

  // « En savoir plus » on /pro when no scheduling page is configured (DEMO_BOOKING_URL).
  api.post(
    '/api/support/demo-requests',
    { schema: { body: ZDemoRequest, response: { 201: ZSendSupportMessageResponse } } },
    async (request, reply) => {
      await takeSupportThrottle(deps, request, reply, request.body.email);
      await sendDemoRequest(deps.db, deps.config, request.body);
      return reply.status(201).send({ status: 'stored' });
    },
  );
}
