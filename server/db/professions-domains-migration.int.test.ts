import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../test-support/raw-migration-database';

// Rows as stored before the one list of domains (issue 26 §3).
const db = migrationUnderTest(
  '0036',
  `
    insert into professionals (id, user_id, practice, specialty, specialties, bar_number, verification_status)
      values (501, null, 'Cabinet A', 'Droit commercial', '{Droit commercial,Droit des affaires,Droit fiscal}', 'B1', 'verified'),
             (502, null, 'Cabinet B', 'Droit civil', '{}', 'B2', 'pending'),
             (503, null, 'Cabinet C', 'Autre', '{}', 'B3', 'pending');
    insert into cases (id, professional_id, title, category, status, priority, opening_date, client_name)
      values (601, 501, 'Un', 'Divorce', 'En cours', 'Moyenne', '2026-01-05', 'Paul'),
             (602, 501, 'Deux', 'Travail', 'En cours', 'Moyenne', '2026-01-05', 'Paul'),
             (603, 501, 'Trois', 'Autre', 'En cours', 'Moyenne', '2026-01-05', 'Paul');
  `,
);

describe('stored domains rewritten by migration 0036', () => {
  it('maps legacy specialties to the one list, without duplicates, keeping unknown values readable', async () => {
    const rows = await db.rows<{
      id: number;
      specialty: string;
      specialties: string[];
      title: string | null;
    }>('select id, specialty, specialties, title from professionals where id in (501, 502, 503) order by id');
    expect(rows).toEqual([
      {
        id: 501,
        specialty: 'Droit des affaires',
        specialties: ['Droit des affaires', 'Droit fiscal'],
        title: null,
      },
      // A registration in « Droit civil » now carries it as a search tag.
      { id: 502, specialty: 'Droit civil', specialties: ['Droit civil'], title: null },
      { id: 503, specialty: 'Autre', specialties: [], title: null },
    ]);
  });

  it('maps the old case categories to domains and keeps « Autre »', async () => {
    const rows = await db.rows<{ id: number; category: string }>(
      'select id::int as id, category from cases where id in (601, 602, 603) order by id',
    );
    expect(rows).toEqual([
      { id: 601, category: 'Droit de la famille' },
      { id: 602, category: 'Droit du travail' },
      { id: 603, category: 'Autre' },
    ]);
  });
});
