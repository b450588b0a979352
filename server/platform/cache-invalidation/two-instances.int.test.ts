import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatParisDate, formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { buildApp } from '#server/app/app.ts';
import { openDatabase, postgresUrlOf, type TDatabaseHandle } from '#server/db/database.ts';
import { professionals } from '#server/db/schema/index.ts';
import { WEB_DIST_DIR } from '#server/platform/project-root.ts';
import { insertAppointment, insertProfessionalAccount } from '#server/test-support/factories.ts';
import { createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { testPostgresUrl } from '#server/test-support/test-database.ts';
import { LISTENER_APPLICATION_NAME, startNotificationListener } from './notification-listener';

const onPostgres = process.env.TEST_DB === 'postgres';
// Monday 23 November 2026, 08:00 Paris.
const NOW = new Date('2026-11-23T07:00:00Z');
const SLOT_MINUTES = 30;
const SEARCH_URL = '/api/professionals/search?location=29200&distance=10';

/** Instance A, with the demo accounts, and instance B: another app on the same database. */
let a: TTestApp;
let b: FastifyInstance;
/** On PostgreSQL, B's own connection pool; on PGlite (one process) B shares A's handle. */
let bHandle: TDatabaseHandle | null = null;
let client: string;
/** The Brest professional, signed in on A. */
let pro: string;
let professionalId: number;

beforeAll(async () => {
  a = await createTestApp();
  a.clock.set(NOW);
  const url = postgresUrlOf(a.handle.db);
  if (onPostgres && !url) throw new Error('PostgreSQL attendu');
  bHandle = url ? await openDatabase({ driver: 'postgres', url, poolSize: 3 }) : null;
  // B serves the built app too: its pages, drawn by the server, are kept whole (kept-pages.ts).
  b = await buildApp({
    db: bHandle?.db ?? a.handle.db,
    config: a.config,
    clock: a.clock,
    serveWeb: true,
    webDistDir: WEB_DIST_DIR,
  });
  // Brest: no demo professional there, so the card is on the first page.
  const account = await insertProfessionalAccount(a.handle.db, {
    email: 'brest@example.com',
    lastName: 'Brest',
  });
  professionalId = account.professional.id;
  await a.handle.db
    .update(professionals)
    .set({
      postalCode: '29200',
      city: 'Brest',
      communeCode: '29019',
      latitude: 48.3904,
      longitude: -4.4861,
      autoConfirm: true,
    })
    .where(eq(professionals.id, professionalId));
  client = await loginAs(a.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  pro = await loginAs(a.app, 'pro', 'brest@example.com');
});

afterAll(async () => {
  await b?.close();
  await bHandle?.close();
  await a?.close();
});

/** The free starts (ISO) B's search shows for the Brest professional (`url`: another search showing them). */
async function startsShownByB(url = SEARCH_URL): Promise<string[]> {
  const response = await b.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const body: TSearchResponse = response.json();
  const card = body.results.find((result) => result.id === professionalId);
  if (!card) throw new Error('professionnel absent de la recherche');
  return card.nextSlots.flatMap((day) => day.slots.map((slot) => slot.start));
}

async function bookThroughA(start: string): Promise<void> {
  const response = await a.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { cookie: client },
    payload: {
      professionalId,
      start,
      mode: 'cabinet',
      reason: 'Consultation générale',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
    },
  });
  expect(response.statusCode).toBe(201);
}

/** The free starts (ISO) of the first days B's profile page shows for the Brest professional. */
async function startsOfBsProfile(): Promise<string[]> {
  const response = await b.inject({ method: 'GET', url: `/api/professionals/${professionalId}` });
  expect(response.statusCode).toBe(200);
  const body: TProfessionalProfile = response.json();
  return body.slotDays.slice(0, 3).flatMap((day) => day.slots.map((slot) => slot.start));
}

/** A busy time (« Audience ») over a slot, added by the professional through A. */
async function busyTimeThroughA(start: string): Promise<void> {
  const startsAt = new Date(start);
  const response = await a.app.inject({
    method: 'POST',
    url: '/api/pro/events',
    headers: { cookie: pro },
    payload: {
      title: 'Audience',
      type: 'audience',
      date: formatParisDate(startsAt),
      startTime: formatParisTime(startsAt),
      endTime: formatParisTime(new Date(startsAt.getTime() + SLOT_MINUTES * 60_000)),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** An appointment written straight into the database: no instance is told, as if announced messages were lost. */
async function bookBehindTheInstancesBack(start: string): Promise<void> {
  const startsAt = new Date(start);
  await insertAppointment(a.handle.db, {
    professionalId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000),
    status: 'confirmed',
  });
}

/** Changes reach B within milliseconds; 2 s is only the patience of a slow machine. */
const AT_ONCE = { timeout: 2_000, interval: 20 };

/** B caches a search, an unannounced change stays hidden, a booking through A shows at once. */
async function bookingThroughAReachesB(): Promise<void> {
  const before = await startsShownByB();
  const [unannounced, booked] = before;
  if (!unannounced || !booked) throw new Error('deux créneaux libres attendus');

  // B answers from its cache: a change nobody announced does not show yet.
  await bookBehindTheInstancesBack(unannounced);
  expect(await startsShownByB()).toContain(unannounced);

  await bookThroughA(booked);
  await vi.waitFor(async () => {
    const shown = await startsShownByB();
    expect(shown).not.toContain(booked);
    expect(shown).not.toContain(unannounced);
  }, AT_ONCE);
}

/**
 * The free slots B keeps per professional (ADR 0076) follow a booking: another search, which no answer of
 * B's holds, shows them after the booking without it.
 */
async function bookingThroughAReachesBsSlotDays(): Promise<void> {
  const within = (distance: number) => SEARCH_URL.replace('distance=10', `distance=${distance}`);
  // Computes B's slot days for this professional, if B did not keep them already.
  const [booked] = await startsShownByB(within(11));
  if (!booked) throw new Error('un créneau libre attendu');
  let distance = 11;
  await bookThroughA(booked);
  await vi.waitFor(async () => {
    // A search never asked before: no answer holds it, its cards come from B's slot days.
    distance = distance >= 50 ? 12 : distance + 1;
    expect(await startsShownByB(within(distance))).not.toContain(booked);
  }, AT_ONCE);
}

/** A busy time the professional adds through A leaves B's searches and B's profile page. */
async function busyTimeThroughAReachesB(): Promise<void> {
  const [, busy] = await startsShownByB();
  if (!busy) throw new Error('deux créneaux libres attendus');
  expect(await startsOfBsProfile()).toContain(busy);
  await busyTimeThroughA(busy);
  await vi.waitFor(async () => {
    expect(await startsShownByB()).not.toContain(busy);
    expect(await startsOfBsProfile()).not.toContain(busy);
  }, AT_ONCE);
}

/** B's page of the Brest professional, as drawn by the server: its HTML and whether B sent a kept copy. */
async function bsProfilePage(): Promise<{ html: string; kept: boolean }> {
  const response = await b.inject({ method: 'GET', url: `/lawyer/${professionalId}` });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('data-rendu-serveur');
  return { html: response.body, kept: response.headers['server-timing'] === 'cache;desc=kept' };
}

/** The profile page B keeps whole (no query, no render) is drawn again once A announces a busy time over a slot. */
async function busyTimeThroughAReachesBsKeptPage(): Promise<void> {
  const busy = (await startsOfBsProfile()).at(-1);
  if (!busy) throw new Error('un créneau libre attendu');
  expect((await bsProfilePage()).html).toContain(busy);
  const again = await bsProfilePage();
  expect(again.kept).toBe(true);
  expect(again.html).toContain(busy);
  await busyTimeThroughA(busy);
  await vi.waitFor(async () => {
    const page = await bsProfilePage();
    expect(page.kept).toBe(false);
    expect(page.html).not.toContain(busy);
  }, AT_ONCE);
}

if (onPostgres) {
  describe('two instances on one PostgreSQL database', () => {
    it(
      'a slot booked through A leaves B’s search results at once, though B had cached them',
      bookingThroughAReachesB,
    );
    it(
      'a slot booked through A leaves the free slots B keeps per professional, for every search',
      bookingThroughAReachesBsSlotDays,
    );
    it(
      'a busy time added through A leaves B’s search results and profile page at once',
      busyTimeThroughAReachesB,
    );
    it(
      'a busy time added through A leaves the profile page B keeps whole, at once',
      busyTimeThroughAReachesBsKeptPage,
    );
  });

  describe('the listening connection (PostgreSQL)', () => {
    it('comes back after being cut, clears B’s cache (messages may have been missed) and listens again', async () => {
      const [unannounced, booked] = await startsShownByB();
      if (!unannounced || !booked) throw new Error('deux créneaux libres attendus');
      await bookBehindTheInstancesBack(unannounced);
      expect(await startsShownByB()).toContain(unannounced);

      const cut = await a.handle.db.execute(sql`select pg_terminate_backend(pid) as cut
        from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
      // A's listener and B's.
      expect((cut as unknown as { rows: { cut: boolean }[] }).rows).toEqual([{ cut: true }, { cut: true }]);

      await vi.waitFor(async () => expect(await startsShownByB()).not.toContain(unannounced), AT_ONCE);
      await bookThroughA(booked);
      await vi.waitFor(async () => expect(await startsShownByB()).not.toContain(booked), AT_ONCE);
    });

    it('keeps trying, with growing waits, while the database does not answer', async () => {
      const adminUrl = testPostgresUrl();
      const name = `jurisrdv_test_late_${process.pid}_${Date.now()}`;
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const warnings: string[] = [];
      let listenings = 0;
      const listener = await startNotificationListener({
        url: url.toString(),
        channel: 'late_channel',
        onNotification: () => undefined,
        onListening: () => {
          listenings += 1;
        },
        initialRetryMs: 20,
        maxRetryMs: 200,
        warn: (message) => warnings.push(message),
      });
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        expect(listener.isListening()).toBe(false);
        await vi.waitFor(() => expect(warnings.length).toBeGreaterThanOrEqual(3), AT_ONCE);
        expect(warnings[0]).toContain(`"${name}" does not exist`);
        const waits = warnings.slice(0, 3).map((warning) => Number(/dans (\d+) ms/.exec(warning)?.[1]));
        expect(waits).toEqual([20, 40, 80]);
        await admin.query(`create database ${name}`);
        await vi.waitFor(() => expect(listener.isListening()).toBe(true), AT_ONCE);
        expect(listenings).toBe(1);
      } finally {
        await listener.stop();
        await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
      }
    });
  });
} else {
  describe('one process (PGlite)', () => {
    it('opens no listening connection: both apps share the same caches', () => {
      expect(postgresUrlOf(a.handle.db)).toBeUndefined();
    });
    // One process has one database handle, hence one cache: what PostgreSQL's LISTEN/NOTIFY does between
    // instances is not at stake here, only that a booking drops the cached answers of the process.
    it(
      'a slot booked through one app leaves the process’s cached search results at once',
      bookingThroughAReachesB,
    );
    it(
      'a slot booked through one app leaves the free slots kept per professional, for every search',
      bookingThroughAReachesBsSlotDays,
    );
    it(
      'a busy time added through one app leaves its searches and profile page at once',
      busyTimeThroughAReachesB,
    );
    it(
      'a busy time added through one app leaves the profile page the process keeps whole, at once',
      busyTimeThroughAReachesBsKeptPage,
    );
  });
}
