import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors/app-error';
import { CHALLENGE_EXPIRED_MESSAGE } from '../../domain/two-factor/two-factor-schemas';
import type { TAppDeps } from '../app-deps';
import { sessionPayload } from '../auth/auth-routes';
import { setSessionCookie } from '../auth/current-account';
import { createSession, hashToken } from '../auth/session-store';
import { users } from '../db/schema';
import { TRUSTED_DEVICE_COOKIE } from './trusted-device-cookie';
import { consumeChallenge, createTrustedDevice } from './two-factor-store';

/**
 * The end of a sign-in whose second factor was just accepted (a code or a passkey): the challenge is
 * used up, the session opened, and the device trusted when asked.
 */
export async function finishSecondFactor(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: { token: string; userId: string; rememberMe: boolean },
  trustDevice: boolean | undefined,
) {
  const now = deps.clock.now();
  if (!(await consumeChallenge(deps.db, hashToken(challenge.token), now))) {
    throw new AppError('INVALID_STATE', { message: CHALLENGE_EXPIRED_MESSAGE });
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, challenge.userId));
  if (user?.role !== 'professional') throw new AppError('INVALID_CREDENTIALS');
  const session = await createSession(deps.db, {
    userId: user.id,
    space: 'pro',
    remember: challenge.rememberMe,
    now,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(deps, reply, 'pro', session.token, session.expiresAt, challenge.rememberMe);
  if (trustDevice === true) {
    const device = await createTrustedDevice(deps.db, user.id, now);
    reply.setCookie(TRUSTED_DEVICE_COOKIE, device.token, {
      path: '/api/auth/pro',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.secureCookies,
      expires: device.expiresAt,
    });
  }
  return sessionPayload(deps.db, 'pro', user);
}
