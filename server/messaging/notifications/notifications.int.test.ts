import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app/app.ts';
import { notifications, users } from '#server/db/schema/index.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { MAX_STREAMS_PER_ACCOUNT } from './notification-routes';
import { recordNotifications } from './record-notifications';

let t: TTestApp;
let marie: string;
let sophie: string;
let marieId: string;
let sophieUserId: string;

async function userIdOf(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  marieId = await userIdOf('marie.dubois@example.com');
  sophieUserId = await userIdOf('sophie.martin@example.com');
});

afterAll(async () => {
  await t.close();
});

type TStream = {
  events: { event: string; data: string }[];
  next(): Promise<{ event: string; data: string }>;
  close(): void;
  status: number;
};

/** Opens a Server-Sent Events stream on a listening app and parses its events as they come. */
function openStream(app: FastifyInstance, path: string, cookie: string): Promise<TStream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        const events: { event: string; data: string }[] = [];
        const waiting: ((event: { event: string; data: string }) => void)[] = [];
        let buffer = '';
        let delivered = 0;
        const flush = () => {
          while (delivered < events.length && waiting.length > 0) {
            const event = events[delivered];
            delivered += 1;
            if (event) waiting.shift()?.(event);
          }
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data !== undefined) events.push({ event, data });
            end = buffer.indexOf('\n\n');
          }
          flush();
        });
        resolve({
          events,
          status: response.statusCode ?? 0,
          next: () =>
            new Promise((resolveEvent, rejectEvent) => {
              const timer = setTimeout(() => rejectEvent(new Error('no event within 5 s')), 5000);
              waiting.push((event) => {
                clearTimeout(timer);
                resolveEvent(event);
              });
              flush();
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

describe('notifications', () => {
  it('need a session of their space', async () => {
    expect((await callAs(t.app, undefined, 'GET', '/api/client/notifications')).statusCode).toBe(401);
    expect((await callAs(t.app, sophie, 'GET', '/api/client/notifications')).statusCode).toBe(401);
    expect((await callAs(t.app, marie, 'GET', '/api/pro/notifications')).statusCode).toBe(401);
    expect((await callAs(t.app, marie, 'GET', '/api/pro/notification-settings')).statusCode).toBe(401);
  });

  it('list only one’s own, newest first, and are marked read one by one or all at once', async () => {
    await recordNotifications(t.handle.db, [
      { userId: marieId, kind: 'appointment_accepted', title: 'Première', link: '/dashboard' },
      { userId: marieId, kind: 'document_shared', title: 'Deuxième', link: '/dashboard?onglet=documents' },
      {
        userId: sophieUserId,
        kind: 'appointment_booked',
        title: 'Pour Sophie',
        link: '/pro/dashboard/appointments',
      },
    ]);
    const list = (await callAs(t.app, marie, 'GET', '/api/client/notifications')).json();
    expect(list.unreadCount).toBe(2);
    expect(list.notifications.map((n: { title: string }) => n.title)).toEqual(['Deuxième', 'Première']);

    const sophies = (await callAs(t.app, sophie, 'GET', '/api/pro/notifications')).json();
    expect(sophies.notifications.map((n: { title: string }) => n.title)).toEqual(['Pour Sophie']);
    const sophiesId = sophies.notifications[0].id;
    // Another person's notification is not found, and stays unread.
    expect(
      (await callAs(t.app, marie, 'POST', `/api/client/notifications/${sophiesId}/read`)).statusCode,
    ).toBe(404);
    expect((await callAs(t.app, sophie, 'GET', '/api/pro/notifications/unread-count')).json()).toEqual({
      unreadCount: 1,
    });

    const first = list.notifications[1].id;
    expect((await callAs(t.app, marie, 'POST', `/api/client/notifications/${first}/read`)).statusCode).toBe(
      200,
    );
    const after = (await callAs(t.app, marie, 'GET', '/api/client/notifications')).json();
    expect(after.unreadCount).toBe(1);
    expect(after.notifications[1].readAt).not.toBeNull();
    expect(after.notifications[0].readAt).toBeNull();

    expect((await callAs(t.app, marie, 'POST', '/api/client/notifications/read-all')).statusCode).toBe(200);
    expect(
      (await callAs(t.app, marie, 'GET', '/api/client/notifications/unread-count')).json().unreadCount,
    ).toBe(0);
    expect(
      (await callAs(t.app, sophie, 'GET', '/api/pro/notifications/unread-count')).json().unreadCount,
    ).toBe(1);
  });

  it('refuse hostile ids', async () => {
    for (const id of ['0', '-1', 'abc', '9'.repeat(40), '1%00']) {
      expect((await callAs(t.app, marie, 'POST', `/api/client/notifications/${id}/read`)).statusCode).toBe(
        400,
      );
    }
    expect((await callAs(t.app, marie, 'GET', '/api/client/notifications?before=x')).statusCode).toBe(400);
  });

  it('page with « before »', async () => {
    await recordNotifications(
      t.handle.db,
      Array.from({ length: 25 }, (_, i) => ({
        userId: marieId,
        kind: 'invoice_issued' as const,
        title: `Facture ${i}`,
        link: '/dashboard',
      })),
    );
    const page = (await callAs(t.app, marie, 'GET', '/api/client/notifications')).json();
    expect(page.notifications).toHaveLength(20);
    const last = page.notifications.at(-1).id;
    const older = (await callAs(t.app, marie, 'GET', `/api/client/notifications?before=${last}`)).json();
    expect(older.notifications[0].id).toBeLessThan(last);
    expect(older.notifications.length).toBeGreaterThan(0);
  });
});

describe('notification settings', () => {
  it('default to the app and e-mail, SMS off', async () => {
    const { settings } = (await callAs(t.app, sophie, 'GET', '/api/pro/notification-settings')).json();
    expect(settings.find((s: { kind: string }) => s.kind === 'appointment_booked')).toEqual({
      kind: 'appointment_booked',
      inApp: true,
      email: true,
      sms: false,
    });
    expect(settings.map((s: { kind: string }) => s.kind)).toContain('message_received');
    expect(settings.map((s: { kind: string }) => s.kind)).not.toContain('appointment_accepted');
  });

  it('are saved per kind and turn the bell off for that kind', async () => {
    const saved = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'appointment_cancelled', inApp: false, email: false, sms: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().settings.find((s: { kind: string }) => s.kind === 'appointment_cancelled'),
    ).toMatchObject({ inApp: false, email: false });
    const before = await t.handle.db.$count(notifications, eq(notifications.userId, sophieUserId));
    await recordNotifications(t.handle.db, [
      { userId: sophieUserId, kind: 'appointment_cancelled', title: 'Annulé', link: '/pro/dashboard' },
      { userId: marieId, kind: 'appointment_cancelled', title: 'Annulé', link: '/dashboard' },
    ]);
    expect(await t.handle.db.$count(notifications, eq(notifications.userId, sophieUserId))).toBe(before);
    // Her choice is hers: Marie still gets hers.
    const marieTitles = (await callAs(t.app, marie, 'GET', '/api/client/notifications')).json().notifications;
    expect(marieTitles[0].title).toBe('Annulé');
  });

  it('refuse SMS outside reminders, duplicates and unknown kinds, with field errors', async () => {
    const sms = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'appointment_booked', inApp: true, email: true, sms: true }],
    });
    expect(sms.statusCode).toBe(400);
    expect(JSON.stringify(sms.json().error.fieldErrors)).toContain('rappels');
    const twice = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [
        { kind: 'appointment_booked', inApp: true, email: true, sms: false },
        { kind: 'appointment_booked', inApp: false, email: true, sms: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'appointment_accepted', inApp: true, email: false, sms: false }],
    });
    expect(unknown.statusCode).toBe(400);
    // SMS reminders need a mobile number, given with them or saved before.
    const withoutMobile = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'appointment_reminder', inApp: true, email: false, sms: true }],
    });
    expect(withoutMobile.statusCode).toBe(400);
    expect(withoutMobile.json().error.fieldErrors.mobilePhone).toContain('mobile');
    const landline = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'appointment_reminder', inApp: true, email: false, sms: true }],
      mobilePhone: '01 42 00 00 00',
    });
    expect(landline.statusCode).toBe(400);
    const reminder = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [{ kind: 'appointment_reminder', inApp: true, email: false, sms: true }],
      mobilePhone: '06 12 34 56 78',
    });
    expect(reminder.statusCode, reminder.body).toBe(200);
    expect(reminder.json().mobilePhone).toBe('+33612345678');
    // Kept when not sent again; refused when removed while SMS stay chosen.
    const kept = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', { settings: [] });
    expect(kept.json().mobilePhone).toBe('+33612345678');
    const removed = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
      settings: [],
      mobilePhone: '',
    });
    expect(removed.statusCode).toBe(400);
    expect((await callAs(t.app, sophie, 'GET', '/api/pro/notification-settings')).json().mobilePhone).toBe(
      '+33612345678',
    );
    for (const hostile of ['\u0000', 'x'.repeat(100_000)]) {
      const refused = await callAs(t.app, sophie, 'PUT', '/api/pro/notification-settings', {
        settings: [],
        mobilePhone: hostile,
      });
      expect(refused.statusCode).toBe(400);
    }
  });
});

describe('the live count', () => {
  let second: FastifyInstance;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Another instance on the same database: what one writes reaches the streams the other holds.
    second = await buildApp({ db: t.handle.db, config: t.config, clock: t.clock });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await second.close();
  });

  it('sends the unread count at once, then at each new notification, whichever instance writes it', async () => {
    await callAs(t.app, marie, 'POST', '/api/client/notifications/read-all');
    const stream = await openStream(second, '/api/client/notifications/stream', marie);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toEqual({ event: 'unread', data: JSON.stringify({ unreadCount: 0 }) });

    await recordNotifications(t.handle.db, [
      { userId: marieId, kind: 'appointment_refused', title: 'Refusé', link: '/dashboard' },
    ]);
    expect(await stream.next()).toEqual({ event: 'unread', data: JSON.stringify({ unreadCount: 1 }) });

    // Marked read in another tab (on the first instance): this one follows.
    await callAs(t.app, marie, 'POST', '/api/client/notifications/read-all');
    expect(await stream.next()).toEqual({ event: 'unread', data: JSON.stringify({ unreadCount: 0 }) });

    // A rolled-back change announces nothing.
    await t.handle.db
      .transaction(async (tx) => {
        await recordNotifications(tx, [
          { userId: marieId, kind: 'invoice_issued', title: 'Jamais', link: '/' },
        ]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await recordNotifications(t.handle.db, [
      { userId: sophieUserId, kind: 'invoice_paid', title: 'Pour Sophie', link: '/pro/dashboard' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events).toHaveLength(3);
    stream.close();
  });

  it('ends when the session ends', async () => {
    const cookie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
    const stream = await openStream(t.app, '/api/client/notifications/stream', cookie);
    await stream.next();
    await callAs(t.app, cookie, 'POST', '/api/auth/client/logout');
    await recordNotifications(t.handle.db, [
      { userId: marieId, kind: 'appointment_refused', title: 'Après la déconnexion', link: '/dashboard' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events).toHaveLength(1);
    stream.close();
  });

  it(`holds at most ${MAX_STREAMS_PER_ACCOUNT} streams per person and instance`, async () => {
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i += 1) {
      const stream = await openStream(t.app, '/api/pro/notifications/stream', sophie);
      expect(stream.status).toBe(200);
      await stream.next();
      streams.push(stream);
    }
    const refused = await openStream(t.app, '/api/pro/notifications/stream', sophie);
    expect(refused.status).toBe(429);
    refused.close();
    // Another person is not held back by Sophie's tabs.
    const marieStream = await openStream(t.app, '/api/client/notifications/stream', marie);
    expect(marieStream.status).toBe(200);
    marieStream.close();
    for (const stream of streams) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openStream(t.app, '/api/pro/notifications/stream', sophie);
    expect(again.status).toBe(200);
    again.close();
  });

  it('opens a stream only for an event-stream client', async () => {
    const json = await callAs(t.app, marie, 'GET', '/api/client/notifications/stream');
    expect(json.statusCode).toBe(406);
  });

  it('refuses a stream without a session', async () => {
    const stream = await openStream(t.app, '/api/client/notifications/stream', '');
    expect(stream.status).toBe(401);
    stream.close();
  });
});
