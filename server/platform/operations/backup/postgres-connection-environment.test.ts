import { describe, expect, it } from 'vitest';
import { describePostgresTarget, postgresEnvironmentOf } from './postgres-connection-environment';

describe('the libpq environment of DATABASE_URL', () => {
  it('carries host, port, user, password and database, decoded', () => {
    expect(
      postgresEnvironmentOf('postgres://jur%40isrdv:p%C3%A0ss%2Fw@db.example.fr:6432/jurisrdv_prod'),
    ).toEqual({
      PGAPPNAME: 'jurisrdv-sauvegarde',
      PGCONNECT_TIMEOUT: '10',
      PGHOST: 'db.example.fr',
      PGPORT: '6432',
      PGUSER: 'jur@isrdv',
      PGPASSWORD: 'pàss/w',
      PGDATABASE: 'jurisrdv_prod',
    });
  });

  it('understands libpq parameters in the query, a socket directory and IPv6', () => {
    expect(
      postgresEnvironmentOf(
        'postgresql:///jurisrdv?host=/var/run/postgresql&user=app&sslmode=verify-full&application_name=x',
      ),
    ).toMatchObject({
      PGHOST: '/var/run/postgresql',
      PGUSER: 'app',
      PGSSLMODE: 'verify-full',
      PGAPPNAME: 'jurisrdv-sauvegarde',
    });
    expect(postgresEnvironmentOf('postgres://[::1]:5432/db').PGHOST).toBe('::1');
  });

  it('refuses what pg_dump would not understand, in French', () => {
    expect(() => postgresEnvironmentOf('postgres://h/db?ssl=true')).toThrow('le paramètre «\u00a0ssl\u00a0»');
    expect(() => postgresEnvironmentOf('postgres://h/db?sslmode=no-verify')).toThrow(
      'sslmode=no-verify inconnu',
    );
    expect(() => postgresEnvironmentOf('mysql://h/db')).toThrow('postgres://');
    expect(() => postgresEnvironmentOf('pas une adresse')).toThrow('n’est pas une adresse valable');
    expect(() => postgresEnvironmentOf('postgres://u:%E0%A4%A@h/db')).toThrow('le mot de passe mal encodé');
  });

  it('describes the target without the user name or the password', () => {
    const description = describePostgresTarget('postgres://admin:s3cret@db.example.fr:6432/jurisrdv');
    expect(description).toBe('«\u00a0jurisrdv\u00a0» sur db.example.fr:6432');
    expect(description).not.toContain('s3cret');
    expect(description).not.toContain('admin');
  });
});
