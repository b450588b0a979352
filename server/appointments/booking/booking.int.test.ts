import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { appointments, calendarFeeds, emailOutbox } from '#server/db/schema/index.ts';
import { insertProfessional } from '#server/test-support/factories.ts';
import { createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let marie: string;
let lucas: string;
let auto: number;
let manual: number;
let phoneOnly: number;

// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
// Tuesday 24 November 10:00 Paris, then Wednesday 25 November 10:00 Paris.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z';
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  auto = (
    await insertProfessional(t.handle.db, { lastName: 'Auto', email: 'auto@example.com', autoConfirm: true })
  ).id;
  manual = (
    await insertProfessional(t.handle.db, {
      lastName: 'Manuel',
      email: 'manuel@example.com',
      autoConfirm: false,
    })
  ).id;
  phoneOnly = (
    await insertProfessional(t.handle.db, {
      lastName: 'Telephone',
      consultationModes: ['telephone'],
      availability: defaultAvailabilitySettings(['telephone']),
    })
  ).id;
  // Remembered sessions: some tests move the clock days ahead.
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

function book(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: cookie ? { cookie } : {},
    payload: {
      reason: 'Consultation générale',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
      mode: 'cabinet',
      ...payload,
    },
  });
}

async function appointmentCount() {
  const [row] = await t.handle.db.select({ n: count() }).from(appointments);
  return row?.n ?? 0;
}

describe('booking', () => {
  it('confirms at once with automatic confirmation, with the invitation, the reminder and the professional told', async () => {
    const response = await book(marie, {
      professionalId: auto,
      start: TUESDAY_10,
      mode: 'visio',
      reason: 'Divorce',
    });
    expect(response.statusCode).toBe(201);
    const { appointment } = response.json();
    expect(appointment).toMatchObject({
      status: 'confirmed',
      date: '2026-11-24',
      time: '10:00',
      mode: 'visio',
      reason: 'Divorce',
    });
    expect(appointment.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/JurisRDV-[A-Za-z0-9_-]{22}#config\./);

    const clientEmails = await outboxFor(t.handle, 'marie.dubois@example.com');
    const confirmation = clientEmails.find((email) => email.subject.startsWith('Rendez-vous confirmé'));
    const ics = confirmation?.attachments?.[0]?.content ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:rdv-${appointment.id}@localhost`);
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261124T100000');
    expect(confirmation?.textBody).toContain(appointment.meetingUrl);
    const reminder = clientEmails.find((email) => email.kind === 'reminder');
    expect(reminder?.sendAfter.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect((await outboxFor(t.handle, 'auto@example.com'))[0]?.subject).toContain('Nouveau rendez-vous');
  });

  it('leaves the request pending without automatic confirmation', async () => {
    const response = await book(lucas, { professionalId: manual, start: TUESDAY_10 });
    expect(response.statusCode).toBe(201);
    expect(response.json().appointment.status).toBe('pending');
    const emails = await outboxFor(t.handle, 'lucas.moreau@example.com');
    expect(emails.some((email) => email.subject === 'Demande de rendez-vous envoyée')).toBe(true);
    expect(emails.some((email) => email.kind === 'reminder')).toBe(false);
    expect((await outboxFor(t.handle, 'manuel@example.com'))[0]?.subject).toContain(
      'Demande de rendez-vous à confirmer',
    );
  });

  it('never writes the reason of the consultation into an e-mail, an invitation or the private feed', async () => {
    const secret = 'Garde des enfants SECRET-7431';
    // Thursday 26 November 11:00 Paris.
    const response = await book(lucas, {
      professionalId: auto,
      start: '2026-11-26T10:00:00.000Z',
      mode: 'cabinet',
      reason: secret,
    });
    expect(response.statusCode).toBe(201);
    const emails = await t.handle.db.select().from(emailOutbox);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      expect(JSON.stringify(email)).not.toContain('SECRET-7431');
    }
    const token = 'f'.repeat(43);
    await t.handle.db.insert(calendarFeeds).values({ professionalId: auto, token });
    const feed = await t.app.inject({ method: 'GET', url: `/calendar/${token}.ics` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('BEGIN:VEVENT');
    expect(feed.body).not.toContain('SECRET-7431');
  });

  it('removes the booked time from the public slots at once', async () => {
    const profile = (await t.app.inject({ method: 'GET', url: `/api/professionals/${auto}` })).json();
    const tuesday = profile.slotDays.find((day: { date: string }) => day.date === '2026-11-24');
    expect(tuesday.slots.map((slot: { time: string }) => slot.time)).not.toContain('10:00');
  });

  it('gives one slot to exactly one of 50 simultaneous requests', async () => {
    const before = await appointmentCount();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(i % 2 ? marie : lucas, { professionalId: auto, start: WEDNESDAY_10 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const codes = new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().error.code));
    for (const code of codes) expect(['SLOT_TAKEN', 'SLOT_UNAVAILABLE']).toContain(code);
    expect(await appointmentCount()).toBe(before + 1);
  });

  it.each([
    ['a past slot', { start: '2026-11-20T09:00:00.000Z' }, 409],
    ['a slot inside the 2-hour notice', { start: '2026-11-23T08:00:00.000Z' }, 409],
    ['a slot beyond the 14-day horizon', { start: '2026-12-08T09:00:00.000Z' }, 409],
    ['a time outside opening hours', { start: '2026-11-24T11:30:00.000Z' }, 409],
    ['a Sunday', { start: '2026-11-29T09:00:00.000Z' }, 409],
    ['a time off the slot grid', { start: '2026-11-24T09:10:00.000Z' }, 409],
  ])('refuses %s with a French message and writes nothing', async (_label, change, status) => {
    const before = await appointmentCount();
    const response = await book(marie, { professionalId: auto, ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(
      "Ce créneau n'est plus disponible. Choisissez un autre horaire.",
    );
    expect(await appointmentCount()).toBe(before);
  });

  it('refuses a mode the professional does not offer, an unknown professional, bad input and strangers', async () => {
    const before = await appointmentCount();
    const mode = await book(marie, { professionalId: phoneOnly, start: TUESDAY_10, mode: 'cabinet' });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().error.fieldErrors.mode).toBe(
      'Ce professionnel ne propose pas ce mode de consultation.',
    );
    expect((await book(marie, { professionalId: 999_999, start: TUESDAY_10 })).statusCode).toBe(404);
    const bad = await book(marie, { professionalId: 'x', start: 'demain', reason: '', extra: true });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual([
      'extra',
      'professionalId',
      'reason',
      'start',
    ]);
    expect(
      (await book(marie, { professionalId: auto, start: TUESDAY_10, reason: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
    expect(
      (await book(undefined, { professionalId: auto, start: '2026-11-26T09:00:00.000Z' })).statusCode,
    ).toBe(401);
    expect(await appointmentCount()).toBe(before);
  });
});

describe('client appointments', () => {
  async function bookedBy(cookie: string, start: string) {
    const response = await book(cookie, { professionalId: auto, start });
    expect(response.statusCode).toBe(201);
    return response.json().appointment.id as number;
  }

  it('lists only the client’s own appointments, and hides others’ behind 404', async () => {
    const mine = await bookedBy(marie, '2026-11-26T13:00:00.000Z');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/client/appointments', headers: { cookie: marie } })
    ).json();
    expect(list.upcoming.some((a: { id: number }) => a.id === mine)).toBe(true);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/client/appointments', headers: { cookie: lucas } })
    ).json();
    expect(theirs.upcoming.some((a: { id: number }) => a.id === mine)).toBe(false);
    for (const url of [
      `/api/client/appointments/${mine}/cancel`,
      `/api/client/appointments/${mine}/reschedule`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: lucas },
        payload: url.endsWith('cancel') ? {} : { start: '2026-11-27T09:00:00.000Z' },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('cancels more than 24 hours ahead: the slot is free again and the reminder is gone', async () => {
    const id = await bookedBy(marie, '2026-11-27T13:00:00.000Z');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/client/appointments/${id}/cancel`,
      headers: { cookie: marie },
      payload: { reason: 'Empêchement' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('cancelled');
    const reminders = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.appointmentId, id), eq(emailOutbox.kind, 'reminder')));
    expect(reminders).toHaveLength(0);
    expect((await book(lucas, { professionalId: auto, start: '2026-11-27T13:00:00.000Z' })).statusCode).toBe(
      201,
    );
  });

  it('moves an appointment to another free slot, and refuses a taken one', async () => {
    const id = await bookedBy(marie, '2026-11-30T09:00:00.000Z');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/client/appointments/${id}/reschedule`,
      headers: { cookie: marie },
      payload: { start: '2026-11-30T10:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ time: '11:00', date: '2026-11-30' });
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/client/appointments/${id}/reschedule`,
      headers: { cookie: marie },
      payload: { start: WEDNESDAY_10 },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses to cancel or move less than 24 hours before, and says why', async () => {
    const id = await bookedBy(marie, '2026-12-01T09:00:00.000Z');
    t.clock.set(new Date('2026-11-30T10:00:00Z'));
    try {
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/client/appointments/${id}/cancel`,
        headers: { cookie: marie },
        payload: {},
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.code).toBe('CHANGE_WINDOW_CLOSED');
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/client/appointments', headers: { cookie: marie } })
      ).json();
      const shown = list.upcoming.find((a: { id: number }) => a.id === id);
      expect(shown).toMatchObject({ canChange: false });
      expect(shown.changeBlockedReason).toContain('moins de 24 heures');
    } finally {
      t.clock.set(NOW);
    }
  });
});
