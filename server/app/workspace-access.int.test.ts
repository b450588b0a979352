import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVideoRoom } from '../appointments/video-consultations/video-rooms';
import {
  appointments,
  calendarAccounts,
  cases,
  contacts,
  emailOutbox,
  planningEvents,
  professionals,
  users,
} from '../db/schema';
import { REFUSED_WORKSPACE_MESSAGE } from '../identity/workspace-access/pro-context';
import { insertAppointment } from '../test-support/factories';
import {
  createTestApp,
  loginAs,
  loginAsAdmin,
  loginWithSecondFactor,
  outboxFor,
  type TTestApp,
} from '../test-support/test-app';

let t: TTestApp;
let admin: string;
let sophie: string;
let marieId: string;
// Monday 23 November 2026, 10:00 Paris.
const NOW = new Date('2026-11-23T09:00:00Z');
const PASSWORD = 'Espace-de-travail-42';
const MARIE = 'marie.dubois@example.com';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  admin = await loginAsAdmin(t);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  const [marie] = await t.handle.db.select().from(users).where(eq(users.email, MARIE));
  marieId = marie?.id ?? '';
});

afterAll(async () => {
  await t.close();
});

function call(method: string, url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** A registered professional, signed in; still pending. */
async function registerPro(label: string): Promise<{ id: number; email: string; cookie: string }> {
  const email = `${label}@example.com`;
  const response = await call('POST', '/api/auth/pro/register', undefined, {
    firstName: 'Alex',
    lastName: label,
    email,
    practice: `Cabinet ${label}`,
    specialty: 'Droit civil',
    barNumber: `BAR-${label}`,
    password: PASSWORD,
    acceptTerms: true,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const [row] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  return { id: row?.id ?? 0, email, cookie: await loginWithSecondFactor(t, 'pro', email, PASSWORD) };
}

/**
 * Every route the running app has, read from Fastify's own route tree: a route added later (by any
 * module) is enumerated too, so it cannot be forgotten by this test.
 */
function listRoutes(app: FastifyInstance): { url: string; methods: string[] }[] {
  const routes: { url: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.length = depth;
    stack.push(url);
    if (match[3]) routes.push({ url, methods: match[3].split(', ').filter((method) => method !== 'HEAD') });
  }
  return routes;
}

async function workspaceRowCounts() {
  const db = t.handle.db;
  const n = async (table: typeof cases | typeof contacts | typeof appointments | typeof planningEvents) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    cases: await n(cases),
    contacts: await n(contacts),
    appointments: await n(appointments),
    events: await n(planningEvents),
    calendars: (await db.select({ n: count() }).from(calendarAccounts))[0]?.n ?? 0,
    emails: (await db.select({ n: count() }).from(emailOutbox))[0]?.n ?? 0,
  };
}

describe('a refused professional', () => {
  let refused: { id: number; email: string; cookie: string };
  let feedPath: string;
  const reason = 'Numéro de barreau introuvable au tableau de l’ordre.';

  beforeAll(async () => {
    refused = await registerPro('refuse');
    // While pending they prepared a calendar feed and a case.
    const feed = await call('GET', '/api/pro/calendar-feed', refused.cookie);
    expect(feed.statusCode).toBe(200);
    feedPath = new URL(feed.json().url).pathname;
    expect((await call('GET', feedPath)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/pro/cases', refused.cookie, { title: 'Avant le refus' })).statusCode,
    ).toBe(201);
    const decision = await call('POST', `/api/admin/registrations/${refused.id}/reject`, admin, { reason });
    expect(decision.statusCode).toBe(200);
  });

  it('gets a French 403 from every workspace route, whatever the request, and nothing is written', async () => {
    await t.app.ready();
    const routes = listRoutes(t.app);
    const workspace = routes.filter((route) => route.url.startsWith('/api/pro/'));
    // The enumeration really read the tree (cases, contacts, calendars, appointments, profile, timer…).
    expect(workspace.length).toBeGreaterThan(40);
    expect(workspace.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/pro/profile',
        '/api/pro/appointments/:id/accept',
        '/api/pro/cases/:id/documents/:childId/file',
        '/api/pro/contacts/:id/notes',
        '/api/pro/calendar-accounts',
        '/api/pro/video-consultations',
        '/api/pro/timer/start',
      ]),
    );
    const before = await workspaceRowCounts();
    let checked = 0;
    for (const route of workspace) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const method of route.methods) {
        // A body that would be valid for no route: the refusal comes before validation.
        const response = await call(method, url, refused.cookie, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${route.url}`).toBe(403);
        expect(response.json(), `${method} ${route.url}`).toEqual({
          error: { code: 'FORBIDDEN', message: REFUSED_WORKSPACE_MESSAGE },
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(workspace.length);
    expect(await workspaceRowCounts()).toEqual(before);
  });

  it('loses the private calendar feed made before the refusal', async () => {
    const response = await call('GET', feedPath);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(REFUSED_WORKSPACE_MESSAGE);
  });

  it('keeps the session, the refusal and its reason, and can sign out', async () => {
    const session = await call('GET', '/api/auth/pro/session', refused.cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().professional).toMatchObject({
      id: refused.id,
      verificationStatus: 'rejected',
      isVerified: false,
      rejectionReason: reason,
    });
    const login = await call('POST', '/api/auth/pro/login', undefined, {
      email: refused.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect((await call('POST', '/api/auth/pro/logout', refused.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/pro/profile', refused.cookie)).statusCode).toBe(401);
  });

  it('a signed-out visitor still gets 401 and a verified professional still works', async () => {
    expect((await call('POST', '/api/pro/cases', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/api/pro/profile', sophie)).statusCode).toBe(200);
  });
});

describe('a professional awaiting validation', () => {
  let pending: { id: number; email: string; cookie: string };

  beforeAll(async () => {
    pending = await registerPro('attente');
  });

  it('prepares the workspace: profile, cases, appointments', async () => {
    expect((await call('GET', '/api/pro/profile', pending.cookie)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/pro/cases', pending.cookie, { title: 'Dossier préparé' })).statusCode,
    ).toBe(201);
    const created = await call('POST', '/api/pro/appointments', pending.cookie, {
      client: { name: 'Client Papier', email: 'client.papier@example.com' },
      type: 'Consultation divorce',
      date: '2026-11-26',
      time: '10:00',
      mode: 'video',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await outboxFor(t.handle, 'client.papier@example.com')).toEqual([]);
  });

  /** Two requests and two confirmed appointments of Marie's account with this professional. */
  async function marieAppointments(professionalId: number, day: number) {
    const at = (hour: number) => new Date(Date.UTC(2026, 10, day, hour));
    const make = (hour: number, status: 'pending' | 'confirmed') =>
      insertAppointment(t.handle.db, {
        professionalId,
        clientUserId: marieId,
        mode: 'visio',
        status,
        videoRoom: newVideoRoom(),
        startsAt: at(hour),
        endsAt: new Date(at(hour).getTime() + 30 * 60_000),
      });
    return {
      toAccept: await make(8, 'pending'),
      toRefuse: await make(9, 'pending'),
      toMove: await make(13, 'confirmed'),
      toCancel: await make(14, 'confirmed'),
    };
  }

  async function actOn(cookie: string, list: Awaited<ReturnType<typeof marieAppointments>>, moveTo: string) {
    const results = [
      await call('POST', `/api/pro/appointments/${list.toAccept.id}/accept`, cookie, {}),
      await call('POST', `/api/pro/appointments/${list.toRefuse.id}/refuse`, cookie, { reason: 'Conflit' }),
      await call('POST', `/api/pro/appointments/${list.toMove.id}/reschedule`, cookie, {
        date: moveTo,
        time: '16:00',
      }),
      await call('POST', `/api/pro/appointments/${list.toCancel.id}/cancel`, cookie, {
        reason: 'Empêchement',
      }),
    ];
    for (const response of results) expect(response.statusCode, response.body).toBe(200);
  }

  it('accepts, refuses, moves and cancels a client’s appointments without any e-mail in their name', async () => {
    const list = await marieAppointments(pending.id, 30);
    const before = (await outboxFor(t.handle, MARIE)).length;
    await actOn(pending.cookie, list, '2026-12-01');
    // Done: the statuses changed…
    const [accepted] = await t.handle.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, list.toAccept.id));
    expect(accepted?.status).toBe('confirmed');
    // …and Marie got nothing: no confirmation, meeting link, reminder, refusal, move or cancellation.
    expect(await outboxFor(t.handle, MARIE)).toHaveLength(before);
  });

  it('the same actions by a validated professional do e-mail the client (the control)', async () => {
    const list = await marieAppointments(1, 27);
    const before = (await outboxFor(t.handle, MARIE)).length;
    await actOn(sophie, list, '2026-12-02');
    const sent = (await outboxFor(t.handle, MARIE)).slice(0, -before || undefined);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.some((email) => email.textBody.includes('https://meet.jit.si/JurisRDV-'))).toBe(true);
  });
});
