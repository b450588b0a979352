import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { tooManyAttemptsMessage } from '#domain/kernel/text/retry-wait.ts';
import { supportThrottleMessage } from '#domain/kernel/text/support-throttle-message.ts';
import type { TAppDeps } from '../app-deps';
import { throttleAddressOf } from './client-address';
import { rateLimitStoreOf } from './rate-limit-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The tight limits per address, counted in the database (every instance shares them), on top of the
 * per-account and per-e-mail throttles of each route. A request counts once it passed validation and
 * before any work; past `max` in a window (which starts at the address's first request), 429 until it ends.
 * Why these numbers: docs/decisions/0040-rate-limits.md.
 */
export const ADDRESS_LIMITS = {
  /** Client and professional registrations and sign-ups through a provider together: an account each, two e-mails. */
  registration: {
    max: 5,
    windowMs: HOUR_MS,
    message: (ms: number) => tooManyAttemptsMessage('registration', ms),
  },
  /** « Mot de passe oublié »: one e-mail each to an existing account. */
  'password-reset': {
    max: 10,
    windowMs: HOUR_MS,
    message: (ms: number) => tooManyAttemptsMessage('password-reset', ms),
  },
  /** Confirmation e-mails: resends, changes of address, link confirmations of a provider sign-in. */
  'email-verification': {
    max: 10,
    windowMs: HOUR_MS,
    message: (ms: number) => tooManyAttemptsMessage('email-verification', ms),
  },
  /** Invitations to join a firm, each an e-mail to an address the firm chooses. */
  'firm-invitation': {
    max: 30,
    windowMs: HOUR_MS,
    message: (ms: number) => tooManyAttemptsMessage('firm-invitation', ms),
  },
  /** The contact forms and the demo requests of /pro, each an e-mail to the team. */
  support: { max: 5, windowMs: HOUR_MS, message: supportThrottleMessage },
  /** Sign-ins with Google, LinkedIn, FranceConnect started (a transaction row and a trip to the provider). */
  'identity-provider': {
    max: 10,
    windowMs: 10 * MINUTE_MS,
    message: (ms: number) => tooManyAttemptsMessage('identity-provider', ms),
  },
  /** « Signaler un contenu »: anyone may report, each report a row in the administrators' queue (ADR 0074). */
  'content-report': {
    max: 10,
    windowMs: HOUR_MS,
    message: (ms: number) => tooManyAttemptsMessage('content-report', ms),
  },
} as const satisfies Record<
  string,
  { max: number; windowMs: number; message: (retryAfterMs: number) => string }
>;

export type TAddressLimitGroup = keyof typeof ADDRESS_LIMITS;

/** The broad limit's window; its size is RATE_LIMIT_PER_MINUTE. */
const FLOOD_GUARD_WINDOW_MS = MINUTE_MS;
/** Client addresses whose normalised form is remembered; forgotten all at once when full. */
const ADDRESS_MEMO_CAPACITY = 10_000;

/**
 * `throttleAddressOf` with a memory: parsing an address costs 2 to 6 µs, paid on every request by the
 * flood guard, while a client sends many requests from one address.
 */
function memoisedAddressOf(): (ip: string) => string {
  const memo = new Map<string, string>();
  return (ip) => {
    let address = memo.get(ip);
    if (address === undefined) {
      if (memo.size >= ADDRESS_MEMO_CAPACITY) memo.clear();
      address = throttleAddressOf(ip);
      memo.set(ip, address);
    }
    return address;
  };
}

type TAddressLimiter = (
  request: FastifyRequest,
) => Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;

declare module 'fastify' {
  interface FastifyInstance {
    /** One counter per group of ADDRESS_LIMITS, keyed on the client's address (rate-limits.ts). */
    addressLimits: Record<TAddressLimitGroup, TAddressLimiter>;
  }
}

/**
 * @fastify/rate-limit, registered once: a flood guard in front of every request (this instance's memory,
 * RATE_LIMIT_PER_MINUTE per address), and the tight limits of ADDRESS_LIMITS in the database, taken by
 * the routes they guard. Both key on the address the throttles use: `request.ip` (X-Forwarded-For only
 * behind TRUST_PROXY), IPv6 by its /64.
 */
export async function registerRateLimits(app: FastifyInstance, deps: TAppDeps): Promise<void> {
  const { rateLimitPerMinute, tightRateLimitMultiplier } = deps.config;
  const addressOf = memoisedAddressOf();
  await app.register(fastifyRateLimit, {
    // Not per route: an onRequest hook of the whole app below also covers the not-found handler (the pages).
    global: false,
    max: rateLimitPerMinute,
    timeWindow: FLOOD_GUARD_WINDOW_MS,
    keyGenerator: (request) => addressOf(request.ip),
    store: rateLimitStoreOf(deps.db, deps.clock),
    // Only the wait, like every other 429 of the API; successful answers do not publish the budget.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_ATTEMPTS', { message: tooManyAttemptsMessage('requests', context.ttl) }),
  });
  if (rateLimitPerMinute > 0) {
    const floodGuard = app.rateLimit();
    app.addHook('onRequest', async function guard(request, reply) {
      await floodGuard.call(this, request, reply);
    });
  }

  const limiters = {} as Record<TAddressLimitGroup, TAddressLimiter>;
  for (const [group, limit] of Object.entries(ADDRESS_LIMITS) as [
    TAddressLimitGroup,
    (typeof ADDRESS_LIMITS)[TAddressLimitGroup],
  ][]) {
    const take = app.createRateLimit({
      max: limit.max * tightRateLimitMultiplier,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${group} ${addressOf(request.ip)}`,
    });
    limiters[group] = async (request) => {
      const result = await take(request);
      return !result.isAllowed && result.isExceeded
        ? { allowed: false, retryAfterMs: result.ttl }
        : { allowed: true };
    };
  }
  app.decorate('addressLimits', limiters);
}

/** Counts the request in its group; whether it may go on, and if not for how long to wait. */
export function takeAddressLimit(request: FastifyRequest, group: TAddressLimitGroup) {
  return request.server.addressLimits[group](request);
}

/**
 * Counts the request in its group before the route does any work; past the limit, the 429 with
 * Retry-After (seconds) and the group's French message, through the app's error handler.
 */
export async function enforceAddressLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  group: TAddressLimitGroup,
): Promise<void> {
  const decision = await takeAddressLimit(request, group);
  if (decision.allowed) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
  throw new AppError('TOO_MANY_ATTEMPTS', { message: ADDRESS_LIMITS[group].message(decision.retryAfterMs) });
}
