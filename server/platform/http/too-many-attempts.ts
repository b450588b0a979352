import type { FastifyReply } from 'fastify';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { type TThrottledAction, tooManyAttemptsMessage } from '#domain/kernel/text/retry-wait.ts';

/** The 429 of a throttled request: Retry-After in seconds and the wait in the French message. */
export function tooManyAttempts(
  reply: FastifyReply,
  action: TThrottledAction,
  retryAfterMs: number,
): AppError {
  // Headers set before the error is thrown are kept by the error handler's reply.
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new AppError('TOO_MANY_ATTEMPTS', { message: tooManyAttemptsMessage(action, retryAfterMs) });
}
