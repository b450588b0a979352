import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  emailOutbox,
  notifications,
  professionals,
  smsOutbox,
  users,
} from '#server/db/schema/index.ts';
import { insertAppointment } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { sendDueProfessionalReminders } from './professional-reminders';

const HOUR = 3_600_000;
// Wednesday 25 November 2026, 09:00 Paris.
const NOW = new Date('2026-11-25T08:00:00Z');

let t: TTestApp;
let sophie: string;
let sophieUserId: string;
let professionalId: number;
let marieId: string;

async function reminderRows(appointmentId: number) {
  const link = `/pro/dashboard/appointments?rdv=${appointmentId}`;
  return {
    bell: await t.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sophieUserId), eq(notifications.link, link))),
    emails: await t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.appointmentId, appointmentId), eq(emailOutbox.kind, 'pro_reminder'))),
    sms: await t.handle.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.appointmentId, appointmentId), eq(smsOutbox.kind, 'pro_reminder'))),
  };
}

async function tomorrowsAppointment(hoursAhead: number, bookedHoursBefore = 72) {
  const start = new Date(NOW.getTime() + hoursAhead * HOUR);
  return insertAppointment(t.handle.db, {
    professionalId,
    clientUserId: marieId,
    startsAt: start,
    endsAt: new Date(start.getTime() + HOUR / 2),
    reason: 'Succession conflictuelle',
    createdAt: new Date(NOW.getTime() - bookedHoursBefore * HOUR),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  const [sophieUser] = await t.handle.db
    .select()
    .from(users)
    .where(eq(users.email, 'sophie.martin@example.com'));
  const [marie] = await t.handle.db.select().from(users).where(eq(users.email, 'marie.dubois@example.com'));
  if (!sophieUser || !marie) throw new Error('demo accounts');
  sophieUserId = sophieUser.id;
  marieId = marie.id;
  const [pro] = await t.handle.db.select().from(professionals).where(eq(professionals.userId, sophieUserId));
  if (!pro) throw new Error('Sophie has no listing');
  professionalId = pro.id;
  // Only the appointments of this test are due.
  await t.handle.db
    .update(appointments)
    .set({ status: 'completed' })
    .where(inArray(appointments.status, ['confirmed', 'pending']));
});

afterAll(async () => {
  await t.close();
});

describe('the professional’s reminder the day before', () => {
  it('reaches the bell by default, naming the client but not the matter, once across two instances', async () => {
    const appointment = await tomorrowsAppointment(20);
    const deps = { db: t.handle.db, config: t.config, clock: t.clock };
    const [first, second] = await Promise.all([
      sendDueProfessionalReminders(deps),
      sendDueProfessionalReminders(deps),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await sendDueProfessionalReminders(deps)).toBe(0);
    const rows = await reminderRows(appointment.id);
    expect(rows.bell).toHaveLength(1);
    expect(rows.bell[0]?.title).toBe(
      'Rappel\u00a0: rendez-vous avec Marie Dubois le jeudi 26 novembre 2026 à 05:00',
    );
    expect(rows.bell[0]?.title).not.toContain('Succession');
    expect(rows.emails).toHaveLength(0);
    expect(rows.sms).toHaveLength(0);
  });

  it('goes by e-mail and SMS when chosen, without the client or the matter', async () => {
    const saved = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'appointment_reminder', inApp: false, email: true, sms: true }],
      mobilePhone: '06 12 34 56 78',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const appointment = await tomorrowsAppointment(23);
    expect(await sendDueProfessionalReminders({ db: t.handle.db, config: t.config, clock: t.clock })).toBe(1);
    const rows = await reminderRows(appointment.id);
    expect(rows.bell).toHaveLength(0);
    expect(rows.emails).toHaveLength(1);
    expect(rows.emails[0]?.subject).toBe('Rappel\u00a0: rendez-vous le jeudi 26 novembre 2026 à 08:00');
    // Greeted by their own first name, never the client's (issue 26 §6).
    expect(rows.emails[0]?.textBody.split('\n')[0]).toBe('Bonjour Sophie,');
    for (const text of [rows.emails[0]?.textBody ?? '', rows.sms[0]?.body ?? '']) {
      expect(text).not.toContain('Marie');
      expect(text).not.toContain('Succession');
    }
    expect(rows.sms).toHaveLength(1);
    expect(rows.sms[0]?.toNumber).toBe('+33612345678');
    expect(rows.sms[0]?.status).toBe('kept');
  });

  it('is not sent too early, for an appointment booked within the day, nor for a cancelled one', async () => {
    const far = await tomorrowsAppointment(30);
    const late = await tomorrowsAppointment(10, 5);
    const cancelled = await tomorrowsAppointment(12);
    await t.handle.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, cancelled.id));
    expect(await sendDueProfessionalReminders({ db: t.handle.db, config: t.config, clock: t.clock })).toBe(0);
    for (const appointment of [far, late, cancelled]) {
      const rows = await reminderRows(appointment.id);
      expect(rows.emails.length + rows.bell.length + rows.sms.length).toBe(0);
    }
  });
});
