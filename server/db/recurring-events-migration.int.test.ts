import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../test-support/raw-migration-database';

const db = migrationUnderTest(
  '0026',
  `
    insert into professionals (id, user_id, practice, specialty, bar_number, verification_status, phone, consultation_modes)
      values (501, null, 'Cabinet', 'Droit civil', 'R1', 'verified', '01 00 00 00 00', '{visio}');
    insert into planning_events (id, professional_id, title, type, starts_at, ends_at, status, recurring)
      values (601, 501, 'Permanence', 'audience', '2026-03-05T13:00:00Z', '2026-03-05T16:00:00Z', 'confirmed', true),
             (602, 501, 'Congé', 'conge', '2026-03-06T07:00:00Z', '2026-03-06T17:00:00Z', 'confirmed', false);
  `,
);

describe('migration 0026 (recurring events, ADR 0031)', () => {
  it('turns the former weekly events into weekly series with no end, and leaves single events single', async () => {
    const rows = await db.rows<{
      id: number | string;
      frequency: string | null;
      until: string | null;
      n: number | null;
    }>('select id, frequency, repeat_until as until, repeat_count as n from planning_events order by id');
    expect(rows.map((row) => [Number(row.id), row.frequency, row.until, row.n])).toEqual([
      [601, 'weekly', null, null],
      [602, null, null, null],
    ]);
  });

  it('refuses a count over 730 or both ends at once', async () => {
    await expect(db.exec('update planning_events set repeat_count = 731 where id = 601')).rejects.toThrow();
    await expect(
      db.exec("update planning_events set repeat_count = 3, repeat_until = '2026-05-01' where id = 601"),
    ).rejects.toThrow();
  });
});
