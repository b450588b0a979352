import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, professionals, users } from '#server/db/schema/index.ts';
import { callAs, createTestApp, loginAs, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';

// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');

let t: TTestApp;
let marie: string;
let sophie: string;
let marieId: string;
let sophieUserId: string;
let sophieEmail: string;
let professionalId: number;

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

async function bellOf(userId: string) {
  return t.handle.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
}

let slots: string[] = [];

async function book(): Promise<number> {
  const start = slots.shift();
  if (!start) throw new Error('no slot left');
  const response = await callAs(t.app, marie, 'POST', '/api/appointments', {
    professionalId,
    start,
    mode: 'telephone',
    reason: 'Licenciement contesté',
    answers: {},
    isFirstConsultation: false,
    acceptsFeeAgreement: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().appointment.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  marieId = await userIdOf('marie.dubois@example.com');
  sophieUserId = await userIdOf('sophie.martin@example.com');
  const [pro] = await t.handle.db
    .update(professionals)
    .set({ autoConfirm: false, acceptsOnlineBooking: true })
    .where(eq(professionals.userId, sophieUserId))
    .returning();
  if (!pro) throw new Error('Sophie has no listing');
  professionalId = pro.id;
  sophieEmail = (pro.email ?? '').toLowerCase();
  const profile = (await callAs(t.app, undefined, 'GET', `/api/professionals/${professionalId}`)).json();
  slots = profile.slotDays
    .slice(2)
    .flatMap((day: { slots: { start: string; modes: string[] }[] }) =>
      day.slots.filter((slot) => slot.modes.includes('telephone')).map((slot) => slot.start),
    )
    .filter((_: string, index: number) => index % 3 === 0);
});

afterAll(async () => {
  await t.close();
});

describe('appointment events reach the other party’s bell', () => {
  it('a request reaches the professional, with who and when but not why', async () => {
    const id = await book();
    const [notice] = (await bellOf(sophieUserId)).filter((n) => n.link.endsWith(`rdv=${id}`));
    expect(notice).toMatchObject({
      kind: 'appointment_requested',
      link: `/pro/dashboard/appointments?rdv=${id}`,
    });
    expect(notice?.title).toContain('Marie Dubois');
    expect(notice?.title).not.toContain('Licenciement');
  });

  it('accepting, moving and cancelling reach the client', async () => {
    const id = await book();
    expect((await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${id}/accept`)).statusCode).toBe(200);
    const moved = await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${id}/reschedule`, {
      date: '2026-12-16',
      time: '16:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${id}/cancel`, { reason: 'Empêchement' }))
        .statusCode,
    ).toBe(200);
    const mine = (await bellOf(marieId)).filter((n) => n.link.endsWith(`rdv=${id}`));
    expect(mine.map((n) => n.kind)).toEqual([
      'appointment_accepted',
      'appointment_rescheduled',
      'appointment_cancelled',
    ]);
    expect(mine[1]?.title).toContain('mercredi 16 décembre 2026 à 16:00');
    expect(mine[2]?.link).toBe(`/dashboard?onglet=historique&rdv=${id}`);
    // The client space's counter is the bell's.
    const summary = (await callAs(t.app, marie, 'GET', '/api/client/summary')).json();
    const unread = (await callAs(t.app, marie, 'GET', '/api/client/notifications/unread-count')).json();
    expect(summary.notificationCount).toBe(unread.unreadCount);
    expect(unread.unreadCount).toBeGreaterThanOrEqual(3);
  });

  it('a refusal reaches the client', async () => {
    const id = await book();
    expect((await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${id}/refuse`, {})).statusCode).toBe(
      200,
    );
    const [refused] = (await bellOf(marieId)).filter((n) => n.link.endsWith(`rdv=${id}`));
    expect(refused?.kind).toBe('appointment_refused');
  });

  it('the client’s cancellation reaches the professional', async () => {
    const id = await book();
    const cancelled = await callAs(t.app, marie, 'POST', `/api/client/appointments/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const kinds = (await bellOf(sophieUserId)).filter((n) => n.link.endsWith(`rdv=${id}`)).map((n) => n.kind);
    expect(kinds).toEqual(['appointment_requested', 'appointment_cancelled']);
  });

  it('the professional’s settings decide the bell and the e-mail per kind', async () => {
    const saved = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [
        { kind: 'appointment_requested', inApp: false, email: false, sms: false },
        { kind: 'appointment_cancelled', inApp: true, email: false, sms: false },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const emailsBefore = (await outboxFor(t.handle, sophieEmail)).length;
    const id = await book();
    expect((await bellOf(sophieUserId)).filter((n) => n.link.endsWith(`rdv=${id}`))).toEqual([]);
    expect((await callAs(t.app, marie, 'POST', `/api/client/appointments/${id}/cancel`, {})).statusCode).toBe(
      200,
    );
    expect(
      (await bellOf(sophieUserId)).filter((n) => n.link.endsWith(`rdv=${id}`)).map((n) => n.kind),
    ).toEqual(['appointment_cancelled']);
    // Neither the request nor the cancellation was e-mailed to her.
    expect((await outboxFor(t.handle, sophieEmail)).length).toBe(emailsBefore);

    // Back to the defaults: the request is e-mailed again.
    await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'appointment_requested', inApp: true, email: true, sms: false }],
    });
    await book();
    expect((await outboxFor(t.handle, sophieEmail)).length).toBe(emailsBefore + 1);
  });

  it('a failed booking leaves no notification', async () => {
    const before = (await bellOf(sophieUserId)).length;
    const taken = await callAs(t.app, marie, 'POST', '/api/appointments', {
      professionalId,
      start: '2026-11-23T03:00:00.000Z',
      mode: 'telephone',
      reason: 'Consultation générale',
      answers: {},
      isFirstConsultation: false,
      acceptsFeeAgreement: true,
    });
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect((await bellOf(sophieUserId)).length).toBe(before);
    expect(
      await t.handle.db.$count(
        notifications,
        and(eq(notifications.userId, sophieUserId), eq(notifications.kind, 'appointment_booked')),
      ),
    ).toBe(0);
  });
});
