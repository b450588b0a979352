import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessJournal, appointmentCalendarCopies, appointments } from '#server/db/schema/index.ts';
import { createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let thomas: string;
let sophie: string;
let marie: string;
let lucas: string;

// Monday 7 June 2027, 08:00 Paris: far from the demo appointments seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
const THOMAS = 2;
const MARIE = 'marie.dubois@example.com';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', MARIE, 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
});

afterAll(async () => {
  await t.close();
});

function inject(method: 'GET' | 'POST', url: string, cookie: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

/** A client's booking with Thomas, accepted by him: a confirmed appointment with a client account. */
async function confirmedWithThomas(client: string, start: string): Promise<number> {
  const booked = await inject('POST', '/api/appointments', client, {
    professionalId: THOMAS,
    start,
    mode: 'cabinet',
    reason: 'Constat de dégâts des eaux',
    answers: {},
    isFirstConsultation: true,
    acceptsFeeAgreement: true,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().appointment.id as number;
  expect((await inject('POST', `/api/pro/appointments/${id}/accept`, thomas)).statusCode).toBe(200);
  return id;
}

/** What the sync engine records when it sees our event moved or deleted in Thomas's calendar. */
async function changedExternally(
  appointmentId: number,
  change: { kind: 'moved'; start: string; end: string } | { kind: 'deleted' },
) {
  const [appointment] = await t.handle.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  const facts = {
    calendarId: null,
    objectKey: `/calendars/thomas/cabinet/rdv-${appointmentId}.ics`,
    etag: '"written"',
    writtenHash: 'hash-of-what-was-written',
    writtenStartsAt: appointment?.startsAt ?? null,
    writtenEndsAt: appointment?.endsAt ?? null,
    dirty: false,
    nextAttemptAt: new Date('2027-06-01T00:00:00Z'),
    externalChange: change.kind,
    externalStartsAt: change.kind === 'moved' ? new Date(change.start) : null,
    externalEndsAt: change.kind === 'moved' ? new Date(change.end) : null,
  };
  await t.handle.db
    .insert(appointmentCalendarCopies)
    .values({ appointmentId, professionalId: THOMAS, ...facts })
    .onConflictDoUpdate({ target: appointmentCalendarCopies.appointmentId, set: facts });
}

async function copyOf(appointmentId: number) {
  const [copy] = await t.handle.db
    .select()
    .from(appointmentCalendarCopies)
    .where(eq(appointmentCalendarCopies.appointmentId, appointmentId));
  return copy;
}

async function appointmentRow(id: number) {
  const [row] = await t.handle.db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

const action = (id: number, which: 'apply' | 'restore') =>
  `/api/pro/appointments/${id}/external-change/${which}`;

// Tuesday 8 June 10:00 Paris, moved in Outlook to Wednesday 9 June 14:00–14:45.
const TUESDAY_10 = '2027-06-08T08:00:00.000Z';
const WEDNESDAY_14 = {
  kind: 'moved',
  start: '2027-06-09T12:00:00.000Z',
  end: '2027-06-09T12:45:00.000Z',
} as const;

describe('an appointment changed in the professional’s external calendar', () => {
  let moved: number;

  it('shows in the list and the details, never for an appointment without a change', async () => {
    moved = await confirmedWithThomas(marie, TUESDAY_10);
    const before = await inject('GET', `/api/pro/appointments/${moved}`, thomas);
    expect(before.json().appointment.externalChange).toBeNull();
    await changedExternally(moved, WEDNESDAY_14);
    const details = await inject('GET', `/api/pro/appointments/${moved}`, thomas);
    expect(details.statusCode).toBe(200);
    expect(details.json().appointment.externalChange).toEqual(WEDNESDAY_14);
    const list = (await inject('GET', '/api/pro/appointments?period=tomorrow', thomas)).json();
    const card = list.appointments.find((item: { id: number }) => item.id === moved);
    expect(card.externalChange).toEqual(WEDNESDAY_14);
    // Nothing of the appointment changed by itself.
    expect((await appointmentRow(moved))?.startsAt.toISOString()).toBe(TUESDAY_10);
  });

  it('answers 404 to another professional and 409 without a change, changing nothing', async () => {
    for (const which of ['apply', 'restore'] as const) {
      const other = await inject('POST', action(moved, which), sophie, {});
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe('NOT_FOUND');
    }
    expect((await copyOf(moved))?.externalChange).toBe('moved');
    const clean = await confirmedWithThomas(lucas, '2027-06-08T12:00:00.000Z');
    for (const which of ['apply', 'restore'] as const) {
      const none = await inject('POST', action(clean, which), thomas, {});
      expect(none.statusCode).toBe(409);
      expect(none.json().error.code).toBe('INVALID_STATE');
    }
    await changedExternally(clean, { kind: 'deleted' });
    const unknown = await inject('POST', action(clean, 'apply'), thomas, { other: true });
    expect(unknown.statusCode).toBe(400);
  });

  it('« Restaurer » writes JurisRDV’s version back at once and leaves the appointment as it was', async () => {
    const response = await inject('POST', action(moved, 'restore'), thomas);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().appointment).toMatchObject({ start: TUESDAY_10, externalChange: null });
    const copy = await copyOf(moved);
    expect(copy).toMatchObject({
      dirty: true,
      externalChange: null,
      externalStartsAt: null,
      externalEndsAt: null,
      writtenHash: null,
      objectKey: `/calendars/thomas/cabinet/rdv-${moved}.ics`,
    });
    expect(copy?.nextAttemptAt.getTime()).toBeLessThan(NOW.getTime());
    expect((await appointmentRow(moved))?.startsAt.toISOString()).toBe(TUESDAY_10);
    expect((await inject('POST', action(moved, 'restore'), thomas)).statusCode).toBe(409);
  });

  it('« Restaurer » after a deletion creates the event again', async () => {
    await changedExternally(moved, { kind: 'deleted' });
    expect(
      (await inject('GET', `/api/pro/appointments/${moved}`, thomas)).json().appointment.externalChange,
    ).toEqual({ kind: 'deleted' });
    expect((await inject('POST', action(moved, 'restore'), thomas)).statusCode).toBe(200);
    expect(await copyOf(moved)).toMatchObject({
      dirty: true,
      externalChange: null,
      objectKey: null,
      etag: null,
    });
    expect((await appointmentRow(moved))?.status).toBe('confirmed');
  });

  it('« Appliquer » a move reschedules it like the professional would: client e-mailed, journal written', async () => {
    await changedExternally(moved, WEDNESDAY_14);
    const emailsBefore = (await outboxFor(t.handle, MARIE)).length;
    const response = await inject('POST', action(moved, 'apply'), thomas, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().appointment).toMatchObject({
      date: '2027-06-09',
      time: '14:00',
      durationMinutes: 45,
      status: 'confirmed',
      externalChange: null,
    });
    const row = await appointmentRow(moved);
    expect(row?.startsAt.toISOString()).toBe(WEDNESDAY_14.start);
    expect(row?.endsAt.toISOString()).toBe(WEDNESDAY_14.end);
    const emails = (await outboxFor(t.handle, MARIE)).filter((email) => email.kind !== 'reminder');
    expect((await outboxFor(t.handle, MARIE)).length).toBeGreaterThan(emailsBefore);
    expect(emails[0]?.subject).toContain('Rendez-vous déplacé');
    expect(emails[0]?.textBody).toContain('9 juin 2027');
    const journal = await t.handle.db
      .select()
      .from(accessJournal)
      .where(and(eq(accessJournal.subjectId, String(moved)), eq(accessJournal.action, 'reschedule')));
    expect(journal).toHaveLength(1);
    expect((await copyOf(moved))?.externalChange).toBeNull();
    expect((await inject('POST', action(moved, 'apply'), thomas, {})).statusCode).toBe(409);
  });

  it('« Appliquer » a move onto a taken time answers the move’s 409 with its conflicts and keeps the change', async () => {
    const lucasAt16 = await confirmedWithThomas(lucas, '2027-06-10T14:00:00.000Z');
    const onto = {
      kind: 'moved',
      start: '2027-06-10T14:00:00.000Z',
      end: '2027-06-10T14:30:00.000Z',
    } as const;
    await changedExternally(moved, onto);
    const taken = await inject('POST', action(moved, 'apply'), thomas, {});
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_TAKEN');
    expect(taken.json().error.conflicts).toEqual({
      items: [expect.objectContaining({ kind: 'appointment', title: 'Lucas Moreau' })],
      total: 1,
    });
    expect((await copyOf(moved))?.externalChange).toBe('moved');
    expect((await appointmentRow(moved))?.startsAt.toISOString()).toBe(WEDNESDAY_14.start);
    expect((await appointmentRow(lucasAt16))?.status).toBe('confirmed');

    // Over a hearing: the professional is asked, then « Reporter quand même ».
    const hearing = await inject('POST', '/api/pro/events', thomas, {
      title: 'Audience',
      type: 'audience',
      date: '2027-06-11',
      startTime: '09:00',
      endTime: '11:00',
    });
    expect(hearing.statusCode, hearing.body).toBe(201);
    const overHearing = {
      kind: 'moved',
      start: '2027-06-11T07:30:00.000Z',
      end: '2027-06-11T08:00:00.000Z',
    } as const;
    await changedExternally(moved, overHearing);
    const asked = await inject('POST', action(moved, 'apply'), thomas, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.code).toBe('OVERLAP_CONFIRMATION_REQUIRED');
    const confirmed = await inject('POST', action(moved, 'apply'), thomas, { confirmOverlaps: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().appointment).toMatchObject({ date: '2027-06-11', time: '09:30' });
  });

  it('« Appliquer » a move into the past is refused like any move', async () => {
    await changedExternally(moved, {
      kind: 'moved',
      start: '2027-06-01T08:00:00.000Z',
      end: '2027-06-01T08:30:00.000Z',
    });
    const past = await inject('POST', action(moved, 'apply'), thomas, {});
    expect(past.statusCode).toBe(400);
    expect((await copyOf(moved))?.externalChange).toBe('moved');
  });

  it('« Appliquer » a deletion cancels it like the professional would, the client told why', async () => {
    await changedExternally(moved, { kind: 'deleted' });
    const response = await inject('POST', action(moved, 'apply'), thomas, {
      reason: 'Empêchement du cabinet',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().appointment).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'professional',
      cancellationReason: 'Empêchement du cabinet',
      externalChange: null,
    });
    const [cancellation] = await outboxFor(t.handle, MARIE);
    expect(cancellation?.subject).toContain('Rendez-vous annulé');
    expect(cancellation?.textBody).toContain('Motif\u00a0: Empêchement du cabinet');
    expect((await copyOf(moved))?.externalChange).toBeNull();
  });

  it('« Appliquer » a deletion without a reason gives the client a plain one', async () => {
    const other = await confirmedWithThomas(marie, '2027-06-14T08:00:00.000Z');
    await changedExternally(other, { kind: 'deleted' });
    const response = await inject('POST', action(other, 'apply'), thomas, {});
    expect(response.statusCode, response.body).toBe(200);
    expect((await appointmentRow(other))?.cancellationReason).toBe('Le cabinet a dû annuler ce rendez-vous.');
    const [cancellation] = await outboxFor(t.handle, MARIE);
    expect(cancellation?.textBody).toContain('Motif\u00a0: Le cabinet a dû annuler ce rendez-vous.');
  });
});
