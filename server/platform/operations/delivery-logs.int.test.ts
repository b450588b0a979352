import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsDelivery } from '#server/appointments/sms-reminders/sms-delivery.ts';
import type { TDatabaseHandle } from '#server/db/database.ts';
import { emailOutbox, smsOutbox } from '#server/db/schema/index.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import type { TSmsConfig } from '../config';
import { createEmailDelivery } from '../email/delivery-worker';
import { enqueueEmail } from '../email/outbox';
import { createLogger, setProcessLogger, silentLogger } from './logger';

type TLine = Record<string, unknown> & { level: number; msg: string; job?: string };

let handle: TDatabaseHandle;
const lines: TLine[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  // The process's logger as main.ts sets it, writing here instead of stdout; the workers take it when made.
  setProcessLogger(
    createLogger({ destination: { write: (line: string) => lines.push(JSON.parse(line) as TLine) } }),
  );
});
afterAll(async () => {
  setProcessLogger(silentLogger);
  await handle.close();
});

const WARN = 40;
const ERROR = 50;

describe('delivery workers’ logs', () => {
  it('log each failed e-mail attempt as a warning and the e-mail given up as an error: recipient and error, never the body', async () => {
    await enqueueEmail(
      handle.db,
      { to: 'Journal@example.com', subject: 'Sujet', text: 'CORPS-CONFIDENTIEL', html: '<p>CORPS-HTML</p>' },
      true,
    );
    const [row] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'journal@example.com'));
    if (!row) throw new Error('not queued');
    const unreachable = createEmailDelivery(
      handle.db,
      'smtp://127.0.0.1:1',
      'JurisRDV <no-reply@jurisrdv.fr>',
    );
    await unreachable.deliverDueEmails();

    const retry = lines.find((line) => line.emailId === row.id && line.level === WARN);
    expect(retry).toMatchObject({
      job: 'email-delivery',
      to: 'journal@example.com',
      attempts: 1,
      msg: 'Échec de l’envoi d’un e-mail (tentative 1), nouvel essai plus tard',
    });
    expect(String(retry?.lastError)).toMatch(/ECONNREFUSED/);

    // The fifth attempt is the last one.
    await handle.db
      .update(emailOutbox)
      .set({ attempts: 4, sendAfter: new Date(Date.now() - 1_000) })
      .where(eq(emailOutbox.id, row.id));
    await unreachable.deliverDueEmails();
    unreachable.close();
    const givenUp = lines.find((line) => line.emailId === row.id && line.level === ERROR);
    expect(givenUp).toMatchObject({
      job: 'email-delivery',
      attempts: 5,
      msg: 'E-mail abandonné après 5 tentatives',
    });
    const [failed] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(failed?.status).toBe('failed');

    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('CORPS-CONFIDENTIEL');
    expect(logged).not.toContain('CORPS-HTML');
  });

  it('log a failed SMS attempt as a warning and the SMS given up as an error, never its text', async () => {
    const [row] = await handle.db
      .insert(smsOutbox)
      .values({ toNumber: '+33612345678', body: 'SMS-CONFIDENTIEL', kind: 'rappel-test', attempts: 3 })
      .returning();
    if (!row) throw new Error('not queued');
    const config: TSmsConfig = { apiKey: 'cle', apiUrl: 'https://sms.example/v3', sender: 'JurisRDV' };
    const refusing = createSmsDelivery(handle.db, {
      config,
      fetch: async () => Response.json({ message: 'SMS-CONFIDENTIEL refusé' }, { status: 500 }),
    });
    await refusing.deliverDueSms();
    expect(lines.find((line) => line.smsId === row.id && line.level === WARN)).toMatchObject({
      job: 'sms-delivery',
      to: '+33612345678',
      attempts: 4,
      lastError: 'Error: SMS refusé par le fournisseur (500)',
    });
    await handle.db
      .update(smsOutbox)
      .set({ sendAfter: new Date(Date.now() - 1_000) })
      .where(eq(smsOutbox.id, row.id));
    await refusing.deliverDueSms();
    expect(lines.find((line) => line.smsId === row.id && line.level === ERROR)).toMatchObject({
      job: 'sms-delivery',
      attempts: 5,
      msg: 'SMS abandonné après 5 tentatives',
    });
    expect(JSON.stringify(lines)).not.toContain('SMS-CONFIDENTIEL');
  });
});
