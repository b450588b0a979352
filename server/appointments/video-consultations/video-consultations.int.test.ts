import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultVideoSettings } from '#domain/appointments/video-consultations/video-settings.ts';
import { appointments, professionals, users } from '#server/db/schema/index.ts';
import { insertAppointment } from '#server/test-support/factories.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let thomas: string;
let sophie: string;
let marie: string;
let lucas: string;

const SOPHIE = 1;
const THOMAS = 2;
// Wednesday 9 June 2027, 10:00 Paris (UTC+2); the week runs Monday 7 – Sunday 13 June.
const NOW = new Date('2027-06-09T08:00:00Z');
const MINUTE = 60_000;

const ids: Record<string, number> = {};

/** A room name of the stored format (JurisRDV- and at least 22 base64url characters). */
function room(key: string): string {
  return `JurisRDV-${`test-${key}`.padEnd(22, 'x')}`;
}

function call(cookie: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function userId(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com');
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
  // The demo seed places appointments around the real today: start from known data only.
  await t.handle.db.delete(appointments);
  const marieId = await userId('marie.dubois@example.com');
  const lucasId = await userId('lucas.moreau@example.com');
  const add = async (
    key: string,
    start: string,
    minutes: number,
    values: Partial<typeof appointments.$inferInsert> = {},
  ) => {
    const startsAt = new Date(start);
    const row = await insertAppointment(t.handle.db, {
      professionalId: THOMAS,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * MINUTE),
      mode: 'visio',
      status: 'confirmed',
      videoRoom: room(key),
      reason: `Consultation ${key}`,
      ...values,
    });
    ids[key] = row.id;
  };
  // Monday 7 June 09:00 Paris, 1h: completed this week.
  await add('monday', '2027-06-07T07:00:00Z', 60, { clientUserId: marieId });
  // Wednesday 9 June 09:30 Paris, 1h: live now.
  await add('live', '2027-06-09T07:30:00Z', 60, { clientUserId: lucasId });
  // Wednesday 9 June 14:00 Paris: a request still to confirm.
  await add('pending', '2027-06-09T12:00:00Z', 30, { clientUserId: marieId, status: 'pending' });
  // Friday 11 June: cancelled, in no list.
  await add('cancelled', '2027-06-11T08:00:00Z', 30, { clientUserId: lucasId, status: 'cancelled' });
  // Tuesday 15 June: next week, client without an account.
  await add('next-week', '2027-06-15T08:00:00Z', 30);
  // Tuesday 1 June, 1h30: completed last week.
  await add('last-week', '2027-06-01T08:00:00Z', 90, { clientUserId: lucasId, status: 'completed' });
  // Tuesday 8 June: a request never confirmed whose time has passed.
  await add('expired', '2027-06-08T08:00:00Z', 30, { clientUserId: marieId, status: 'pending' });
  // Monday 7 June 14:00 at the office: not a video consultation.
  await add('office', '2027-06-07T12:00:00Z', 60, {
    clientUserId: marieId,
    mode: 'cabinet',
    videoRoom: null,
  });
  // Sophie's video consultation, today.
  await add('sophie', '2027-06-09T14:00:00Z', 30, { professionalId: SOPHIE, clientUserId: marieId });
});

afterAll(async () => {
  await t.close();
});

type TCard = { id: number; videoStatus: string; [key: string]: unknown };

describe('GET /api/pro/video-consultations', () => {
  it('is refused to anonymous visitors and clients', async () => {
    for (const cookie of [undefined, marie]) {
      const response = await call(cookie, 'GET', '/api/pro/video-consultations');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Veuillez vous connecter pour continuer.');
    }
  });

  it('lists upcoming and live consultations soonest first, completed ones most recent first', async () => {
    const response = await call(thomas, 'GET', '/api/pro/video-consultations');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { upcoming: TCard[]; history: TCard[] };
    expect(body.upcoming.map((card) => [card.id, card.videoStatus])).toEqual([
      [ids.live, 'live'],
      [ids.pending, 'upcoming'],
      [ids['next-week'], 'upcoming'],
    ]);
    expect(body.history.map((card) => [card.id, card.videoStatus])).toEqual([
      [ids.monday, 'completed'],
      [ids['last-week'], 'completed'],
    ]);
    expect(body.upcoming[0]).toMatchObject({
      client: 'Lucas Moreau',
      email: 'lucas.moreau@example.com',
      type: 'Consultation live',
      date: '2027-06-09',
      time: '09:30',
      duration: '1\u00a0h',
      mode: 'video',
      status: 'confirmed',
    });
    expect(body.upcoming[0]?.meetingUrl).toMatch(
      new RegExp(`^https://meet\\.jit\\.si/${room('live')}#config\\.prejoinConfig\\.enabled=true&`),
    );
    expect(body.upcoming[1]).toMatchObject({ status: 'pending', time: '14:00', duration: '30\u00a0min' });
    expect(body.history[1]).toMatchObject({
      duration: '1\u00a0h 30',
      status: 'completed',
      date: '2027-06-01',
    });
  });

  it('computes the four tiles from the real appointments', async () => {
    const { summary } = (await call(thomas, 'GET', '/api/pro/video-consultations')).json();
    // Today: live + pending; this week: Monday's, live, pending; completed: 60 + 90 min;
    // clients: Marie, Lucas and the client without an account.
    expect(summary).toEqual({ today: 2, thisWeek: 3, totalMinutes: 150, uniqueClients: 3 });
  });

  it('moves a consultation to the history once it ends, with its notes', async () => {
    const note = await call(thomas, 'POST', `/api/pro/appointments/${ids.live}/notes`, {
      content: 'Client rassuré sur la procédure.',
    });
    expect(note.statusCode).toBe(201);
    t.clock.set(new Date('2027-06-09T08:30:00Z'));
    try {
      const body = (await call(thomas, 'GET', '/api/pro/video-consultations')).json();
      expect(body.upcoming.map((card: TCard) => card.id)).toEqual([ids.pending, ids['next-week']]);
      expect(body.history[0]).toMatchObject({ id: ids.live, videoStatus: 'completed', status: 'completed' });
      expect(body.history[0].notes.map((n: { content: string }) => n.content)).toEqual([
        'Client rassuré sur la procédure.',
      ]);
      expect(body.summary.totalMinutes).toBe(210);
    } finally {
      t.clock.set(NOW);
    }
  });

  it("never shows another professional's consultations", async () => {
    const response = await call(thomas, 'GET', '/api/pro/video-consultations');
    const ofThomas = response.json() as { upcoming: TCard[]; history: TCard[] };
    const shown = [...ofThomas.upcoming, ...ofThomas.history].map((card) => card.id);
    expect(shown).not.toContain(ids.sophie);
    expect(response.body).not.toContain(room('sophie'));
    const ofSophie = (await call(sophie, 'GET', '/api/pro/video-consultations')).json();
    expect(ofSophie.upcoming.map((card: TCard) => card.id)).toEqual([ids.sophie]);
    expect(ofSophie.history).toEqual([]);
    expect(ofSophie.summary).toEqual({ today: 1, thisWeek: 1, totalMinutes: 0, uniqueClients: 1 });
  });
});

describe('/api/pro/video-settings', () => {
  const custom = {
    quality: 'standard',
    noiseSuppression: false,
    echoCancellation: true,
    waitingRoom: false,
    autoRecording: true,
  };

  it('is refused to anonymous visitors and clients', async () => {
    for (const cookie of [undefined, marie]) {
      expect((await call(cookie, 'GET', '/api/pro/video-settings')).statusCode).toBe(401);
      expect((await call(cookie, 'PUT', '/api/pro/video-settings', custom)).statusCode).toBe(401);
    }
  });

  it('starts from the seed defaults: HD, audio filters and waiting room on, recording off', async () => {
    const response = await call(sophie, 'GET', '/api/pro/video-settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultVideoSettings());
    expect(response.json()).toEqual({
      quality: 'hd',
      noiseSuppression: true,
      echoCancellation: true,
      waitingRoom: true,
      autoRecording: false,
    });
  });

  it("saves the professional's own settings only", async () => {
    const saved = await call(thomas, 'PUT', '/api/pro/video-settings', custom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(custom);
    expect((await call(thomas, 'GET', '/api/pro/video-settings')).json()).toEqual(custom);
    const [row] = await t.handle.db
      .select({ videoSettings: professionals.videoSettings })
      .from(professionals)
      .where(eq(professionals.id, THOMAS));
    expect(row?.videoSettings).toEqual(custom);
    expect((await call(sophie, 'GET', '/api/pro/video-settings')).json()).toEqual(defaultVideoSettings());
  });

  it('refuses invalid settings with French messages and keeps the saved ones', async () => {
    const bad = [
      [{ ...custom, quality: '4k' }, 'quality', 'Qualité vidéo invalide'],
      [{ ...custom, extra: 1 }, 'extra', 'Champ non reconnu'],
    ] as const;
    for (const [body, field, message] of bad) {
      const response = await call(thomas, 'PUT', '/api/pro/video-settings', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fieldErrors[field]).toBe(message);
    }
    const notBoolean = await call(thomas, 'PUT', '/api/pro/video-settings', {
      ...custom,
      waitingRoom: 'oui',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().error.fieldErrors.waitingRoom).toMatch(/^Entrée invalide/);
    const missing = await call(thomas, 'PUT', '/api/pro/video-settings', { quality: 'low' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fieldErrors).sort()).toEqual([
      'autoRecording',
      'echoCancellation',
      'noiseSuppression',
      'waitingRoom',
    ]);
    expect((await call(thomas, 'GET', '/api/pro/video-settings')).json()).toEqual(custom);
  });
});

/** What Jitsi Meet reads from a room URL's hash: `config.<key>` → JSON value. */
function jitsiParams(url: string): Record<string, unknown> {
  return Object.fromEntries(
    new URL(url).hash
      .slice(1)
      .split('&')
      .map((part) => {
        const [key = '', value = ''] = part.split('=');
        return [key, JSON.parse(decodeURIComponent(value))];
      }),
  );
}

type TProCard = { id: number; meetingUrl: string | null; recordingConsentAt: string | null };

/** The professional's card of an appointment, as « Mes rendez-vous » lists it. */
async function proCard(cookie: string, id: number | undefined): Promise<TProCard> {
  const response = await call(cookie, 'GET', '/api/pro/appointments?period=all&status=all');
  expect(response.statusCode, response.body).toBe(200);
  const card = (response.json().appointments as TProCard[]).find((candidate) => candidate.id === id);
  if (!card) throw new Error(`appointment ${id} not in the professional's list`);
  return card;
}

async function proUrl(cookie: string, id: number | undefined): Promise<string> {
  return (await proCard(cookie, id)).meetingUrl ?? '';
}

type TClientCard = { id: number; meetingUrl: string | null; recordingConsentAt: string | null };

async function clientCard(
  cookie: string,
  id: number | undefined,
): Promise<TClientCard & Record<string, unknown>> {
  const response = await call(cookie, 'GET', '/api/client/appointments');
  expect(response.statusCode).toBe(200);
  const { upcoming, past } = response.json() as { upcoming: TClientCard[]; past: TClientCard[] };
  const card = [...upcoming, ...past].find((candidate) => candidate.id === id);
  if (!card) throw new Error(`appointment ${id} not in the client's list`);
  return card as TClientCard & Record<string, unknown>;
}

function consent(cookie: string | undefined, id: number | string | undefined, payload: unknown) {
  return call(cookie, 'PUT', `/api/client/appointments/${id}/recording-consent`, payload);
}

async function storedConsent(id: number | undefined) {
  const [row] = await t.handle.db
    .select({
      givenAt: appointments.recordingConsentAt,
      withdrawnAt: appointments.recordingConsentWithdrawnAt,
      updatedAt: appointments.updatedAt,
    })
    .from(appointments)
    .where(eq(appointments.id, id ?? 0));
  return row;
}

const SETTINGS = {
  quality: 'hd',
  noiseSuppression: true,
  echoCancellation: true,
  waitingRoom: true,
  autoRecording: false,
} as const;

describe('the room URL follows the saved settings', () => {
  it('gives the professional and the client the same URL, changed by each save', async () => {
    expect((await call(thomas, 'PUT', '/api/pro/video-settings', SETTINGS)).statusCode).toBe(200);
    const before = await proUrl(thomas, ids.pending);
    expect(before.startsWith(`https://meet.jit.si/${room('pending')}#`)).toBe(true);
    expect(jitsiParams(before)).toMatchObject({
      'config.prejoinConfig.enabled': true,
      'config.lobby.autoKnock': true,
      'config.resolution': 720,
      'config.disableNS': false,
      'config.disableAEC': false,
      'config.recordingService.enabled': false,
      'config.localRecording.disable': true,
    });
    expect((await clientCard(marie, ids.pending)).meetingUrl).toBe(before);

    const changed = {
      ...SETTINGS,
      quality: 'low',
      noiseSuppression: false,
      echoCancellation: false,
      waitingRoom: false,
    };
    expect((await call(thomas, 'PUT', '/api/pro/video-settings', changed)).statusCode).toBe(200);
    const after = await proUrl(thomas, ids.pending);
    expect(after).not.toBe(before);
    expect(jitsiParams(after)).toMatchObject({
      'config.prejoinConfig.enabled': false,
      'config.resolution': 360,
      'config.disableNS': true,
      'config.disableAEC': true,
    });
    expect(jitsiParams(after)).not.toHaveProperty('config.lobby.autoKnock');
    // The same room: only the settings moved.
    expect(after.split('#')[0]).toBe(before.split('#')[0]);
    expect((await clientCard(marie, ids.pending)).meetingUrl).toBe(after);
    const list = (await call(thomas, 'GET', '/api/pro/video-consultations')).json();
    expect(list.upcoming.find((card: TCard) => card.id === ids.pending).meetingUrl).toBe(after);
    // Another professional's settings are untouched: Sophie's room keeps the defaults.
    const sophieUrl = await proUrl(sophie, ids.sophie);
    expect(jitsiParams(sophieUrl)['config.resolution']).toBe(720);
    expect((await clientCard(marie, ids.sophie)).meetingUrl).toBe(sophieUrl);
  });

  it('gives no room URL for a cancelled appointment, nor for one at the office', async () => {
    const lucasCancelled = await clientCard(lucas, ids.cancelled);
    expect(lucasCancelled.meetingUrl).toBeNull();
    expect(await proCard(thomas, ids.office)).toMatchObject({ meetingUrl: null, recordingConsentAt: null });
  });
});

describe('PUT /api/client/appointments/:id/recording-consent', () => {
  it('records the client’s consent with its time; the professional sees it and the room allows recording', async () => {
    expect(
      (await call(thomas, 'PUT', '/api/pro/video-settings', { ...SETTINGS, autoRecording: true })).statusCode,
    ).toBe(200);
    const asked = await clientCard(marie, ids.pending);
    expect(asked).toMatchObject({ recordingRequested: true, recordingConsentAt: null });
    expect(jitsiParams(asked.meetingUrl ?? '')['config.recordingService.enabled']).toBe(false);
    // Sophie keeps recording off: Marie is not asked for that one.
    expect(await clientCard(marie, ids.sophie)).toMatchObject({ recordingRequested: false });

    const given = await consent(marie, ids.pending, { consent: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ id: ids.pending, recordingConsentAt: NOW.toISOString() });
    expect(await storedConsent(ids.pending)).toMatchObject({ givenAt: NOW, withdrawnAt: null });
    const allowed = jitsiParams(given.json().meetingUrl);
    expect(allowed['config.recordings.suggestRecording']).toBe(true);
    expect(allowed).not.toHaveProperty('config.recordingService.enabled');
    expect(allowed).not.toHaveProperty('config.localRecording.disable');

    const card = await proCard(thomas, ids.pending);
    expect(card.recordingConsentAt).toBe(NOW.toISOString());
    expect(card.meetingUrl).toBe(given.json().meetingUrl);
  });

  it('records the withdrawal with its time, and the room disables recording again', async () => {
    const later = new Date(NOW.getTime() + 5 * MINUTE);
    t.clock.set(later);
    try {
      const withdrawn = await consent(marie, ids.pending, { consent: false });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().recordingConsentAt).toBeNull();
      expect(await storedConsent(ids.pending)).toMatchObject({ givenAt: NOW, withdrawnAt: later });
      const params = jitsiParams(withdrawn.json().meetingUrl);
      expect(params['config.recordingService.enabled']).toBe(false);
      expect(params['config.recordings.suggestRecording']).toBe(false);
      const card = await proCard(thomas, ids.pending);
      expect(card.recordingConsentAt).toBeNull();
      expect(card.meetingUrl).toBe(withdrawn.json().meetingUrl);
      // Withdrawing again changes nothing.
      expect((await consent(marie, ids.pending, { consent: false })).statusCode).toBe(200);
      expect(await storedConsent(ids.pending)).toMatchObject({ givenAt: NOW, withdrawnAt: later });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('answers 404 for another person’s appointment or an unknown one, and 401 without a client session', async () => {
    const before = await storedConsent(ids.pending);
    for (const [cookie, id] of [
      [lucas, ids.pending],
      [marie, ids.live],
      [marie, 999_999_999],
    ] as const) {
      const response = await consent(cookie, id, { consent: true });
      expect(response.statusCode, `${id}`).toBe(404);
      expect(response.json().error.message).toBe('Rendez-vous introuvable.');
    }
    for (const cookie of [undefined, thomas]) {
      expect((await consent(cookie, ids.pending, { consent: true })).statusCode).toBe(401);
    }
    expect(await storedConsent(ids.pending)).toEqual(before);
  });

  it('refuses a consultation at the office, cancelled or over, saying why', async () => {
    const cases = [
      [ids.office, 'Ce rendez-vous n’a pas lieu en visioconférence.'],
      [ids.monday, 'Cette consultation est terminée.'],
      [ids.expired, 'Cette consultation est terminée.'],
    ] as const;
    for (const [id, message] of cases) {
      const response = await consent(marie, id, { consent: true });
      expect(response.statusCode, `${id}`).toBe(409);
      expect(response.json().error.message).toBe(message);
      expect((await storedConsent(id))?.givenAt).toBeNull();
    }
    const cancelled = await consent(lucas, ids.cancelled, { consent: true });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe('Ce rendez-vous est annulé.');
  });

  it('refuses hostile bodies and identifiers with a French 4xx, changing nothing', async () => {
    const before = await storedConsent(ids.pending);
    for (const body of [
      {},
      { consent: 'true' },
      { consent: 1 },
      { consent: true, givenAt: '2020-01-01' },
      { consent: '\u0000' },
    ]) {
      const response = await consent(marie, ids.pending, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const id of ['abc', '-1', '1e3', '9'.repeat(40), '%00']) {
      expect((await consent(marie, id, { consent: true })).statusCode, id).toBe(400);
    }
    const huge = await consent(marie, ids.pending, { consent: true, padding: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(await storedConsent(ids.pending)).toEqual(before);
  });
});
