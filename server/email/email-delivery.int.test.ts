import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../db/database';
import { emailOutbox } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { createEmailDelivery } from './delivery-worker';
import { enqueueEmail } from './outbox';

type TReceived = { to: string[]; raw: string };

let handle: TDatabaseHandle;
let smtp: SMTPServer;
let smtpUrl: string;
const received: TReceived[] = [];

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
        callback();
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
});
