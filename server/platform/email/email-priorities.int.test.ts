import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createTestApp, type TTestApp } from '#server/test-support/test-app.ts';
import { createEmailDelivery, outboxMessageId } from './delivery-worker';
import { enqueueEmails } from './outbox';

type TReceived = { to: string; subject: string; raw: string };

const FROM = 'JurisRDV <no-reply@jurisrdv.fr>';
let t: TTestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const received: TReceived[] = [];
let openSessions = 0;
let mostOpenSessions = 0;
/** Recipients whose next e-mail the SMTP server refuses after reading it (a timeout after DATA, say). */
const refuseOnce = new Set<string>();

function subjectOf(raw: string): string {
  return raw.match(/^Subject: (.*)$/m)?.[1] ?? '';
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      openSessions += 1;
      mostOpenSessions = Math.max(mostOpenSessions, openSessions);
      callback();
    },
    onClose() {
      openSessions -= 1;
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address ?? '';
        received.push({ to, subject: subjectOf(raw), raw });
        // A little latency per e-mail, as a real server has: sending in parallel is what makes it up.
        setTimeout(() => {
          if (refuseOnce.delete(to)) callback(new Error('Délai dépassé'));
          else callback();
        }, 5);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({ config: { smtpUrl, publicUrl: 'https://rdv.exemple.fr' } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

beforeEach(async () => {
  // Each test starts from an empty queue (the seed queues nothing due, but tests before may have).
  await t.handle.db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.status, 'pending'));
  received.length = 0;
});

describe('outbox priorities and parallel sending (ADR 0046)', () => {
  it('delivers a password reset queued behind 200 ordinary e-mails among the first ones, over several connections', async () => {
    await enqueueEmails(
      t.handle.db,
      Array.from({ length: 200 }, (_, index) => ({
        to: `lecteur${index}@example.com`,
        subject: `Lettre ${index}`,
        text: 'Bonjour',
      })),
      true,
    );
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'marie.dubois@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.afterResponse.settled();

    const worker = createEmailDelivery(t.handle.db, smtpUrl, FROM, {
      pool: { maxConnections: 5, maxMessages: 100 },
      publicUrl: t.config.publicUrl,
    });
    expect(await worker.deliverDueEmails()).toBe(201);
    worker.close();

    expect(received).toHaveLength(201);
    const resetAt = received.findIndex((r) => r.to === 'marie.dubois@example.com');
    // Claimed in the first batch (ten per connection) and begun first; before ADR 0046 it was the 201st.
    expect(resetAt).toBeGreaterThanOrEqual(0);
    expect(resetAt).toBeLessThan(50);
    expect(mostOpenSessions).toBeGreaterThan(1);
    expect(mostOpenSessions).toBeLessThanOrEqual(5);
  });

  it('records the reset at the security priority (0) and an ordinary e-mail at 2', async () => {
    const rows = await t.handle.db.execute(sql`
      select distinct on (subject) subject, priority from ${emailOutbox}
      where subject in ('Réinitialisation de votre mot de passe JurisRDV', 'Lettre 1')`);
    const bySubject = Object.fromEntries(
      (rows as unknown as { rows: { subject: string; priority: number }[] }).rows.map((r) => [
        r.subject,
        Number(r.priority),
      ]),
    );
    expect(bySubject).toEqual({ 'Réinitialisation de votre mot de passe JurisRDV': 0, 'Lettre 1': 2 });
  });

  it('sends a retried row with the same Message-ID, so that a duplicate collapses in the mailbox', async () => {
    await enqueueEmails(t.handle.db, [{ to: 'double@example.com', subject: 'Deux fois', text: 'x' }], true);
    const [row] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Deux fois'));
    if (!row) throw new Error('row missing');
    refuseOnce.add('double@example.com');
    const worker = createEmailDelivery(t.handle.db, smtpUrl, FROM, { publicUrl: t.config.publicUrl });
    expect(await worker.deliverDueEmails()).toBe(0);
    // Due again now rather than in a minute.
    await t.handle.db.update(emailOutbox).set({ sendAfter: sql`now()` }).where(eq(emailOutbox.id, row.id));
    expect(await worker.deliverDueEmails()).toBe(1);
    worker.close();

    const copies = received.filter((r) => r.to === 'double@example.com');
    expect(copies).toHaveLength(2);
    const ids = copies.map((copy) => copy.raw.match(/^Message-ID: (.*)$/im)?.[1]?.trim());
    expect(ids).toEqual([`<outbox-${row.id}@rdv.exemple.fr>`, `<outbox-${row.id}@rdv.exemple.fr>`]);
    expect(outboxMessageId(row.id, 'https://rdv.exemple.fr')).toBe(`<outbox-${row.id}@rdv.exemple.fr>`);
  });
});
