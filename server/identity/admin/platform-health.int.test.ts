import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPlatformHealthResponse } from '#domain/kernel/operations/platform-health-schemas.ts';
import { createSmsDelivery } from '#server/appointments/sms-reminders/sms-delivery.ts';
import { emailOutbox, smsOutbox } from '#server/db/schema/index.ts';
import { runJob } from '#server/platform/background/recurring-job.ts';
import type { TSmsConfig } from '#server/platform/config.ts';
import { createEmailDelivery } from '#server/platform/email/delivery-worker.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  loginAsAdmin,
  type TTestApp,
} from '#server/test-support/test-app.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const HEALTH = '/api/admin/platform-health';

let t: TTestApp;
let admin: string;
let client: string;
let pro: string;
let smtp: SMTPServer;
let smtpUrl: string;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  client = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  pro = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

async function failedEmail(to: string, body = 'Contenu confidentiel du message') {
  const [row] = await t.handle.db
    .insert(emailOutbox)
    .values({
      toAddress: to,
      subject: 'Votre rendez-vous est confirmé',
      textBody: body,
      status: 'failed',
      attempts: 5,
      lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
    })
    .returning();
  if (!row) throw new Error('insert');
  return row;
}

async function failedSms(values: Partial<typeof smsOutbox.$inferInsert> = {}) {
  const [row] = await t.handle.db
    .insert(smsOutbox)
    .values({
      toNumber: '+33612345678',
      body: 'Rappel confidentiel',
      kind: 'rappel-test',
      status: 'failed',
      attempts: 5,
      lastError: 'Error: SMS refusé par le fournisseur (500)',
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert');
  return row;
}

describe('« Santé de la plateforme » (/api/admin/platform-health)', () => {
  it('is the administrator’s alone, second factor included, and nothing is resent for anyone else', async () => {
    const email = await failedEmail('refus@example.com');
    const resend = `${HEALTH}/email/${email.id}/resend`;
    // Before the administrator's enrolment: the password alone opens nothing but the enrolment.
    const passwordOnly = await loginAs(t.app, 'admin', 'admin@example.com');
    // Another space's session, even carried in the administrator's cookie, is no administrator's.
    const asAdminCookie = (cookie: string, space: 'client' | 'pro') =>
      cookie.replace(`jr_${space}_session=`, 'jr_admin_session=');
    for (const [cookie, status] of [
      [undefined, 401],
      [client, 401],
      [pro, 401],
      [asAdminCookie(client, 'client'), 401],
      [asAdminCookie(pro, 'pro'), 401],
      [passwordOnly, 403],
    ] as const) {
      expect((await callAs(t.app, cookie, 'GET', HEALTH)).statusCode).toBe(status);
      expect((await callAs(t.app, cookie, 'POST', resend)).statusCode).toBe(status);
      expect((await callAs(t.app, cookie, 'POST', `${HEALTH}/sms/1/resend`)).statusCode).toBe(status);
    }
    const [row] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, email.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    admin = await loginAsAdmin(t);
    expect((await callAs(t.app, admin, 'GET', HEALTH)).statusCode).toBe(200);
  });

  it('reports the outboxes, the last delivery errors without any body, the jobs’ last runs and this instance', async () => {
    const email = await failedEmail('echec@example.com', 'CORPS-SECRET-EMAIL');
    const sms = await failedSms({ body: 'CORPS-SECRET-SMS' });
    await failedSms({ toNumber: '+33600000000', attempts: 0, lastError: 'Rendez-vous annulé ou déplacé' });
    await runJob('retention-purge', async () => undefined, t.handle.db);
    await runJob(
      'retention-purge',
      async () => {
        throw new Error('disque plein');
      },
      t.handle.db,
    );

    const response = await callAs(t.app, admin, 'GET', HEALTH);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('CORPS-SECRET');
    const health = ZPlatformHealthResponse.parse(response.json());

    expect(health.outboxes.map((outbox) => outbox.channel)).toEqual(['email', 'sms']);
    expect(health.outboxes[0]?.failed).toBeGreaterThanOrEqual(2);
    // The dropped reminder is no failure.
    expect(health.outboxes[1]).toMatchObject({ failed: 1, pending: 0 });

    expect(health.deliveryErrors).toContainEqual({
      channel: 'email',
      id: email.id,
      recipient: 'echec@example.com',
      subject: 'Votre rendez-vous est confirmé',
      status: 'failed',
      attempts: 5,
      lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
      createdAt: email.createdAt.toISOString(),
    });
    expect(health.deliveryErrors).toContainEqual(
      expect.objectContaining({ channel: 'sms', id: sms.id, recipient: '+33612345678', subject: null }),
    );
    expect(health.deliveryErrors.some((error) => error.recipient === '+33600000000')).toBe(false);

    const purge = health.jobs.find((job) => job.name === 'retention-purge');
    expect(purge).toMatchObject({
      label: 'Purge des données arrivées à échéance',
      lastError: 'disque plein',
      lastInstance: expect.stringMatching(/:\d+$/),
    });
    expect(purge?.lastSuccessAt).not.toBeNull();
    expect(purge?.lastFailureAt).not.toBeNull();
    expect(health.jobs.find((job) => job.name === 'online-payments')).toMatchObject({
      lastRunAt: null,
      lastSuccessAt: null,
      lastFailureAt: null,
    });

    expect(health.instance).toMatchObject({
      cacheInvalidation: onPostgres ? 'listening' : 'not-applicable',
      notifications: onPostgres ? 'not-started' : 'in-process',
      openStreams: 0,
    });
  });

  it('« Renvoyer » puts a failed e-mail back in the outbox, and the delivery worker then sends it', async () => {
    const email = await failedEmail('renvoi@example.com');
    const resent = await callAs(t.app, admin, 'POST', `${HEALTH}/email/${email.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ ok: true });
    const [pending] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, email.id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 0, lastError: null });

    const worker = createEmailDelivery(t.handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    await worker.deliverDueEmails();
    worker.close();
    expect(received).toContain('renvoi@example.com');
    const [sent] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, email.id));
    expect(sent?.status).toBe('sent');

    const again = await callAs(t.app, admin, 'POST', `${HEALTH}/email/${email.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Ce message n’est pas en échec\u00a0: il ne peut pas être renvoyé.',
    );
    expect((await callAs(t.app, admin, 'POST', `${HEALTH}/email/999999999/resend`)).statusCode).toBe(404);
    expect((await callAs(t.app, admin, 'POST', `${HEALTH}/fax/${email.id}/resend`)).statusCode).toBe(400);
  });

  it('« Renvoyer » an SMS sends it again, but never a reminder dropped with its appointment or one already past', async () => {
    const sms = await failedSms({ toNumber: '+33611111111' });
    expect((await callAs(t.app, admin, 'POST', `${HEALTH}/sms/${sms.id}/resend`)).statusCode).toBe(200);
    const sent: string[] = [];
    const config: TSmsConfig = { apiKey: 'cle', apiUrl: 'https://sms.example/v3', sender: 'JurisRDV' };
    const worker = createSmsDelivery(t.handle.db, {
      config,
      fetch: async (_url, init) => {
        sent.push(String((JSON.parse(String(init?.body)) as { recipient: string }).recipient));
        return Response.json({ messageId: 42 }, { status: 201 });
      },
    });
    await worker.deliverDueSms();
    expect(sent).toContain('33611111111');
    const [row] = await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, sms.id));
    expect(row).toMatchObject({ status: 'sent', providerMessageId: '42' });

    const dropped = await failedSms({ attempts: 0, lastError: 'Rendez-vous annulé ou déplacé' });
    const past = await failedSms({ appointmentStart: new Date(Date.now() - 3_600_000) });
    for (const id of [dropped.id, past.id]) {
      const refused = await callAs(t.app, admin, 'POST', `${HEALTH}/sms/${id}/resend`);
      expect(refused.statusCode).toBe(409);
      const [still] = await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
      expect(still?.status).toBe('failed');
    }
  });
});
