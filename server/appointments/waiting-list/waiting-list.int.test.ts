import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { MAX_ACTIVE_WAITING_ENTRIES } from '#domain/appointments/waiting-list/waiting-list-rules.ts';
import {
  appointments,
  emailOutbox,
  notifications,
  professionals,
  users,
  waitingListEntries,
  waitingListNotices,
} from '#server/db/schema/index.ts';
import { insertAppointment, insertProfessional } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { announceFreedSlots, sweepWaitingLists } from './announce-freed-slots';
import { startWaitingListJob } from './start-waiting-list-job';

const HOUR = 3_600_000;
// Monday 2 November 2026, 08:00 Paris (a fixed clock; in the past, so rows stamped by the database's now()
// come after what the clock stamps).
const NOW = new Date('2026-11-02T07:00:00Z');
/** 09:00 Paris on the day `days` after NOW's (winter: 08:00 UTC). */
const nineOn = (days: number) => new Date(Date.UTC(2026, 10, 2 + days, 8));

/** One hour a day, every day, at 09:00: one slot a day, easy to fill and to free. */
const ONE_SLOT_A_DAY: TAvailabilitySettings = {
  weeklyHours: {
    cabinet: Object.fromEntries(
      ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '09:00', end: '10:00' }]]),
    ),
  },
  slotMinutes: 60,
  minNoticeMinutes: 120,
  horizonDays: 30,
};

let t: TTestApp;
let marie: string;
let lucas: string;
let emma: string;
const ids: Record<'marie' | 'lucas' | 'emma', string> = { marie: '', lucas: '', emma: '' };
let professionalId: number;
/** Emma's appointments filling days 1…10: the first free slot is day 11, 09:00 (far away). */
let fillers: number[];

async function userId(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

const join = (cookie: string | undefined, id: number) =>
  callAs(t.app, cookie, 'POST', '/api/client/waiting-list', { professionalId: id });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
  emma = await loginAs(t.app, 'client', 'emma.laurent@example.com');
  ids.marie = await userId('marie.dubois@example.com');
  ids.lucas = await userId('lucas.moreau@example.com');
  ids.emma = await userId('emma.laurent@example.com');
});
afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  t.clock.set(NOW);
  professionalId = (
    await insertProfessional(t.handle.db, {
      lastName: 'Durand',
      firstName: 'Sophie',
      availability: ONE_SLOT_A_DAY,
    })
  ).id;
  fillers = [];
  for (let day = 1; day <= 10; day += 1) {
    const row = await insertAppointment(t.handle.db, {
      professionalId,
      clientUserId: ids.emma,
      startsAt: nineOn(day),
      endsAt: new Date(nineOn(day).getTime() + HOUR),
    });
    fillers.push(row.id);
  }
});
afterEach(async () => {
  await t.handle.db.delete(waitingListNotices);
  await t.handle.db.delete(waitingListEntries);
  await t.handle.db.delete(notifications);
  await t.handle.db.delete(emailOutbox);
});

async function noticesOf(userIdValue: string) {
  return t.handle.db
    .select()
    .from(waitingListNotices)
    .where(
      and(
        eq(waitingListNotices.clientUserId, userIdValue),
        eq(waitingListNotices.professionalId, professionalId),
      ),
    );
}

async function waitingSlotNotifications(userIdValue: string) {
  return t.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userIdValue), eq(notifications.kind, 'waiting_list_slot')));
}

async function mailsTo(address: string) {
  return t.handle.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, 'waiting_list_slot')));
}

/** Marie then, a minute later, Lucas join the list. */
async function bothJoin() {
  expect((await join(marie, professionalId)).statusCode).toBe(201);
  t.clock.advance(60_000);
  expect((await join(lucas, professionalId)).statusCode).toBe(201);
  t.clock.advance(60_000);
}

async function cancelInDatabase(appointmentId: number) {
  await t.handle.db
    .update(appointments)
    .set({ status: 'cancelled' })
    .where(eq(appointments.id, appointmentId));
}

const deps = () => ({ db: t.handle.db, config: t.config, clock: t.clock });

describe('joining, listing and leaving', () => {
  it('joins a far-away profile once, with the first free slot as the date, and lists it', async () => {
    const response = await join(marie, professionalId);
    expect(response.statusCode).toBe(201);
    const { entry } = response.json();
    expect(entry).toMatchObject({
      professionalId,
      professionalName: 'Maître Sophie Durand',
      waitedFor: nineOn(11).toISOString(),
      joinedAt: NOW.toISOString(),
    });
    const again = await join(marie, professionalId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('WAITING_LIST_ALREADY_JOINED');
    const list = await callAs(t.app, marie, 'GET', '/api/client/waiting-list');
    expect(list.statusCode).toBe(200);
    expect(list.json().entries.map((e: { id: number }) => e.id)).toEqual([entry.id]);
    // Lucas sees only his own list.
    expect((await callAs(t.app, lucas, 'GET', '/api/client/waiting-list')).json().entries).toEqual([]);
  });

  it('refuses a profile with a free slot within seven days', async () => {
    await cancelInDatabase(fillers[2] as number);
    const response = await join(marie, professionalId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('WAITING_LIST_NOT_NEEDED');
  });

  it('refuses unknown and unlisted professionals, visitors and professionals', async () => {
    expect((await join(marie, 99_999_999)).statusCode).toBe(404);
    const hidden = await insertProfessional(t.handle.db, {
      verificationStatus: 'pending',
      availability: ONE_SLOT_A_DAY,
    });
    expect((await join(marie, hidden.id)).statusCode).toBe(404);
    expect((await join(undefined, professionalId)).statusCode).toBe(401);
    expect((await callAs(t.app, undefined, 'GET', '/api/client/waiting-list')).statusCode).toBe(401);
    const pro = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
    expect((await join(pro, professionalId)).statusCode).toBe(401);
  });

  it('refuses an address not confirmed yet', async () => {
    await t.handle.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, ids.lucas));
    try {
      const response = await join(lucas, professionalId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    } finally {
      await t.handle.db.update(users).set({ emailVerifiedAt: NOW }).where(eq(users.id, ids.lucas));
    }
  });

  it('leaves only its own entry: another client’s id answers 404 and changes nothing', async () => {
    const { entry } = (await join(marie, professionalId)).json();
    const stolen = await callAs(t.app, lucas, 'DELETE', `/api/client/waiting-list/${entry.id}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe('Inscription introuvable.');
    expect((await callAs(t.app, marie, 'GET', '/api/client/waiting-list')).json().entries).toHaveLength(1);
    const left = await callAs(t.app, marie, 'DELETE', `/api/client/waiting-list/${entry.id}`);
    expect(left.statusCode).toBe(200);
    expect((await callAs(t.app, marie, 'GET', '/api/client/waiting-list')).json().entries).toEqual([]);
    expect((await callAs(t.app, marie, 'DELETE', `/api/client/waiting-list/${entry.id}`)).statusCode).toBe(
      404,
    );
    // Left, then back: allowed, with a new join time.
    expect((await join(marie, professionalId)).statusCode).toBe(201);
  });

  it('refuses hostile input with a 400', async () => {
    for (const body of [
      {},
      { professionalId: 'abc' },
      { professionalId: -1 },
      { professionalId: 1.5 },
      { professionalId: 2 ** 40 },
      { professionalId: professionalId, extra: true },
      [professionalId],
    ]) {
      const response = await callAs(t.app, marie, 'POST', '/api/client/waiting-list', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['abc', '-1', '1e3', '9999999999999999', "1' or '1'='1"]) {
      const response = await callAs(
        t.app,
        marie,
        'DELETE',
        `/api/client/waiting-list/${encodeURIComponent(id)}`,
      );
      expect(response.statusCode, id).toBe(400);
    }
    expect((await callAs(t.app, marie, 'DELETE', '/api/client/waiting-list/999999999999')).statusCode).toBe(
      404,
    );
  });

  it(`caps a client at ${MAX_ACTIVE_WAITING_ENTRIES} lists, even when joins race`, async () => {
    const others = [];
    for (let i = 0; i < MAX_ACTIVE_WAITING_ENTRIES + 1; i += 1) {
      others.push(
        (await insertProfessional(t.handle.db, { availability: { ...ONE_SLOT_A_DAY, weeklyHours: {} } })).id,
      );
    }
    const answers = await Promise.all(others.map((id) => join(lucas, id)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_ACTIVE_WAITING_ENTRIES);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json().error.code).toBe('WAITING_LIST_FULL');
  });

  it('lets concurrent joins of one list make one entry', async () => {
    const answers = await Promise.all([join(marie, professionalId), join(marie, professionalId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(waitingListEntries)
      .where(eq(waitingListEntries.clientUserId, ids.marie));
    expect(row?.n).toBe(1);
  });

  it('ends an entry once its date passes or the client books with that professional', async () => {
    const { entry } = (await join(marie, professionalId)).json();
    // Its date passed (moving the clock twelve days would end the session too).
    await t.handle.db
      .update(waitingListEntries)
      .set({ waitedFor: new Date(NOW.getTime() - 60_000) })
      .where(eq(waitingListEntries.id, entry.id));
    expect((await callAs(t.app, marie, 'GET', '/api/client/waiting-list')).json().entries).toEqual([]);
    await t.handle.db
      .update(waitingListEntries)
      .set({ waitedFor: nineOn(11) })
      .where(eq(waitingListEntries.id, entry.id));
    expect((await callAs(t.app, marie, 'GET', '/api/client/waiting-list')).json().entries).toHaveLength(1);
    await insertAppointment(t.handle.db, {
      professionalId,
      clientUserId: ids.marie,
      startsAt: nineOn(11),
      endsAt: new Date(nineOn(11).getTime() + HOUR),
    });
    expect((await callAs(t.app, marie, 'GET', '/api/client/waiting-list')).json().entries).toEqual([]);
  });

  it('puts the entries and notices in the export, and deletes them with the account', async () => {
    await join(marie, professionalId);
    await cancelInDatabase(fillers[3] as number);
    await announceFreedSlots(deps(), [professionalId]);
    const exported = (await callAs(t.app, marie, 'GET', '/api/client/export')).json();
    expect(exported.waitingLists).toEqual([
      {
        professional: 'Maître Sophie Durand',
        joinedAt: NOW.toISOString(),
        waitedFor: nineOn(11).toISOString(),
      },
    ]);
    expect(exported.waitingListNotices).toEqual([
      expect.objectContaining({ professional: 'Maître Sophie Durand', slotStart: nineOn(4).toISOString() }),
    ]);
  });
});

describe('notices of freed slots', () => {
  it('tells the FIRST waiting client only of a slot freed by a cancellation, in the app and by e-mail', async () => {
    await bothJoin();
    // Emma cancels her appointment of day 4 herself (more than 24 h ahead).
    const cancelled = await callAs(t.app, emma, 'POST', `/api/client/appointments/${fillers[3]}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(await announceFreedSlots(deps(), [professionalId])).toBe(1);

    const [notice] = await noticesOf(ids.marie);
    expect(notice?.slotStart).toEqual(nineOn(4));
    expect(await noticesOf(ids.lucas)).toEqual([]);
    const [bell] = await waitingSlotNotifications(ids.marie);
    // Friday 6 November 2026, 09:00 Paris.
    expect(bell?.title).toBe(
      "Un créneau s'est libéré chez Maître Sophie Durand le vendredi 6 novembre à 09:00",
    );
    expect(bell?.link).toBe(
      `/lawyer/${professionalId}?creneau=${encodeURIComponent(nineOn(4).toISOString())}`,
    );
    expect(await waitingSlotNotifications(ids.lucas)).toEqual([]);
    const [mail] = await mailsTo('marie.dubois@example.com');
    expect(mail?.subject).toBe("Un créneau s'est libéré chez Maître Sophie Durand");
    expect(mail?.textBody).toContain(
      `Réserver ce créneau\u00a0: ${t.config.publicUrl}/lawyer/${professionalId}?creneau=${encodeURIComponent(nineOn(4).toISOString())}`,
    );
    expect(await mailsTo('lucas.moreau@example.com')).toEqual([]);

    // Run again (the sweep, another instance): the slot is not announced twice.
    expect(await announceFreedSlots(deps(), [professionalId])).toBe(0);
    expect(await sweepWaitingLists(deps())).toBe(0);
  });

  it('sends one notice per freed slot when two jobs run at once', async () => {
    await bothJoin();
    await cancelInDatabase(fillers[4] as number);
    const sent = await Promise.all([
      announceFreedSlots(deps(), [professionalId]),
      announceFreedSlots(deps(), [professionalId]),
      sweepWaitingLists(deps()),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const all = await t.handle.db
      .select()
      .from(waitingListNotices)
      .where(eq(waitingListNotices.professionalId, professionalId));
    expect(all).toHaveLength(1);
    expect(await waitingSlotNotifications(ids.marie)).toHaveLength(1);
    expect(await mailsTo('marie.dubois@example.com')).toHaveLength(1);
  });

  it('leaves a slot another instance already announced to the database’s unique key', async () => {
    await bothJoin();
    await cancelInDatabase(fillers[4] as number);
    // Another instance got there first (its notice committed).
    await t.handle.db
      .insert(waitingListNotices)
      .values({ professionalId, slotStart: nineOn(5), clientUserId: ids.marie, createdAt: NOW });
    const duplicate = t.handle.db
      .insert(waitingListNotices)
      .values({ professionalId, slotStart: nineOn(5), clientUserId: ids.lucas, createdAt: NOW });
    await expect(duplicate).rejects.toThrow();
    expect(await announceFreedSlots(deps(), [professionalId])).toBe(0);
    expect(await waitingSlotNotifications(ids.marie)).toEqual([]);
    expect(await waitingSlotNotifications(ids.lucas)).toEqual([]);
  });

  it('tells nobody of a slot freed after the waited-for date', async () => {
    const late = await insertAppointment(t.handle.db, {
      professionalId,
      clientUserId: ids.emma,
      startsAt: nineOn(15),
      endsAt: new Date(nineOn(15).getTime() + HOUR),
    });
    await bothJoin();
    await cancelInDatabase(late.id);
    expect(await announceFreedSlots(deps(), [professionalId])).toBe(0);
    expect(await t.handle.db.select().from(waitingListNotices)).toEqual([]);
    expect(await mailsTo('marie.dubois@example.com')).toEqual([]);
  });

  it('skips a client who booked meanwhile and one who left: the next one is told', async () => {
    await bothJoin();
    // Marie booked with the professional after joining (another time, after her date).
    await insertAppointment(t.handle.db, {
      professionalId,
      clientUserId: ids.marie,
      startsAt: nineOn(12),
      endsAt: new Date(nineOn(12).getTime() + HOUR),
    });
    await cancelInDatabase(fillers[5] as number);
    expect(await announceFreedSlots(deps(), [professionalId])).toBe(1);
    expect(await noticesOf(ids.marie)).toEqual([]);
    expect((await noticesOf(ids.lucas)).map((n) => n.slotStart)).toEqual([nineOn(6)]);

    // Lucas leaves: the next freed slot goes to nobody (Marie booked).
    const { entries } = (await callAs(t.app, lucas, 'GET', '/api/client/waiting-list')).json();
    await callAs(t.app, lucas, 'DELETE', `/api/client/waiting-list/${entries[0].id}`);
    await cancelInDatabase(fillers[6] as number);
    expect(await announceFreedSlots(deps(), [professionalId])).toBe(0);
    expect(await waitingSlotNotifications(ids.marie)).toEqual([]);
  });

  it('hands the slots of newly opened hours round the list, a few each', async () => {
    await bothJoin();
    // The professional opens 14:00–15:00 every day too: ten afternoons before the date.
    const hours = ONE_SLOT_A_DAY.weeklyHours.cabinet ?? {};
    const wider: TAvailabilitySettings = {
      ...ONE_SLOT_A_DAY,
      weeklyHours: {
        cabinet: Object.fromEntries(
          Object.entries(hours).map(([day, ranges]) => [day, [...ranges, { start: '14:00', end: '15:00' }]]),
        ),
      },
    };
    await t.handle.db
      .update(professionals)
      .set({ availability: wider })
      .where(eq(professionals.id, professionalId));
    expect(await announceFreedSlots(deps(), [professionalId])).toBe(6);
    const toMarie = (await noticesOf(ids.marie)).map((n) => n.slotStart.getTime()).sort();
    const toLucas = (await noticesOf(ids.lucas)).map((n) => n.slotStart.getTime()).sort();
    expect(toMarie).toHaveLength(3);
    expect(toLucas).toHaveLength(3);
    // First come, first served: Marie gets the earliest one (today, 14:00 Paris), Lucas the next.
    expect(toMarie[0]).toBe(new Date(Date.UTC(2026, 10, 2, 13)).getTime());
    expect(toLucas[0]).toBe(new Date(Date.UTC(2026, 10, 3, 13)).getTime());
  });

  it('is woken right after a cancellation, and the sweep catches a change whose wake-up was lost', async () => {
    await bothJoin();
    const job = startWaitingListJob(deps());
    try {
      const cancelled = await callAs(
        t.app,
        emma,
        'POST',
        `/api/client/appointments/${fillers[7]}/cancel`,
        {},
      );
      expect(cancelled.statusCode).toBe(200);
      await expect.poll(async () => (await noticesOf(ids.marie)).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await job.stop();
    }
    // A change committed without waking anyone (a crash right after it): the sweep announces it.
    await cancelInDatabase(fillers[8] as number);
    expect(await sweepWaitingLists(deps())).toBe(1);
    expect((await noticesOf(ids.lucas)).map((n) => n.slotStart)).toEqual([nineOn(9)]);
  });
});
