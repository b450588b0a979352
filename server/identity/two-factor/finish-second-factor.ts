import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { spaceAdmits } from '#domain/identity/auth/auth-schemas.ts';
import { CHALLENGE_EXPIRED_MESSAGE } from '#domain/identity/two-factor/two-factor-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { sessionPayload } from '../auth/auth-routes';
import { setSessionCookie } from '../auth/current-account';
import { createSession, hashToken } from '../auth/session-store';
import {
  TRUSTED_DEVICE_COOKIE,
  type TSecondFactorSpace,
  trustedDeviceCookiePath,
} from './trusted-device-cookie';
import { consumeChallenge, createTrustedDevice } from './two-factor-store';

/**
 * The end of a sign-in whose second factor was just accepted (a code or a passkey): the challenge is
 * used up, the session opened, and the device trusted when asked.
 */
export async function finishSecondFactor(
  deps: TAppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  space: TSecondFactorSpace,
  challenge: { token: string; userId: string; rememberMe: boolean },
  trustDevice: boolean | undefined,
) {
  const now = deps.clock.now();
  if (!(await consumeChallenge(deps.db, hashToken(challenge.token), now))) {
    throw new AppError('INVALID_STATE', { message: CHALLENGE_EXPIRED_MESSAGE });
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user || !spaceAdmits(space, user.role)) throw new AppError('INVALID_CREDENTIALS');
  const session = await createSession(deps.db, {
    userId: user.id,
    space,
    remember: challenge.rememberMe,
    now,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(deps, reply, space, session.token, session.expiresAt, challenge.rememberMe);
  if (trustDevice === true) {
    const device = await createTrustedDevice(deps.db, {
      userId: user.id,
      now,
      userAgent: request.headers['user-agent'],
      ipAddress: request.ip,
    });
    reply.setCookie(TRUSTED_DEVICE_COOKIE[space], device.token, {
      path: trustedDeviceCookiePath(space),
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.secureCookies,
      expires: device.expiresAt,
    });
  }
  return sessionPayload(deps.db, space, user);
}
