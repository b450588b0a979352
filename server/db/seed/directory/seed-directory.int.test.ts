import { TZDate } from '@date-fns/tz';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import type { TDatabaseHandle } from '#server/db/database.ts';
import { appointments, professionals } from '#server/db/schema/index.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { applyDemoProfessionalProfiles, DEMO_PROFESSIONAL_PROFILES } from '../demo-professionals';
import { seedDemoData } from '../seed-database';
import { APPOINTMENT_WINDOW_DAYS } from './directory-appointments';
import { generateDirectoryRange } from './generate-directory';
import { seedDirectory } from './seed-directory';

// Tuesday 23 March 2027, 10:17 in Paris: the window crosses the spring clock change of 28 March.
const NOW = new Date('2027-03-23T09:17:00Z');

let handle: TDatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

async function directoryCount(): Promise<number> {
  const [row] = await handle.db
    .select({ n: count() })
    .from(professionals)
    .where(isNull(professionals.userId));
  return Number(row?.n ?? 0);
}

async function appointmentCount(): Promise<number> {
  // Directory appointments only: the demo clients' own appointments are seeded too.
  const [row] = await handle.db
    .select({ n: count() })
    .from(appointments)
    .where(isNull(appointments.clientUserId));
  return Number(row?.n ?? 0);
}

function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

function insideOpeningHours(
  availability: TAvailabilitySettings,
  mode: string,
  start: Date,
  end: Date,
): boolean {
  const weekday = String(new TZDate(start.getTime(), PARIS_TIME_ZONE).getDay() || 7) as '1';
  const startMinute = minutesOf(formatParisTime(start));
  const endMinute = minutesOf(formatParisTime(end));
  return (availability.weeklyHours[mode as 'cabinet']?.[weekday] ?? []).some(
    (range) =>
      startMinute >= minutesOf(range.start) &&
      endMinute <= minutesOf(range.end) &&
      (startMinute - minutesOf(range.start)) % availability.slotMinutes === 0,
  );
}

describe('seedDirectory', () => {
  it('inserts 450 verified directory professionals with appointments', async () => {
    const started = performance.now();
    const result = await seedDirectory(handle.db, { count: 450, now: NOW });
    const elapsed = performance.now() - started;
    console.log(
      `seedDirectory(450) on ${handle.driver}: ${elapsed.toFixed(0)} ms, ${result.appointments} appointments`,
    );

    expect(result).toMatchObject({ existing: 0, inserted: 450 });
    // Analyzed by the seed itself (a manual ANALYZE; autovacuum's would be last_autoanalyze).
    const analyzed = await handle.db.execute(sql`
      select relname, last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
      from pg_stat_user_tables
      where relname in ('professionals', 'appointments', 'professional_listings') order by relname`);
    expect(
      (analyzed as unknown as { rows: { relname: string; analyzed: boolean; vacuumed: boolean }[] }).rows,
    ).toEqual([
      { relname: 'appointments', analyzed: true, vacuumed: false },
      { relname: 'professional_listings', analyzed: true, vacuumed: true },
      { relname: 'professionals', analyzed: true, vacuumed: false },
    ]);
    expect(result.appointments).toBeGreaterThan(450 * 0.6 * 2 * 0.8);
    expect(await directoryCount()).toBe(450);
    expect(await appointmentCount()).toBe(result.appointments);
    const statuses = await handle.db
      .select({ status: professionals.verificationStatus, n: count() })
      .from(professionals)
      .where(isNull(professionals.userId))
      .groupBy(professionals.verificationStatus);
    expect(statuses.map(({ status, n }) => [status, Number(n)])).toEqual([['verified', 450]]);

    // Stored in generation order, after the three demo professionals.
    const stored = await handle.db
      .select({ id: professionals.id, lastName: professionals.lastName, barNumber: professionals.barNumber })
      .from(professionals)
      .where(isNull(professionals.userId))
      .orderBy(asc(professionals.id));
    const generated = generateDirectoryRange(0, 450);
    expect(stored.map(({ lastName, barNumber }) => ({ lastName, barNumber }))).toEqual(
      generated.map(({ lastName, barNumber }) => ({ lastName, barNumber })),
    );
    expect(stored[0]?.id).toBeGreaterThan(3);

    // Every field survives the JSON batch insert as the generator made it (arrays, jsonb, numbers).
    const full = await handle.db
      .select()
      .from(professionals)
      .where(isNull(professionals.userId))
      .orderBy(asc(professionals.id))
      .limit(60);
    full.forEach((row, index) => {
      expect(row).toMatchObject(generated[index] as object);
      expect(row.reviewedAt?.toISOString()).toBe(NOW.toISOString());
    });
  });

  it('places every appointment inside its professional’s opening hours, in the next 14 days, without overlap', async () => {
    const rows = await handle.db
      .select({
        professionalId: appointments.professionalId,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        mode: appointments.mode,
        status: appointments.status,
        clientUserId: appointments.clientUserId,
        availability: professionals.availability,
        modes: professionals.consultationModes,
        autoConfirm: professionals.autoConfirm,
      })
      .from(appointments)
      .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
      .where(isNull(appointments.clientUserId))
      .orderBy(asc(appointments.professionalId), asc(appointments.startsAt));
    expect(rows.length).toBeGreaterThan(0);
    const windowEnd = NOW.getTime() + APPOINTMENT_WINDOW_DAYS * 86_400_000;
    const perProfessional = new Map<number, number>();
    rows.forEach((row, index) => {
      expect(row.clientUserId).toBeNull();
      expect(['pending', 'confirmed']).toContain(row.status);
      if (row.autoConfirm) expect(row.status).toBe('confirmed');
      expect(row.modes).toContain(row.mode);
      expect(row.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
      expect(row.startsAt.getTime()).toBeLessThan(windowEnd);
      expect(insideOpeningHours(row.availability, row.mode, row.startsAt, row.endsAt)).toBe(true);
      const previous = rows[index - 1];
      if (previous && previous.professionalId === row.professionalId) {
        expect(row.startsAt.getTime()).toBeGreaterThanOrEqual(previous.endsAt.getTime());
      }
      perProfessional.set(row.professionalId, (perProfessional.get(row.professionalId) ?? 0) + 1);
    });
    for (const n of perProfessional.values()) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(8);
    }
    expect(perProfessional.size / 450).toBeGreaterThan(0.5);
    expect(perProfessional.size / 450).toBeLessThan(0.7);
    // The exclusion constraint agrees: no two live appointments of one professional overlap.
    const overlaps = await handle.db.execute(sql`
      select count(*)::int as n from appointments a join appointments b
        on a.professional_id = b.professional_id and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`);
    expect((overlaps as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('inserts nothing when called again', async () => {
    const before = await appointmentCount();
    const result = await seedDirectory(handle.db, { count: 450, now: NOW });
    expect(result).toEqual({ existing: 450, inserted: 0, appointments: 0 });
    expect(await directoryCount()).toBe(450);
    expect(await appointmentCount()).toBe(before);
    expect(await seedDirectory(handle.db, { count: 100, now: NOW })).toMatchObject({ inserted: 0 });
  });

  it('tops a directory up with the next rows of the same sequence', async () => {
    const result = await seedDirectory(handle.db, {
      count: 460,
      now: NOW,
      batchSize: 4,
      withAppointments: false,
    });
    expect(result).toEqual({ existing: 450, inserted: 10, appointments: 0 });
    const added = await handle.db
      .select({ lastName: professionals.lastName, practice: professionals.practice })
      .from(professionals)
      .where(isNull(professionals.userId))
      .orderBy(asc(professionals.id))
      .offset(450);
    expect(added).toEqual(
      generateDirectoryRange(450, 460).map(({ lastName, practice }) => ({ lastName, practice })),
    );
  });
});

describe('applyDemoProfessionalProfiles', () => {
  it('fills the three demo profiles, idempotently', async () => {
    expect(await applyDemoProfessionalProfiles(handle.db, NOW)).toBe(3);
    const read = () =>
      handle.db
        .select()
        .from(professionals)
        .where(sql`${professionals.id} <= 3`)
        .orderBy(asc(professionals.id));
    const first = await read();
    expect(first.map((row) => row.id)).toEqual([1, 2, 3]);
    for (const [index, profile] of DEMO_PROFESSIONAL_PROFILES.entries()) {
      const row = first[index];
      const { id, ...fields } = profile;
      expect(row).toMatchObject({ id, ...fields });
      expect(row?.userId).not.toBeNull();
    }
    expect(first[0]?.questionnaire).toHaveLength(3);
    expect(first[1]?.autoConfirm).toBe(false);

    expect(await applyDemoProfessionalProfiles(handle.db, new Date(NOW.getTime() + 86_400_000))).toBe(3);
    expect(await read()).toEqual(first);
  });
});
