import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createEmailDelivery } from '#server/platform/email/delivery-worker.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const received: string[] = [];

/**
 * The delivery worker compares `send_after` with the database's own clock (now()), so the booking must lie in
 * the real future: the test clock is next Monday 07:00 UTC, the appointment that Thursday 09:00 UTC (10:00 or
 * 11:00 in Paris, inside the default opening hours, three days ahead so that its reminder is not due yet).
 */
const DAY_MS = 86_400_000;
const today = new Date();
const daysToMonday = (8 - today.getUTCDay()) % 7 || 7;
const MONDAY_7_UTC = Date.UTC(
  today.getUTCFullYear(),
  today.getUTCMonth(),
  today.getUTCDate() + daysToMonday,
  7,
);
const CLOCK = new Date(MONDAY_7_UTC);
const START = new Date(MONDAY_7_UTC + 3 * DAY_MS + 2 * 3_600_000).toISOString();

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
  t.clock.set(CLOCK);
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
        start: START,
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
        start: START,
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
