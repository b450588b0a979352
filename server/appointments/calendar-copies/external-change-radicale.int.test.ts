import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentEventUid } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import { outgoingEventFileName } from '#domain/agenda/calendar-sync/outgoing-event-ics.ts';
import { calendarSyncDepsOf, syncDueCalendars } from '#server/agenda/index.ts';
import { appointmentCalendarCopies, appointments } from '#server/db/schema/index.ts';
import { startRadicale, type TRadicaleServer } from '#server/test-support/radicale-server.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { writeDueAppointmentCopies } from './appointment-calendar-writer';

let t: TTestApp;
let radicale: TRadicaleServer;
let calendars: Record<string, string>;
let sophie: string;

// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
const SYNC_STEP_MS = 31_000;

const sync = () => {
  t.clock.advance(SYNC_STEP_MS);
  return syncDueCalendars(calendarSyncDepsOf(t.app, t.app.deps));
};
const write = () => writeDueAppointmentCopies({ ...calendarSyncDepsOf(t.app, t.app.deps), config: t.config });

function eventPath(id: number): string {
  const host = new URL(t.config.publicUrl).hostname;
  return `${new URL(calendars.cabinet as string).pathname}${outgoingEventFileName(appointmentEventUid(id, host))}`;
}

async function onServer(id: number): Promise<{ status: number; text: string }> {
  const response = await radicale.request('sophie', eventPath(id));
  return { status: response.status, text: await response.text() };
}

/** What the professional does in Thunderbird or Outlook: the event moved to another Paris time. */
async function moveOnServer(id: number, start: string, end: string): Promise<void> {
  const text = (await onServer(id)).text
    .replace(/DTSTART;TZID=Europe\/Paris:\d{8}T\d{6}/, `DTSTART;TZID=Europe/Paris:${start}`)
    .replace(/DTEND;TZID=Europe\/Paris:\d{8}T\d{6}/, `DTEND;TZID=Europe/Paris:${end}`);
  const response = await radicale.request('sophie', eventPath(id), {
    method: 'PUT',
    body: text,
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
  });
  await response.arrayBuffer();
  expect([201, 204]).toContain(response.status);
}

async function deleteOnServer(id: number): Promise<void> {
  const response = await radicale.request('sophie', eventPath(id), { method: 'DELETE' });
  await response.arrayBuffer();
  expect([200, 204]).toContain(response.status);
}

async function externalChangeOf(id: number) {
  const response = await callAs(t.app, sophie, 'GET', `/api/pro/appointments/${id}`);
  return response.json().appointment.externalChange;
}

beforeAll(async () => {
  radicale = await startRadicale();
  calendars = await radicale.addUser('sophie', 'mot-de-passe-application');
  t = await createTestApp({
    config: { allowPrivateCalendarUrls: true, totpEncryptionKey: Buffer.alloc(32, 7) },
  });
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t?.close();
  await radicale?.stop();
});

describe('applying or restoring a change made in a real CalDAV calendar (Radicale)', () => {
  let id: number;

  it('writes a new appointment in the calendar chosen to receive them', async () => {
    const created = await callAs(t.app, sophie, 'POST', '/api/pro/calendar-connections/caldav', {
      serverUrl: radicale.url,
      username: 'sophie',
      password: 'mot-de-passe-application',
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await callAs(t.app, sophie, 'GET', '/api/pro/calendar-connections')).json();
    const cabinet = listed.connections[0].calendars.find((c: { name: string }) => c.name === 'Cabinet');
    const chosen = await callAs(t.app, sophie, 'PATCH', `/api/pro/connected-calendars/${cabinet.id}`, {
      receivesAppointments: true,
    });
    expect(chosen.statusCode).toBe(200);
    // A Sunday morning, away from the demo appointments.
    const appointment = await callAs(t.app, sophie, 'POST', '/api/pro/appointments', {
      client: { name: 'Paul Lefèvre' },
      type: 'Signature acte',
      date: '2026-12-20',
      time: '08:00',
      duration: '1h',
    });
    expect(appointment.statusCode, appointment.body).toBe(201);
    id = appointment.json().appointment.id;
    await write();
    expect((await onServer(id)).text).toContain('DTSTART;TZID=Europe/Paris:20261220T080000');
  });

  it('« Restaurer » puts JurisRDV’s time back on the server after a move there', async () => {
    await moveOnServer(id, '20261220T180000', '20261220T190000');
    await sync();
    expect(await externalChangeOf(id)).toEqual({
      kind: 'moved',
      start: '2026-12-20T17:00:00.000Z',
      end: '2026-12-20T18:00:00.000Z',
    });
    expect(
      (await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${id}/external-change/restore`)).statusCode,
    ).toBe(200);
    expect(await write()).toBe(1);
    expect((await onServer(id)).text).toContain('DTSTART;TZID=Europe/Paris:20261220T080000');
    await sync();
    expect(await externalChangeOf(id)).toBeNull();
  });

  it('« Appliquer » a move there moves the appointment, and the event stays where it was put', async () => {
    await moveOnServer(id, '20261220T180000', '20261220T190000');
    await sync();
    const applied = await callAs(
      t.app,
      sophie,
      'POST',
      `/api/pro/appointments/${id}/external-change/apply`,
      {},
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().appointment).toMatchObject({
      date: '2026-12-20',
      time: '18:00',
      externalChange: null,
    });
    await write();
    expect((await onServer(id)).text).toContain('DTSTART;TZID=Europe/Paris:20261220T180000');
    await sync();
    expect(await externalChangeOf(id)).toBeNull();
  });

  it('« Restaurer » after a deletion there creates the event again', async () => {
    await deleteOnServer(id);
    await sync();
    expect(await externalChangeOf(id)).toEqual({ kind: 'deleted' });
    expect(
      (await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${id}/external-change/restore`)).statusCode,
    ).toBe(200);
    expect(await write()).toBe(1);
    const again = await onServer(id);
    expect(again.status).toBe(200);
    expect(again.text).toContain('DTSTART;TZID=Europe/Paris:20261220T180000');
    // The sync loop sees it back (a sync-token reports nothing for an event created and deleted between two reads).
    await sync();
    expect(await externalChangeOf(id)).toBeNull();
  });

  it('« Appliquer » a deletion there cancels the appointment, and the writer has nothing left to fail on', async () => {
    await deleteOnServer(id);
    await sync();
    const applied = await callAs(
      t.app,
      sophie,
      'POST',
      `/api/pro/appointments/${id}/external-change/apply`,
      {},
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().appointment).toMatchObject({ status: 'cancelled', externalChange: null });
    await write();
    const [copy] = await t.handle.db
      .select()
      .from(appointmentCalendarCopies)
      .where(eq(appointmentCalendarCopies.appointmentId, id));
    expect(copy).toMatchObject({ dirty: false, lastError: null, objectKey: null, externalChange: null });
    expect((await onServer(id)).status).toBe(404);
    const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.status).toBe('cancelled');
  });
});
