import type { FastifyReply, FastifyRequest } from 'fastify';
import { spaceAdmits, type TSessionSpace } from '#domain/identity/auth/auth-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { findSessionAccount, SESSION_COOKIE, type TSessionAccount, touchSession } from './session-store';

export async function findCurrentAccount(
  deps: TAppDeps,
  request: FastifyRequest,
  space: TSessionSpace,
): Promise<TSessionAccount | null> {
  const token = request.cookies[SESSION_COOKIE[space]];
  if (!token) return null;
  const now = deps.clock.now();
  const account = await findSessionAccount(deps.db, token, space, now);
  if (!account || !spaceAdmits(space, account.role)) return null;
  await touchSession(deps.db, account, request.ip, now);
  return account;
}

/**
 * The signed-in account of that space, or 401: every protected endpoint starts here. An account that must
 * have a second factor and has none gets 403 everywhere but the enrolment (`allowSecondFactorSetup`).
 */
export async function requireAccount(
  deps: TAppDeps,
  request: FastifyRequest,
  space: TSessionSpace,
  options: { allowSecondFactorSetup?: boolean } = {},
): Promise<TSessionAccount> {
  const account = await findCurrentAccount(deps, request, space);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (account.secondFactorSetupRequired && options.allowSecondFactorSetup !== true) {
    throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  }
  return account;
}

export function setSessionCookie(
  deps: TAppDeps,
  reply: FastifyReply,
  space: TSessionSpace,
  token: string,
  expiresAt: Date,
  remember: boolean,
): void {
  reply.setCookie(SESSION_COOKIE[space], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.secureCookies,
    // Without "Se souvenir de moi" the cookie ends with the browser; the server expiry still applies.
    ...(remember ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(deps: TAppDeps, reply: FastifyReply, space: TSessionSpace): void {
  reply.clearCookie(SESSION_COOKIE[space], {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.secureCookies,
  });
}
