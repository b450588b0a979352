import { describe, expect, it } from 'vitest';
import { ZProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { migrationUnderTest } from '../test-support/raw-migration-database';

// Rows as they were before 0009: a directory professional with its seeded fee, a free one, and an account.
const db = migrationUnderTest(
  '0009',
  `
    insert into users (id, email, first_name, last_name, password_hash, role)
      values ('00000000-0000-4000-8000-000000000001', 'compte@example.com', 'A', 'B', 'x', 'professional');
    insert into professionals (id, user_id, practice, specialty, bar_number, verification_status, phone,
        consultation_modes, first_consultation_fee_cents)
      values (101, null, 'Annuaire', 'Droit civil', 'A1', 'verified', '01 00 00 00 00', '{visio}', 9500),
             (102, null, 'Annuaire gratuit', 'Droit civil', 'A2', 'verified', '01 00 00 00 01', '{visio}', 0),
             (103, '00000000-0000-4000-8000-000000000001', 'Compte', 'Droit civil', 'A3', 'verified',
               '01 00 00 00 02', '{visio}', 12000);
  `,
);

describe('fees carried through migration 0009', () => {
  it('gives directory rows their old fee as their own, in the current shape, and accounts nothing', async () => {
    const rows = await db.rows<{ id: number; fees: unknown; is_public: boolean }>(
      'select id, fees, is_public from professionals order by id',
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const fees = (id: number) => {
      const value = byId.get(id)?.fees;
      return typeof value === 'string' ? JSON.parse(value) : value;
    };
    const directory = fees(101);
    expect(ZProfessionalFees.parse(directory)).toEqual(directory);
    expect(directory).toEqual({
      firstConsultation: { kind: 'amount', cents: 9500 },
      followUp: null,
      urgent: null,
      legalInsuranceAccepted: false,
      paymentMeans: [],
      paymentFacilities: false,
    });
    expect(fees(102).firstConsultation).toEqual({ kind: 'free' });
    expect(ZProfessionalFees.safeParse(fees(102)).success).toBe(true);
    // The account's old column held a default nobody entered: no fees, so not public.
    expect(fees(103)).toBeNull();
    expect(byId.get(103)?.is_public).toBe(false);
    expect(byId.get(101)?.is_public).toBe(true);
  });

  it('drops the old column', async () => {
    const columns = await db.rows<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'professionals' and column_name like 'first_consultation%'",
    );
    expect(columns).toEqual([]);
  });
});
