import { describe, expect, it } from 'vitest';
import { parseToolMajor, serverMajorOf, toolFailureReason } from './postgres-client-tools';

describe('PostgreSQL client programs', () => {
  it('read their major version', () => {
    expect(parseToolMajor('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toBe(15);
    expect(parseToolMajor('pg_restore (PostgreSQL) 17.2\n')).toBe(17);
    expect(parseToolMajor('psql (PostgreSQL) 9.6.24\n')).toBe(9);
    expect(parseToolMajor('bash: pg_dump: command not found')).toBeNull();
    expect(serverMajorOf(150020)).toBe(15);
    expect(serverMajorOf(90624)).toBe(9);
  });

  it('give the error line of their stderr without their prefix', () => {
    expect(
      toolFailureReason(
        'pg_dump: error: connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "x" does not exist\n',
      ),
    ).toBe('connection to server at "127.0.0.1", port 5432 failed: FATAL:  database "x" does not exist');
    expect(toolFailureReason('psql:<stdin>:25: ERROR:  schema "drizzle" already exists\n')).toBe(
      'schema "drizzle" already exists',
    );
    expect(
      toolFailureReason('pg_restore: warning: something\npg_restore: error: input file is too short\n'),
    ).toBe('input file is too short');
    expect(toolFailureReason('')).toBe('aucun message');
  });
});
