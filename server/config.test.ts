import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('opens 10 PostgreSQL connections per instance unless told otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow();
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'beaucoup' })).toThrow();
  });

  it('turns an identity provider on only with its client id and secret, with the known issuers by default', () => {
    expect(loadConfig({}).identityProviders).toEqual({});
    expect(loadConfig({ OIDC_GOOGLE_CLIENT_ID: 'id' }).identityProviders).toEqual({});
    expect(
      loadConfig({
        OIDC_GOOGLE_CLIENT_ID: 'g-id',
        OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
        OIDC_LINKEDIN_CLIENT_ID: 'l-id',
        OIDC_LINKEDIN_CLIENT_SECRET: 'l-secret',
        // FranceConnect has no default issuer: without one it stays off.
        OIDC_FRANCECONNECT_CLIENT_ID: 'f-id',
        OIDC_FRANCECONNECT_CLIENT_SECRET: 'f-secret',
      }).identityProviders,
    ).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'g-id', clientSecret: 'g-secret' },
      linkedin: { issuer: 'https://www.linkedin.com/oauth', clientId: 'l-id', clientSecret: 'l-secret' },
    });
    expect(() => loadConfig({ OIDC_GOOGLE_ISSUER: 'pas une adresse' })).toThrow();
  });
});
