import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from '../test-support/raw-migration-database';

const db = migrationUnderTest(
  '0018',
  `
    insert into users (email, first_name, last_name, password_hash, role, created_at)
      values ('ancien@example.com', 'A', 'B', 'x', 'client', '2025-03-01T10:00:00Z');
  `,
);

describe('migration 0018', () => {
  it('takes the accounts that predate the rule as confirmed since their creation (ADR 0023)', async () => {
    const [row] = await db.rows<{ verified: string | Date }>(
      "select email_verified_at as verified from users where email = 'ancien@example.com'",
    );
    expect(new Date(row?.verified ?? 0).toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });
});
