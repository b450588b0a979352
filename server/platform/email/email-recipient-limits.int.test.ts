import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '#server/db/schema/index.ts';
import { createTestApp, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';
import { createEmailDelivery, RECIPIENT_DAILY_CAP, RECIPIENT_DAILY_SECURITY_CAP } from './delivery-worker';
import { enqueueEmails, type TEmailMessage } from './outbox';

const FROM = 'JurisRDV <no-reply@jurisrdv.fr>';
let t: TTestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const received: { to: string; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({ config: { smtpUrl } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

async function deliver(): Promise<number> {
  const worker = createEmailDelivery(t.handle.db, smtpUrl, FROM, {
    pool: { maxConnections: 3, maxMessages: 100 },
  });
  try {
    return await worker.deliverDueEmails();
  } finally {
    worker.close();
  }
}

function messages(to: string, count: number, priority: TEmailMessage['priority']): TEmailMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    to,
    subject: `${priority} ${index}`,
    text: 'x',
    priority,
  }));
}

describe('per-recipient daily budget (ADR 0046)', () => {
  it('sends 20 e-mails and 10 security e-mails per address in 24 hours, and drops the rest with a recorded reason', async () => {
    const target = 'cible@example.com';
    await enqueueEmails(
      t.handle.db,
      [
        ...messages(target, RECIPIENT_DAILY_CAP + 5, 'normal'),
        ...messages(target, RECIPIENT_DAILY_SECURITY_CAP + 2, 'security'),
        ...messages('voisin@example.com', 3, 'normal'),
      ],
      true,
    );
    expect(await deliver()).toBe(RECIPIENT_DAILY_CAP + RECIPIENT_DAILY_SECURITY_CAP + 3);
    expect(received.filter((r) => r.to === target)).toHaveLength(30);
    expect(received.filter((r) => r.to === 'voisin@example.com')).toHaveLength(3);

    const rows = await outboxFor(t.handle, target);
    const byStatus = (status: string, security: boolean) =>
      rows.filter((row) => row.status === status && (row.priority === 0) === security).length;
    expect(byStatus('sent', false)).toBe(20);
    expect(byStatus('sent', true)).toBe(10);
    expect(byStatus('capped', false)).toBe(5);
    expect(byStatus('capped', true)).toBe(2);
    expect(rows.find((row) => row.status === 'capped')?.lastError).toBe(
      'E-mail non envoyé\u00a0: plafond quotidien du destinataire atteint',
    );
    // The security ones went first, so the budget cut ordinary e-mails, never a reset behind them.
    expect(
      rows
        .filter((row) => row.status === 'capped' && row.priority === 0)
        .map((row) => row.subject)
        .sort(),
    ).toEqual(['security 10', 'security 11']);

    // Still within 24 hours: the next one is dropped too, and nothing is left pending.
    await enqueueEmails(t.handle.db, messages(target, 1, 'booking'), true);
    expect(await deliver()).toBe(0);
    expect((await outboxFor(t.handle, target))[0]?.status).toBe('capped');

    // A day later the budget is whole again.
    await t.handle.db
      .update(emailOutbox)
      .set({ sentAt: sql`now() - interval '25 hours'` })
      .where(eq(emailOutbox.toAddress, target));
    await enqueueEmails(t.handle.db, messages(target, 1, 'normal'), true);
    expect(await deliver()).toBe(1);
  });

  it('sends an account whose address is not confirmed its confirmation e-mail only, and records the others as withheld', async () => {
    const email = 'pas.confirmee@example.com';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/register',
      payload: {
        firstName: 'Agathe',
        lastName: 'Nonconfirmée',
        email,
        password: 'Une-phrase-longue-42',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    // Someone asks for a reset of that account (anyone can): it must not reach the address either.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.afterResponse.settled();
    await deliver();

    expect(received.filter((r) => r.to === email).map((r) => r.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual([
      'Confirmez votre adresse e-mail',
    ]);
    const withheld = (await outboxFor(t.handle, email)).filter((row) => row.status === 'withheld');
    expect(withheld.map((row) => row.subject)).toContain('Réinitialisation de votre mot de passe JurisRDV');
    expect(withheld[0]?.lastError).toBe('E-mail non envoyé\u00a0: adresse du compte non confirmée');

    // Once the address is confirmed, the account gets its e-mails again.
    await t.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    await t.app.afterResponse.settled();
    received.length = 0;
    expect(await deliver()).toBe(1);
    expect(received.map((r) => r.to)).toEqual([email]);
  });
});
