import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabaseHandle } from '#server/db/database.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { createEmailDelivery } from './delivery-worker';
import { enqueueEmail } from './outbox';

type TReceived = { to: string[]; raw: string };

let handle: TDatabaseHandle;
let smtp: SMTPServer;
let smtpUrl: string;
const received: TReceived[] = [];
/** Lets a test hold the SMTP server's answer, as a slow provider would. */
let holdSmtp: Promise<void> | null = null;

beforeAll(async () => {
  handle = await openTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        void (holdSmtp ?? Promise.resolve()).then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

describe('SMTP delivery of the outbox', () => {
  it('sends every due e-mail exactly once, even with two workers running together', async () => {
    await enqueueEmail(
      handle.db,
      { to: 'Marie.Dubois@example.com', subject: 'Premier', text: 'Bonjour' },
      true,
    );
    await enqueueEmail(
      handle.db,
      { to: 'lucas.moreau@example.com', subject: 'Second', text: 'Bonjour' },
      true,
    );
    await enqueueEmail(
      handle.db,
      {
        to: 'emma.laurent@example.com',
        subject: 'Plus tard',
        text: 'Rappel',
        sendAfter: new Date(Date.now() + 3_600_000),
      },
      true,
    );

    const workerA = createEmailDelivery(handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    const workerB = createEmailDelivery(handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    const [sentA, sentB] = await Promise.all([workerA.deliverDueEmails(), workerB.deliverDueEmails()]);
    expect(sentA + sentB).toBe(2);
    expect(await workerA.deliverDueEmails()).toBe(0);
    workerA.close();
    workerB.close();

    expect(received.map((r) => r.to).sort()).toEqual([
      ['lucas.moreau@example.com'],
      ['marie.dubois@example.com'],
    ]);
    expect(received.find((r) => r.raw.includes('Subject: Premier'))?.raw).toContain(
      'From: JurisRDV <no-reply@jurisrdv.fr>',
    );
    const rows = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Plus tard'));
    expect(rows[0]?.status).toBe('pending');
    const sentRows = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'sent'));
    expect(sentRows).toHaveLength(2);
  });

  it('keeps a failed e-mail pending for a later retry', async () => {
    await enqueueEmail(handle.db, { to: 'retry@example.com', subject: 'Échec', text: 'x' }, true);
    const unreachable = createEmailDelivery(
      handle.db,
      'smtp://127.0.0.1:1',
      'JurisRDV <no-reply@jurisrdv.fr>',
    );
    expect(await unreachable.deliverDueEmails()).toBe(0);
    unreachable.close();
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Échec'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row?.sendAfter.getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps the database free while the SMTP server is slow, and a second worker does not take the e-mail', async () => {
    await enqueueEmail(handle.db, { to: 'slow@example.com', subject: 'Lent', text: 'x' }, true);
    let release = () => {};
    holdSmtp = new Promise<void>((resolve) => {
      release = resolve;
    });
    const workerA = createEmailDelivery(handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    const workerB = createEmailDelivery(handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    const sending = workerA.deliverDueEmails();
    await vi.waitFor(() => expect(received.some((r) => r.to.includes('slow@example.com'))).toBe(true));
    // While A waits on SMTP, the row is reserved but not locked: reads and writes go on.
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Lent'));
    expect(row?.status).toBe('pending');
    expect(row?.sendAfter.getTime()).toBeGreaterThan(Date.now() + 60_000);
    await enqueueEmail(handle.db, { to: 'other@example.com', subject: 'Pendant', text: 'x' }, false);
    expect(await workerB.deliverDueEmails()).toBe(0);
    release();
    holdSmtp = null;
    expect(await sending).toBe(1);
    workerA.close();
    workerB.close();
    expect(received.filter((r) => r.to.includes('slow@example.com'))).toHaveLength(1);
  });

  it('at a stop (SIGTERM), gives back at once the e-mails it had claimed but not begun', async () => {
    // Nothing else due: the batch is exactly these three.
    await handle.db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.status, 'pending'));
    for (const subject of ['Arrêt 1', 'Arrêt 2', 'Arrêt 3']) {
      await enqueueEmail(handle.db, { to: 'arret@example.com', subject, text: 'x' }, true);
    }
    let release = () => {};
    holdSmtp = new Promise<void>((resolve) => {
      release = resolve;
    });
    const worker = createEmailDelivery(handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    const sending = worker.deliverDueEmails();
    await vi.waitFor(() =>
      expect(received.some((r) => r.raw.includes('Subject: =?UTF-8?Q?Arr=C3=AAt_1?='))).toBe(true),
    );
    await worker.stopClaiming();
    const bySubject = async (subject: string) =>
      (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject)))[0];
    // The two not begun are due again now, for any instance; the one being sent keeps its lease.
    for (const subject of ['Arrêt 2', 'Arrêt 3']) {
      const row = await bySubject(subject);
      expect(row?.status).toBe('pending');
      expect(row?.sendAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect((await bySubject('Arrêt 1'))?.sendAfter.getTime()).toBeGreaterThan(Date.now() + 60_000);
    release();
    holdSmtp = null;
    expect(await sending).toBe(1);
    worker.close();
    expect((await bySubject('Arrêt 1'))?.status).toBe('sent');
    const other = createEmailDelivery(handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    expect(await other.deliverDueEmails()).toBe(2);
    other.close();
  });
});
