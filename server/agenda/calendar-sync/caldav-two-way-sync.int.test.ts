import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentEventUid } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import { outgoingEventFileName } from '#domain/agenda/calendar-sync/outgoing-event-ics.ts';
import { PARIS_VTIMEZONE } from '#domain/kernel/time/paris-vtimezone.ts';
import { writeDueAppointmentCopies } from '#server/appointments/index.ts';
import {
  appointmentCalendarCopies,
  appointments,
  calendarConnections,
  emailOutbox,
  importedEvents,
} from '#server/db/schema/index.ts';
import { startRadicale, type TRadicaleServer } from '#server/test-support/radicale-server.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { calendarSyncDepsOf } from './calendar-connection-routes';
import { syncDueCalendars } from './calendar-sync-engine';

let t: TTestApp;
let radicale: TRadicaleServer;
let calendars: Record<string, string>;
let sophie: string;
let thomas: string;
let marie: string;

// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
const SYNC_STEP_MS = 31_000;

const sync = () => syncDueCalendars(calendarSyncDepsOf(t.app, t.app.deps));
const write = () => writeDueAppointmentCopies({ ...calendarSyncDepsOf(t.app, t.app.deps), config: t.config });

async function dayTimes(date: string): Promise<string[]> {
  const profile = (await t.app.inject({ method: 'GET', url: '/api/professionals/1' })).json();
  const day = profile.slotDays.find((d: { date: string }) => d.date === date);
  return (day?.slots ?? []).map((slot: { time: string }) => slot.time);
}

function busyIcs(uid: string, start: string, end: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Thunderbird//FR',
    ...PARIS_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261120T120000Z',
    `DTSTART;TZID=Europe/Paris:${start}`,
    `DTEND;TZID=Europe/Paris:${end}`,
    'SUMMARY:Audience au tribunal',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

async function putOnServer(path: string, ics: string): Promise<void> {
  const response = await radicale.request('sophie', path, {
    method: 'PUT',
    body: ics,
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
  });
  await response.arrayBuffer();
  expect([201, 204]).toContain(response.status);
}

async function readOnServer(path: string): Promise<{ status: number; text: string }> {
  const response = await radicale.request('sophie', path);
  return { status: response.status, text: await response.text() };
}

function appointmentPath(id: number): string {
  const host = new URL(t.config.publicUrl).hostname;
  return `${new URL(calendars.cabinet as string).pathname}${outgoingEventFileName(appointmentEventUid(id, host))}`;
}

async function connectionsOf(cookie: string) {
  return (await callAs(t.app, cookie, 'GET', '/api/pro/calendar-connections')).json();
}

beforeAll(async () => {
  radicale = await startRadicale();
  calendars = await radicale.addUser('sophie', 'mot-de-passe-application');
  t = await createTestApp({
    config: { allowPrivateCalendarUrls: true, totpEncryptionKey: Buffer.alloc(32, 7) },
  });
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t?.close();
  await radicale?.stop();
});

describe('two-way sync with a real CalDAV server (Radicale)', () => {
  let connectionId: number;
  let cabinetId: number;
  let personnelId: number;

  it('refuses a wrong password next to the password field, then connects and discovers the calendars', async () => {
    const refused = await callAs(t.app, sophie, 'POST', '/api/pro/calendar-connections/caldav', {
      serverUrl: radicale.url,
      username: 'sophie',
      password: 'pas-le-bon',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({
      password: 'Le serveur refuse cet identifiant ou ce mot de passe d’application.',
    });
    const hostile = await callAs(t.app, sophie, 'POST', '/api/pro/calendar-connections/caldav', {
      serverUrl: radicale.url,
      username: 'sophie\u0000',
      password: 'mot-de-passe-application',
    });
    expect(hostile.statusCode).toBe(400);
    expect(Object.keys(hostile.json().error.fieldErrors)).toEqual(['username']);
    const huge = await callAs(t.app, sophie, 'POST', '/api/pro/calendar-connections/caldav', {
      serverUrl: radicale.url,
      username: 'sophie',
      password: 'x'.repeat(1_000_000),
    });
    expect(huge.statusCode).toBe(413);

    const created = await callAs(t.app, sophie, 'POST', '/api/pro/calendar-connections/caldav', {
      serverUrl: radicale.url,
      username: 'sophie',
      password: 'mot-de-passe-application',
    });
    expect(created.statusCode, created.body).toBe(201);
    connectionId = created.json().id;
    const { available, connections } = await connectionsOf(sophie);
    expect(available.caldav).toBe(true);
    expect(connections).toHaveLength(1);
    expect(connections[0]).toMatchObject({ provider: 'caldav', status: 'active', alert: false });
    const names = connections[0].calendars.map((calendar: { name: string }) => calendar.name);
    expect(names).toEqual(['Cabinet', 'Personnel']);
    cabinetId = connections[0].calendars[0].id;
    personnelId = connections[0].calendars[1].id;
    // The password is not stored as typed.
    const [row] = await t.handle.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connectionId));
    expect(row?.sealedCredentials).not.toContain('mot-de-passe-application');
  });

  it('writes the upcoming appointments in the chosen calendar, without their reason, read back by another client', async () => {
    expect(
      (
        await callAs(t.app, sophie, 'PATCH', `/api/pro/connected-calendars/${cabinetId}`, {
          receivesAppointments: true,
        })
      ).statusCode,
    ).toBe(200);
    const upcoming = await t.handle.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.professionalId, 1),
          inArray(appointments.status, ['pending', 'confirmed']),
          gt(appointments.endsAt, NOW),
        ),
      );
    expect(upcoming.length).toBeGreaterThan(1);
    // Equally due, the newest appointment goes first: one booked while this backlog is written does not wait.
    const newest = Math.max(...upcoming.map((appointment) => appointment.id));
    expect(
      await writeDueAppointmentCopies(
        { ...calendarSyncDepsOf(t.app, t.app.deps), config: t.config },
        { limit: 1 },
      ),
    ).toBe(1);
    const writtenFirst = await t.handle.db
      .select({ appointmentId: appointmentCalendarCopies.appointmentId })
      .from(appointmentCalendarCopies)
      .where(eq(appointmentCalendarCopies.dirty, false));
    expect(writtenFirst).toEqual([{ appointmentId: newest }]);
    expect(await write()).toBe(upcoming.length - 1);
    const first = upcoming[0];
    if (!first) throw new Error('no appointment');
    const written = await readOnServer(appointmentPath(first.id));
    expect(written.status).toBe(200);
    expect(written.text).toContain('DTSTART;TZID=Europe/Paris:');
    expect(written.text).toContain('BEGIN:VTIMEZONE');
    expect(written.text).toMatch(/SUMMARY:(\[À confirmer\] )?Rendez-vous JurisRDV\r\n/);
    expect(written.text).not.toContain(first.reason);
    // Nothing to write again when nothing changed.
    expect(await write()).toBe(0);
  });

  it('moves the event when the appointment moves, and deletes it when it is cancelled', async () => {
    const [moving] = await t.handle.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.professionalId, 1),
          eq(appointments.status, 'confirmed'),
          gt(appointments.startsAt, NOW),
        ),
      )
      .limit(1);
    if (!moving) throw new Error('no confirmed appointment');
    const start = new Date('2026-12-15T13:00:00Z');
    await t.handle.db
      .update(appointments)
      .set({ startsAt: start, endsAt: new Date(start.getTime() + 30 * 60_000) })
      .where(eq(appointments.id, moving.id));
    expect(await write()).toBe(1);
    expect((await readOnServer(appointmentPath(moving.id))).text).toContain(
      'DTSTART;TZID=Europe/Paris:20261215T140000',
    );

    await t.handle.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, moving.id));
    expect(await write()).toBe(1);
    expect((await readOnServer(appointmentPath(moving.id))).status).toBe(404);
  });

  it('blocks the public slot when a busy event is added on the server, and frees it when it is deleted', async () => {
    expect(await dayTimes('2026-11-24')).toContain('09:00');
    expect(
      (
        await callAs(t.app, sophie, 'PATCH', `/api/pro/connected-calendars/${personnelId}`, {
          blocksSlots: true,
        })
      ).statusCode,
    ).toBe(200);
    const path = `${new URL(calendars.personnel as string).pathname}audience.ics`;
    await putOnServer(path, busyIcs('audience@thunderbird', '20261124T090000', '20261124T120000'));
    t.clock.advance(SYNC_STEP_MS);
    expect(await sync()).toBeGreaterThan(0);
    const tuesday = await dayTimes('2026-11-24');
    expect(tuesday).not.toContain('09:00');
    expect(tuesday).not.toContain('11:30');

    await radicale.request('sophie', path, { method: 'DELETE' }).then((response) => response.arrayBuffer());
    t.clock.advance(SYNC_STEP_MS);
    await sync();
    expect(await dayTimes('2026-11-24')).toContain('09:00');
  });

  it('re-reads a stale blocking calendar before a booking, so a time blocked seconds ago is not booked', async () => {
    const wednesday = await dayTimes('2026-11-25');
    expect(wednesday).toContain('10:00');
    const path = `${new URL(calendars.personnel as string).pathname}rdv-client.ics`;
    await putOnServer(path, busyIcs('rdv-client@thunderbird', '20261125T100000', '20261125T110000'));
    t.clock.advance(SYNC_STEP_MS);
    const booked = await callAs(t.app, marie, 'POST', '/api/appointments', {
      professionalId: 1,
      start: '2026-11-25T09:00:00.000Z',
      reason: 'Consultation générale',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
      mode: 'cabinet',
    });
    expect(booked.statusCode).toBe(409);
    expect(await dayTimes('2026-11-25')).not.toContain('10:00');
  });

  it('notices an appointment moved in the external calendar without changing the appointment', async () => {
    const [copy] = await t.handle.db
      .select()
      .from(appointmentCalendarCopies)
      .where(
        and(eq(appointmentCalendarCopies.calendarId, cabinetId), eq(appointmentCalendarCopies.dirty, false)),
      )
      .limit(1);
    if (!copy?.appointmentId) throw new Error('no written copy');
    const path = appointmentPath(copy.appointmentId);
    const text = (await readOnServer(path)).text
      .replace(/DTSTART;TZID=Europe\/Paris:\d{8}T\d{6}/, 'DTSTART;TZID=Europe/Paris:20261231T080000')
      .replace(/DTEND;TZID=Europe\/Paris:\d{8}T\d{6}/, 'DTEND;TZID=Europe/Paris:20261231T083000');
    await putOnServer(path, text);
    await t.handle.db
      .update(appointmentCalendarCopies)
      .set({ dirty: false })
      .where(eq(appointmentCalendarCopies.id, copy.id));
    t.clock.advance(SYNC_STEP_MS);
    await sync();
    const [after] = await t.handle.db
      .select()
      .from(appointmentCalendarCopies)
      .where(eq(appointmentCalendarCopies.id, copy.id));
    expect(after).toMatchObject({
      externalChange: 'moved',
      externalStartsAt: new Date('2026-12-31T07:00:00Z'),
    });
    const [appointment] = await t.handle.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, copy.appointmentId));
    expect(appointment?.startsAt.toISOString()).not.toBe('2026-12-31T07:00:00.000Z');
    // Its own event never blocks a slot as someone else's.
    const own = await t.handle.db
      .select()
      .from(importedEvents)
      .where(eq(importedEvents.calendarId, cabinetId));
    expect(own).toEqual([]);
  });

  it('shows the alert and sends one e-mail when the password is revoked, and clears it on « Reconnecter »', async () => {
    await radicale.setPassword('sophie', 'nouveau-mot-de-passe');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      t.clock.advance(SYNC_STEP_MS * 3);
      await sync();
    }
    const [connection] = (await connectionsOf(sophie)).connections;
    expect(connection).toMatchObject({ status: 'unauthorized', alert: true });
    const emails = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'calendar-sync-alert'));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      toAddress: 'sophie.martin@example.com',
      subject: 'Votre agenda connecté ne se synchronise plus',
    });
    expect(emails[0]?.textBody).toContain('Reconnecter\u00a0: http://localhost:3000/pro/dashboard/agendas');

    const reconnected = await callAs(
      t.app,
      sophie,
      'PUT',
      `/api/pro/calendar-connections/${connectionId}/caldav-password`,
      {
        password: 'nouveau-mot-de-passe',
      },
    );
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    await sync();
    expect((await connectionsOf(sophie)).connections[0]).toMatchObject({ status: 'active', alert: false });
  });

  it('gives another professional nothing but 404', async () => {
    expect((await connectionsOf(thomas)).connections).toEqual([]);
    for (const [method, url, body] of [
      ['PATCH', `/api/pro/connected-calendars/${cabinetId}`, { blocksSlots: false }],
      ['POST', `/api/pro/calendar-connections/${connectionId}/sync`, undefined],
      ['PUT', `/api/pro/calendar-connections/${connectionId}/caldav-password`, { password: 'x' }],
      ['DELETE', `/api/pro/calendar-connections/${connectionId}`, undefined],
    ] as const) {
      const response = await callAs(t.app, thomas, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await connectionsOf(sophie)).connections).toHaveLength(1);
  });

  it('disconnects: the calendars and their busy times go', async () => {
    expect(
      (await callAs(t.app, sophie, 'DELETE', `/api/pro/calendar-connections/${connectionId}`)).statusCode,
    ).toBe(200);
    expect((await connectionsOf(sophie)).connections).toEqual([]);
    expect(
      await t.handle.db.select().from(importedEvents).where(eq(importedEvents.professionalId, 1)),
    ).toEqual([]);
  });
});
