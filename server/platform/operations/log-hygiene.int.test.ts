// What the server logs (issue 23 §4): request ids, and never a secret carried by a link, a cookie or a header.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesFrom,
  createTestApp,
  lastResetToken,
  lastVerificationToken,
  loginAs,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { createLogger } from './logger';

let t: TTestApp;
let webDir: string;
let lines: string[] = [];

/** Every JSON line the server wrote, as objects. */
function logged(): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'jurisrdv-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>JurisRDV</title></head><body></body></html>',
  );
  const logger = createLogger({
    level: 'info',
    destination: { write: (line: string) => void lines.push(line.trimEnd()) },
  });
  t = await createTestApp({ seed: true, webDistDir: webDir, logger });
  t.app.get('/api/test/unexpected-failure', async () => {
    throw new Error('panne simulée');
  });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the server’s logs', () => {
  it('hold no reset or confirmation token, no feed token, no cookie and no authorization value', async () => {
    lines = [];
    // A client registers (confirmation link), confirms, then forgets the password (reset link) and resets it.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      payload: {
        firstName: 'Jeanne',
        lastName: 'Martin',
        email: 'jeanne.martin@exemple.fr',
        password: 'Une-phrase-solide-pour-Jeanne',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const session = cookiesFrom(registered);
    const verification = await lastVerificationToken(t.handle, 'jeanne.martin@exemple.fr');
    expect(
      (await t.app.inject({ method: 'GET', url: `/verifier-email?token=${verification}` })).statusCode,
    ).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      headers: { cookie: session },
      payload: { token: verification },
    });
    expect(verified.statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'jeanne.martin@exemple.fr' },
    });
    await t.app.afterResponse.settled();
    const reset = await lastResetToken(t.handle, 'jeanne.martin@exemple.fr');
    expect((await t.app.inject({ method: 'GET', url: `/reset-password?token=${reset}` })).statusCode).toBe(
      200,
    );
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: reset, password: 'Une-autre-phrase-solide-2027' },
    });
    expect(changed.statusCode).toBe(200);

    // A professional's private calendar feed, fetched by a calendar application.
    const sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
    const feedUrl = (
      await t.app.inject({ method: 'GET', url: '/api/pro/calendar-feed', headers: { cookie: sophie } })
    ).json().url as string;
    const feedPath = new URL(feedUrl).pathname;
    const feedToken = feedPath.slice('/calendar/'.length, -'.ics'.length);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    // An invitation to join Sophie's firm, opened from its e-mailed link.
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/pro/firm/invitations',
      headers: { cookie: sophie },
      payload: { email: 'invitation.journal@example.com', role: 'collaborator' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [invitationEmail] = await outboxFor(t.handle, 'invitation.journal@example.com');
    const invitationToken = invitationEmail?.textBody.match(/invitation\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(invitationToken).toHaveLength(43);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/firm-invitations/${invitationToken}` })).statusCode,
    ).toBe(200);
    // An identity provider's answer and a client sending credentials in headers.
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/google/callback?code=code-secret-4242&state=etat-secret-4242',
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/client/appointments',
      headers: { cookie: session, authorization: 'Bearer jeton-secret-4242' },
    });

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [
      verification,
      reset,
      feedToken,
      invitationToken,
      'code-secret-4242',
      'etat-secret-4242',
      'jeton-secret-4242',
      ...session.split('; ').map((pair) => pair.split('=')[1] ?? 'absent'),
      ...sophie.split('; ').map((pair) => pair.split('=')[1] ?? 'absent'),
    ]) {
      expect(text).not.toContain(secret);
    }
    // The paths stay readable, the secrets masked.
    expect(text).toContain('/reset-password?token=[masqué]');
    expect(text).toContain('/verifier-email?token=[masqué]');
    expect(text).toContain('/calendar/[masqué]');
    expect(text).toContain('/api/firm-invitations/[masqué]');
  });

  it('tie every line of a request to its id, echoed to the client and given with an unexpected failure', async () => {
    lines = [];
    const failed = await t.app.inject({ method: 'GET', url: '/api/test/unexpected-failure' });
    expect(failed.statusCode).toBe(500);
    const requestId = String(failed.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.json()).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Une erreur inattendue est survenue. Veuillez réessayer.',
        requestId,
      },
    });
    const ofRequest = logged().filter((line) => line.reqId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual([
      'incoming request',
      'unexpected error',
      'request completed',
    ]);
    expect(JSON.stringify(ofRequest)).toContain('panne simulée');
  });

  it('takes a proxy’s request id only from a trusted proxy, and only a well-formed one', async () => {
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-1234' },
    });
    // Without TRUST_PROXY anyone could choose the id their lines are filed under.
    expect(direct.headers['x-request-id']).not.toBe('proxy-1234');

    const behindProxy = await createTestApp({ seed: false, config: { trustProxy: 1 } });
    try {
      const trusted = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'proxy-1234' },
      });
      expect(trusted.headers['x-request-id']).toBe('proxy-1234');
      const forged = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'a\n{"level":50,"msg":"faux"}' },
      });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behindProxy.close();
    }
  });
});
