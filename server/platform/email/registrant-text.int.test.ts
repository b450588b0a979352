import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.ts';
import {
  createTestApp,
  lastVerificationToken,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { createEmailDelivery } from './delivery-worker';

/** What a registrant typed as their name, to make JurisRDV mail a phishing line to someone else's address. */
const PHISHING = 'votre compte est suspendu, réactivez-le sur https://evil.example';

let t: TTestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const received: { to: string; text: string }[] = [];

/** The message as a reader sees it: quoted-printable soft breaks joined and escapes decoded. */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

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
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', text: decoded(raw) });
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

async function deliver() {
  const worker = createEmailDelivery(t.handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>', {
    pool: { maxConnections: 2, maxMessages: 100 },
  });
  try {
    await worker.deliverDueEmails();
  } finally {
    worker.close();
  }
}

/** The subjects of the e-mails the SMTP server accepted for that address (from their outbox rows). */
async function subjectsTo(to: string): Promise<string[]> {
  const rows = await outboxFor(t.handle, to);
  return rows
    .filter((row) => row.status === 'sent')
    .map((row) => row.subject)
    .sort();
}

/**
 * ADR 0046, with issue 26 §6: the only text a registrant types that an e-mail may carry is a first name, in
 * the greeting, once the address is confirmed, and only if it has the shape of a name (emailGreeting).
 */
describe('no text typed by a registrant in any e-mail (ADR 0046)', () => {
  it('never mails a phishing first name, to the address registered, to administrators, even once the address is confirmed', async () => {
    const client = 'victime.cliente@example.com';
    const pro = 'victime.pro@example.com';
    const password = 'Une-phrase-longue-42';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/client/register',
          payload: { firstName: PHISHING, lastName: PHISHING, email: client, password, acceptTerms: true },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/pro/register',
          payload: {
            firstName: PHISHING,
            lastName: PHISHING,
            email: pro,
            practice: PHISHING,
            specialty: 'Droit immobilier',
            barNumber: 'evil.example/suspendu',
            password,
            acceptTerms: true,
          },
        })
      ).statusCode,
    ).toBe(201);
    for (const email of [client, pro]) {
      await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    }
    await deliver();
    // Before confirmation: the confirmation e-mail only.
    expect(await subjectsTo(client)).toEqual(['Confirmez votre adresse e-mail']);
    expect(await subjectsTo(pro)).toEqual(['Confirmez votre adresse e-mail']);

    // The person whose address it is follows the link; then anyone asks for a reset of the account.
    for (const email of [client, pro]) {
      const token = await lastVerificationToken(t.handle, email);
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email/verify',
        payload: { token },
      });
      expect(verified.statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    }
    await deliver();
    expect(await subjectsTo(client)).toEqual([
      'Bienvenue sur JurisRDV',
      'Confirmez votre adresse e-mail',
      'Réinitialisation de votre mot de passe JurisRDV',
    ]);
    expect(await subjectsTo(pro)).toContain('Votre inscription JurisRDV Pro est en cours de validation');

    expect(received.length).toBeGreaterThanOrEqual(6);
    for (const message of received) {
      expect(message.text).not.toContain('evil.example');
      expect(message.text).not.toContain('suspendu');
    }
    // Nor in any row of the outbox, sent or not.
    for (const row of await t.handle.db.select().from(emailOutbox)) {
      const stored = `${row.subject}\n${row.textBody}\n${row.htmlBody ?? ''}`;
      expect(stored).not.toContain('evil.example');
      expect(stored).not.toContain('suspendu');
      // The greeting without the name, even where the account's first name would be written.
      expect(row.textBody.split('\n')[0]).toBe('Bonjour,');
    }
  });
});
