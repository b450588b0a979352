import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { totpCodeAt } from '#server/identity/two-factor/totp.ts';
import { callAs, cookiesFrom, outboxFor, type TTestApp } from './test-app';

export const STAFF_PASSWORD = 'Un-mot-de-passe-solide-7';

let sequence = 0;

/** The token of the newest invitation link e-mailed to `email`. */
export async function invitationTokenFor(t: TTestApp, email: string): Promise<string> {
  const [mail] = await outboxFor(t.handle, email);
  const token = mail?.textBody.match(/\/pro\/invitation\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation link e-mailed to ${email}`);
  return token;
}

/** Invites `email` to the firm of the signed-in associate and returns the e-mailed token. */
export async function inviteToFirm(
  t: TTestApp,
  associateCookie: string,
  payload: { email: string; role: string; assignedLawyerIds?: string[] },
): Promise<string> {
  const response = await callAs(t.app, associateCookie, 'POST', '/api/pro/firm/invitations', payload);
  expect(response.statusCode, response.body).toBe(201);
  return invitationTokenFor(t, payload.email);
}

/**
 * An assistant or an accountant of the associate's firm, as a person gets one: invited, account created
 * from the link, authenticator app enrolled. Returns their signed-in cookie.
 */
export async function newStaffAccount(
  t: TTestApp,
  associateCookie: string,
  role: 'assistant' | 'accountant',
  assignedLawyerIds: string[] = [],
): Promise<{ email: string; cookie: string; userId: string }> {
  sequence += 1;
  const email = `${role}.${process.pid}.${sequence}@example.com`;
  const token = await inviteToFirm(t, associateCookie, { email, role, assignedLawyerIds });
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/firm-invitations/${token}/staff-account`,
    payload: { firstName: 'Inès', lastName: `Durand${sequence}`, password: STAFF_PASSWORD },
  });
  expect(created.statusCode, created.body).toBe(201);
  const cookie = cookiesFrom(created);
  const setup = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/setup');
  const { secret } = setup.json() as { secret: string };
  const enabled = await callAs(t.app, cookie, 'POST', '/api/auth/pro/two-factor/enable', {
    code: totpCodeAt(secret, t.clock.now()),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return { email, cookie, userId: user.id };
}
