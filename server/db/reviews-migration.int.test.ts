import { describe, expect, it } from 'vitest';
import { bayesianAverage } from '#domain/directory/reviews/review-ranking.ts';
import { migrationUnderTest } from '../test-support/raw-migration-database';

// Before reviews: stars on the appointments, and the directory's invented averages (4.8 from 127, 4.6 from 89).
const FEES = `'{"firstConsultation":{"kind":"free"},"followUp":null,"urgent":null,"legalInsuranceAccepted":false,"paymentMeans":[],"paymentFacilities":false}'::jsonb`;
const db = migrationUnderTest(
  '0045',
  `
    insert into users (id, email, role, first_name, last_name) values
      ('00000000-0000-4000-8000-000000000901', 'a@example.com', 'client', 'Alice', 'A'),
      ('00000000-0000-4000-8000-000000000902', 'b@example.com', 'client', 'Bruno', 'B');
    insert into professionals (id, first_name, last_name, practice, specialty, bar_number, verification_status,
        phone, consultation_modes, fees, latitude, longitude, rating_average, review_count) values
      (801, 'Anne', 'Notée', 'Cabinet A', 'Droit de la famille', 'P1', 'verified', '01 02 03 04 05', '{visio}', ${FEES},
        48.85, 2.35, 4.8, 127),
      (802, 'Basile', 'Sansavis', 'Cabinet B', 'Droit pénal', 'P2', 'verified', '01 02 03 04 06', '{visio}', ${FEES},
        48.85, 2.35, 4.6, 89),
      (803, 'Chloé', 'Basse', 'Cabinet C', 'Droit pénal', 'P3', 'verified', '01 02 03 04 07', '{visio}', ${FEES},
        48.85, 2.35, 0, 0);
    insert into appointments (id, professional_id, client_user_id, starts_at, ends_at, mode, status, rating, rated_at)
    values
      (9001, 801, '00000000-0000-4000-8000-000000000901', '2026-10-01 08:00+00', '2026-10-01 08:30+00', 'visio',
        'confirmed', 5, '2026-10-02 09:00+00'),
      (9002, 801, '00000000-0000-4000-8000-000000000902', '2026-10-03 08:00+00', '2026-10-03 08:30+00', 'visio',
        'confirmed', 4, null),
      (9003, 803, '00000000-0000-4000-8000-000000000901', '2026-10-05 08:00+00', '2026-10-05 08:30+00', 'visio',
        'confirmed', 2, '2026-10-06 09:00+00'),
      (9004, 801, null, '2026-10-07 08:00+00', '2026-10-07 08:30+00', 'visio', 'confirmed', 1, '2026-10-08 09:00+00'),
      (9005, 802, '00000000-0000-4000-8000-000000000902', '2026-10-09 08:00+00', '2026-10-09 08:30+00', 'visio',
        'confirmed', null, null);
  `,
);

describe('migration 0045: ratings become reviews, averages come from them, ranking by a Bayesian average', () => {
  it('turns every rating of a client who still has an account into a published review without text', async () => {
    const rows = await db.rows<{
      appointment_id: string;
      professional_id: number;
      rating: number;
      text: string | null;
      status: string;
      submitted_at: Date;
      published_at: Date;
    }>(`select appointment_id::text, professional_id, rating, text, status, submitted_at, published_at
        from reviews order by appointment_id`);
    expect(
      rows.map((row) => [row.appointment_id, row.professional_id, row.rating, row.text, row.status]),
    ).toEqual([
      ['9001', 801, 5, null, 'published'],
      ['9002', 801, 4, null, 'published'],
      ['9003', 803, 2, null, 'published'],
    ]);
    // Dated when given, or at the consultation's end when that was not recorded.
    expect(new Date(rows[0]?.submitted_at ?? 0).toISOString()).toBe('2026-10-02T09:00:00.000Z');
    expect(new Date(rows[1]?.submitted_at ?? 0).toISOString()).toBe('2026-10-03T08:30:00.000Z');
    expect(new Date(rows[1]?.published_at ?? 0).toISOString()).toBe('2026-10-03T08:30:00.000Z');
    const columns = await db.rows<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'appointments'",
    );
    expect(columns.map((column) => column.column_name)).not.toContain('rating');
    expect(columns.map((column) => column.column_name)).not.toContain('rated_at');
  });

  it('replaces the invented averages by those of the published reviews', async () => {
    expect(await db.rows('select id, rating_average, review_count from professionals order by id')).toEqual([
      { id: 801, rating_average: 4.5, review_count: 2 },
      { id: 802, rating_average: 0, review_count: 0 },
      { id: 803, rating_average: 2, review_count: 1 },
    ]);
  });

  it('ranks the listings by the Bayesian average around the platform’s mean', async () => {
    const [prior] = await db.rows<{ mean: number; weight: number; review_count: number }>(
      'select mean, weight, review_count from review_ranking_prior',
    );
    expect(prior?.weight).toBe(10);
    expect(prior?.review_count).toBe(3);
    expect(prior?.mean).toBeCloseTo(11 / 3, 10);
    const listed = await db.rows<{ professional_id: number; rating: number }>(
      'select professional_id, rating from professional_listings order by professional_id',
    );
    const priorOf = { mean: 11 / 3, weight: 10 };
    expect(listed.map((row) => row.professional_id)).toEqual([801, 802, 803]);
    expect(listed[0]?.rating).toBeCloseTo(bayesianAverage({ average: 4.5, count: 2 }, priorOf), 10);
    expect(listed[1]?.rating).toBeCloseTo(bayesianAverage({ average: 0, count: 0 }, priorOf), 10);
    expect(listed[2]?.rating).toBeCloseTo(bayesianAverage({ average: 2, count: 1 }, priorOf), 10);
  });

  it('keeps the averages and the listing from then on, and refuses a second review of one appointment', async () => {
    await db.exec(`insert into reviews (appointment_id, professional_id, client_user_id, rating, status, submitted_at,
        published_at) values (9005, 802, '00000000-0000-4000-8000-000000000902', 5, 'published', now(), now())`);
    expect(await db.rows('select rating_average, review_count from professionals where id = 802')).toEqual([
      { rating_average: 5, review_count: 1 },
    ]);
    const [listing] = await db.rows<{ rating: number }>(
      'select rating from professional_listings where professional_id = 802',
    );
    expect(listing?.rating).toBeCloseTo(
      bayesianAverage({ average: 5, count: 1 }, { mean: 11 / 3, weight: 10 }),
      10,
    );
    await expect(
      db.exec(`insert into reviews (appointment_id, professional_id, rating, status, submitted_at)
        values (9005, 802, 1, 'pending', now())`),
    ).rejects.toThrow(/reviews_appointment_key/);
    // Withdrawn (a refusal, a purge, an account gone): the averages follow.
    await db.exec(`update reviews set status = 'refused' where appointment_id = 9001`);
    await db.exec(`delete from users where id = '00000000-0000-4000-8000-000000000902'`);
    expect(
      await db.rows(
        'select id, rating_average, review_count from professionals where id in (801, 802) order by id',
      ),
    ).toEqual([
      { id: 801, rating_average: 0, review_count: 0 },
      { id: 802, rating_average: 0, review_count: 0 },
    ]);
  });
});
