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

  it('takes only https video and demo addresses, and sends demo requests to support unless told otherwise', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      videoBaseUrl: 'https://meet.jit.si',
      videoProvider: 'jitsi',
      demoBookingUrl: null,
      salesEmail: 'contact@jurisrdv.fr',
    });
    expect(
      loadConfig({
        VIDEO_BASE_URL: 'https://visio.cabinet.eu/jitsi/',
        VIDEO_PROVIDER: 'generic',
        DEMO_BOOKING_URL: 'https://calendly.com/jurisrdv/demo?hide_gdpr_banner=1',
        SALES_EMAIL: 'ventes@jurisrdv.fr',
      }),
    ).toMatchObject({
      videoBaseUrl: 'https://visio.cabinet.eu/jitsi',
      videoProvider: 'generic',
      demoBookingUrl: 'https://calendly.com/jurisrdv/demo?hide_gdpr_banner=1',
      salesEmail: 'ventes@jurisrdv.fr',
    });
    expect(loadConfig({ DEMO_BOOKING_URL: '', SALES_EMAIL: '' })).toMatchObject({
      demoBookingUrl: null,
      salesEmail: 'contact@jurisrdv.fr',
    });
    for (const VIDEO_BASE_URL of [
      'http://meet.jit.si',
      'javascript:alert(1)',
      'https://user:secret@meet.jit.si',
      'https://meet.jit.si/?room=',
      'https://meet.jit.si/#config',
    ]) {
      expect(() => loadConfig({ VIDEO_BASE_URL }), VIDEO_BASE_URL).toThrow();
    }
    for (const DEMO_BOOKING_URL of [
      'http://calendly.com/x',
      'data:text/html,<p>',
      'https://calendly.com/x#y',
    ]) {
      expect(() => loadConfig({ DEMO_BOOKING_URL }), DEMO_BOOKING_URL).toThrow();
    }
    expect(() => loadConfig({ VIDEO_PROVIDER: 'zoom' })).toThrow();
    expect(() => loadConfig({ SALES_EMAIL: 'ventes' })).toThrow();
  });
});
