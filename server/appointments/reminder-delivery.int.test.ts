import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createEmailDelivery } from '../email/delivery-worker';
import { insertProfessional } from '../test-support/factories';
import { createTestApp, loginAs, type TTestApp } from '../test-support/test-app';

let t: TTestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  // With SMTP configured, e-mails wait in the outbox as 'pending' until due.
  t = await createTestApp({ config: { smtpUrl } });
  t.clock.set(new Date('2026-11-23T07:00:00Z'));
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('reminder 24 hours before', () => {
  it('is sent exactly once across two workers and a restart, and never before it is due', async () => {
    const professional = await insertProfessional(t.handle.db, {
      lastName: 'Rappel',
      email: 'rappel@example.com',
    });
    const cookie = await loginAs(t.app, 'client', 'emma.laurent@example.com');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie },
      payload: {
        professionalId: professional.id,
        start: '2026-11-26T09:00:00.000Z',
        mode: 'cabinet',
        reason: 'Bail',
        answers: {},
        acceptsFeeAgreement: true,
      },
    });
    expect(booked.statusCode).toBe(201);
    const appointmentId = booked.json().appointment.id;
    const reminderWhere = and(eq(emailOutbox.appointmentId, appointmentId), eq(emailOutbox.kind, 'reminder'));

    // Not due yet: the workers send the confirmation e-mails but keep the reminder.
    const first = createEmailDelivery(t.handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    await first.deliverDueEmails();
    const beforeDue = received.length;
    const [waiting] = await t.handle.db.select().from(emailOutbox).where(reminderWhere);
    expect(waiting?.status).toBe('pending');

    // Time passes: the reminder becomes due.
    await t.handle.db
      .update(emailOutbox)
      .set({ sendAfter: sql`now() - interval '1 minute'` })
      .where(reminderWhere);
    const second = createEmailDelivery(t.handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    await Promise.all([first.deliverDueEmails(), second.deliverDueEmails()]);
    first.close();
    second.close();
    // A restarted server starts a new worker on the same outbox.
    const restarted = createEmailDelivery(t.handle.db, smtpUrl, 'JurisRDV <no-reply@jurisrdv.fr>');
    expect(await restarted.deliverDueEmails()).toBe(0);
    restarted.close();

    expect(received).toHaveLength(beforeDue + 1);
    expect(received.at(-1)).toContain('emma.laurent@example.com');
    const [row] = await t.handle.db.select().from(emailOutbox).where(reminderWhere);
    expect(row?.status).toBe('sent');
  });

  it('is not scheduled for a client who turned e-mail notifications off', async () => {
    const professional = await insertProfessional(t.handle.db, { lastName: 'SansRappel' });
    const cookie = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/client/profile',
      headers: { cookie },
      payload: {
        firstName: 'Lucas',
        lastName: 'Moreau',
        phone: null,
        notifyByEmail: false,
        notifyBySms: false,
        newsletter: false,
      },
    });
    expect(off.statusCode).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie },
      payload: {
        professionalId: professional.id,
        start: '2026-11-26T09:00:00.000Z',
        mode: 'cabinet',
        reason: 'Bail',
        answers: {},
        acceptsFeeAgreement: true,
      },
    });
    const reminders = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.appointmentId, booked.json().appointment.id), eq(emailOutbox.kind, 'reminder')),
      );
    expect(reminders).toHaveLength(0);
  });
});
