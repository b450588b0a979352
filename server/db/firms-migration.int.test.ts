import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../test-support/raw-migration-database';

// Accounts as they stood before firms: two lawyers, one with no practice typed, a client, and a
// directory listing with no account.
const db = migrationUnderTest(
  '0037',
  `
    insert into users (id, email, role, first_name, last_name) values
      ('00000000-0000-4000-8000-000000000701', 'a@example.com', 'professional', 'Anne', 'Avocate'),
      ('00000000-0000-4000-8000-000000000702', 'b@example.com', 'professional', 'Bruno', 'Blanc'),
      ('00000000-0000-4000-8000-000000000703', 'c@example.com', 'client', 'Chloé', 'Cliente');
    insert into professionals (id, user_id, first_name, last_name, practice, specialty, bar_number,
        verification_status, street_address, postal_code, city, phone) values
      (701, '00000000-0000-4000-8000-000000000701', 'Anne', 'Avocate', 'Cabinet Avocate', 'Droit de la famille',
        'P1', 'verified', '3 rue de la Paix', '75002', 'Paris', '01 02 03 04 05'),
      (702, '00000000-0000-4000-8000-000000000702', 'Bruno', 'Blanc', '  ', 'Droit pénal', 'P2', 'pending',
        '', '69001', 'Lyon', ''),
      (703, null, 'Dora', 'Annuaire', 'Étude Dora', 'Droit immobilier', 'P3', 'verified', '', '', '', '');
  `,
);

describe('migration 0037: every professional account in a firm of its own', () => {
  it('makes one firm per professional account, named after its practice (or its name), at its address', async () => {
    const rows = await db.rows<{
      email: string;
      role: string;
      name: string;
      legal_form: string;
      street_address: string;
      postal_code: string;
      city: string;
      phone: string;
      invoicing: string;
      siret: string | null;
    }>(`
      select u.email, m.role, f.name, f.legal_form, f.street_address, f.postal_code, f.city, f.phone,
             f.invoicing, f.siret
      from firm_members m join firms f on f.id = m.firm_id join users u on u.id = m.user_id
      order by u.email`);
    expect(rows).toEqual([
      {
        email: 'a@example.com',
        role: 'associate',
        name: 'Cabinet Avocate',
        legal_form: 'individuel',
        street_address: '3 rue de la Paix',
        postal_code: '75002',
        city: 'Paris',
        phone: '01 02 03 04 05',
        invoicing: 'member',
        siret: null,
      },
      {
        email: 'b@example.com',
        role: 'associate',
        name: 'Bruno Blanc',
        legal_form: 'individuel',
        street_address: '',
        postal_code: '69001',
        city: 'Lyon',
        phone: '',
        invoicing: 'member',
        siret: null,
      },
    ]);
  });

  it('leaves clients and listings without an account out, and the firms without a helper column', async () => {
    expect(await db.rows<{ count: number }>('select count(*)::int as count from firms')).toEqual([
      { count: 2 },
    ]);
    const columns = await db.rows<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'firms' order by column_name",
    );
    expect(columns.map((column) => column.column_name)).not.toContain('founder_professional_id');
  });

  it('refuses a second firm for one account and a role that does not exist', async () => {
    await expect(
      db.exec(`insert into firms (name) values ('Autre'); insert into firm_members (user_id, firm_id, role)
        values ('00000000-0000-4000-8000-000000000701', (select max(id) from firms), 'associate')`),
    ).rejects.toThrow();
    await expect(
      db.exec(
        `update firm_members set role = 'stagiaire' where user_id = '00000000-0000-4000-8000-000000000702'`,
      ),
    ).rejects.toThrow();
  });
});
