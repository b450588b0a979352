import { describe, expect, it } from 'vitest';
import { ConfigurationError, configurationWarnings, describeConfiguration, loadConfig } from './config';

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

describe('loadConfig refuses bad values with one French line per variable', () => {
  function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigurationError) return error.problems;
      throw error;
    }
    return [];
  }

  it('names the variable and what it expects, without repeating a value that may be a secret', () => {
    expect(problemsOf({ PUBLIC_URL: 'rdv.exemple.fr' })).toEqual([
      'PUBLIC_URL est une adresse http:// ou https:// (par exemple https://rdv.exemple.fr)',
    ]);
    const databaseProblems = problemsOf({ DATABASE_URL: 'mysql://admin:s3cret@db/jurisrdv' });
    expect(databaseProblems).toEqual([
      'DATABASE_URL est une adresse postgres:// ou postgresql:// (par exemple postgres://utilisateur@hôte:5432/base)',
    ]);
    expect(databaseProblems.join('')).not.toContain('s3cret');
    expect(problemsOf({ PORT: 'trois mille' })).toEqual(['PORT est un nombre entier entre 0 et 65535']);
    expect(problemsOf({ SMTP_URL: 'smtp.exemple.fr:587' })[0]).toMatch(/^SMTP_URL est une adresse smtp:\/\//);
    expect(problemsOf({ TRUST_PROXY: 'truee' })[0]).toMatch(/^TRUST_PROXY vaut 0\/false\/no, 1\/true\/yes/);
    expect(problemsOf({ EXPOSE_OUTBOX: 'oui' })).toEqual(['EXPOSE_OUTBOX vaut 1, true, yes, 0, false ou no']);
    expect(problemsOf({ LOG_LEVEL: 'verbose' })[0]).toMatch(/^LOG_LEVEL vaut fatal, error, warn, info/);
    expect(problemsOf({ PORT: 'x', PUBLIC_URL: 'y' })).toHaveLength(2);
  });

  it('reads switches as 1/true/yes or 0/false/no in any case (TRUST_PROXY=true used to be silently off)', () => {
    for (const on of ['1', 'true', 'TRUE', 'yes', ' Yes ']) {
      expect(loadConfig({ EXPOSE_OUTBOX: on }).exposeOutbox, on).toBe(true);
      // The one proxy in front: its address in X-Forwarded-For is trusted, not what a client wrote before it.
      expect(loadConfig({ TRUST_PROXY: on }).trustProxy, on).toBe(1);
    }
    for (const off of ['0', 'false', 'no', 'NO']) {
      expect(loadConfig({ EXPOSE_OUTBOX: off }).exposeOutbox, off).toBe(false);
      expect(loadConfig({ TRUST_PROXY: off }).trustProxy, off).toBe(false);
    }
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ COOKIE_SECURE: 'no', PUBLIC_URL: 'https://rdv.exemple.fr' }).secureCookies).toBe(
      false,
    );
  });

  it('takes an empty variable for an unset one, as a shell would', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', PUBLIC_URL: '', EXPOSE_OUTBOX: '' });
    expect(config).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      exposeOutbox: false,
    });
  });

  it('runs the demo only on the embedded database over plain http, unless DEMO_DATA says otherwise', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/jurisrdv' }).demoData).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://rdv.exemple.fr' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/jurisrdv', DEMO_DATA: 'yes' }).demoData).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://demo.exemple.fr', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('refuses the development switches on an https deployment', () => {
    const https = { PUBLIC_URL: 'https://rdv.exemple.fr' };
    expect(problemsOf({ ...https, EXPOSE_OUTBOX: '1' })).toEqual([
      'EXPOSE_OUTBOX est un réglage de test ou de développement, refusé quand PUBLIC_URL est en https:// : retirez-le.',
    ]);
    expect(problemsOf({ ...https, ALLOW_PRIVATE_CALENDAR_URLS: 'true' })[0]).toMatch(
      /^ALLOW_PRIVATE_CALENDAR_URLS est un réglage de test/,
    );
    expect(problemsOf({ ...https, STRIPE_API_BASE: 'http://127.0.0.1:12111' })[0]).toMatch(
      /^STRIPE_API_BASE est un réglage de test/,
    );
    expect(problemsOf({ ...https, TIGHT_RATE_LIMIT_MULTIPLIER: '100' })[0]).toMatch(
      /^TIGHT_RATE_LIMIT_MULTIPLIER est un réglage de test/,
    );
    expect(problemsOf({ ...https, GOOGLE_CALENDAR_BASE_URL: 'http://127.0.0.1:3110' })[0]).toMatch(
      /^GOOGLE_CALENDAR_BASE_URL est un réglage de test/,
    );
    expect(problemsOf({ ...https, MICROSOFT_CALENDAR_BASE_URL: 'http://127.0.0.1:3111' })[0]).toMatch(
      /^MICROSOFT_CALENDAR_BASE_URL est un réglage de test/,
    );
    expect(problemsOf({ ...https, EXPOSE_OUTBOX: '0', TIGHT_RATE_LIMIT_MULTIPLIER: '1' })).toEqual([]);
    expect(loadConfig({ EXPOSE_OUTBOX: '1', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).exposeOutbox).toBe(
      true,
    );
  });
});

describe('configurationWarnings', () => {
  it('warns about integrations configured by half, which stay off', () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_FRANCECONNECT_CLIENT_ID: 'fc',
    };
    const config = loadConfig(env);
    expect(config.stripe).toBeNull();
    expect(configurationWarnings(env, config)).toEqual([
      'STRIPE_SECRET_KEY est défini sans STRIPE_WEBHOOK_SECRET\u00a0: le paiement en ligne reste désactivé.',
      'OIDC_GOOGLE_CLIENT_ID est défini sans OIDC_GOOGLE_CLIENT_SECRET\u00a0: «\u00a0Continuer avec Google\u00a0» reste masqué.',
      "FranceConnect est configuré à moitié (manque OIDC_FRANCECONNECT_ISSUER, OIDC_FRANCECONNECT_CLIENT_SECRET)\u00a0: «\u00a0S'identifier avec FranceConnect\u00a0» reste masqué.",
    ]);
  });

  it('warns an https deployment without encryption key, SMTP or trusted proxy', () => {
    const env = { PUBLIC_URL: 'https://rdv.exemple.fr', DATABASE_URL: 'postgres://db/jurisrdv' };
    const warnings = configurationWarnings(env, loadConfig(env));
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^TOTP_ENCRYPTION_KEY manque/);
    expect(warnings[1]).toMatch(/^MESSAGES_ENCRYPTION_KEY manque/);
    expect(warnings[2]).toMatch(/^SMTP_URL manque/);
    expect(warnings[3]).toMatch(/^TRUST_PROXY n’est pas défini/);
    const complete = {
      ...env,
      TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      MESSAGES_ENCRYPTION_KEY: Buffer.alloc(32, 8).toString('base64'),
      SMTP_URL: 'smtp://mail.exemple.fr:587',
      TRUST_PROXY: 'true',
    };
    expect(configurationWarnings(complete, loadConfig(complete))).toEqual([]);
    expect(configurationWarnings({}, loadConfig({}))).toEqual([]);
  });
});

describe('MESSAGES_ENCRYPTION_KEY', () => {
  it('is 32 bytes in base64, with the previous key of a rotation', () => {
    const key = Buffer.alloc(32, 3);
    const previous = Buffer.alloc(32, 4);
    const config = loadConfig({
      MESSAGES_ENCRYPTION_KEY: key.toString('base64'),
      MESSAGES_ENCRYPTION_PREVIOUS_KEY: previous.toString('base64'),
    });
    expect(config.messagesEncryption).toEqual({ key, previousKey: previous, derived: false });
    expect(() => loadConfig({ MESSAGES_ENCRYPTION_KEY: 'trop-courte' })).toThrow(
      /MESSAGES_ENCRYPTION_KEY doit contenir 32 octets/,
    );
  });

  it('is derived, the same on every start, when unset (development)', () => {
    const first = loadConfig({}).messagesEncryption;
    expect(first.derived).toBe(true);
    expect(first.key).toHaveLength(32);
    expect(loadConfig({}).messagesEncryption.key.equals(first.key)).toBe(true);
  });
});

describe('calendar sync by OAuth', () => {
  it('turns Google and Microsoft on only with a client id and its secret', () => {
    expect(loadConfig({}).calendarSync).toEqual({ google: null, microsoft: null });
    expect(loadConfig({ GOOGLE_CALENDAR_CLIENT_ID: 'id' }).calendarSync.google).toBeNull();
    const config = loadConfig({
      GOOGLE_CALENDAR_CLIENT_ID: 'google-id',
      GOOGLE_CALENDAR_CLIENT_SECRET: 'google-secret',
      MICROSOFT_CALENDAR_CLIENT_ID: 'microsoft-id',
      MICROSOFT_CALENDAR_CLIENT_SECRET: 'microsoft-secret',
      MICROSOFT_CALENDAR_BASE_URL: 'http://127.0.0.1:3111/',
    });
    expect(config.calendarSync).toEqual({
      google: { clientId: 'google-id', clientSecret: 'google-secret', baseUrl: null },
      microsoft: {
        clientId: 'microsoft-id',
        clientSecret: 'microsoft-secret',
        baseUrl: 'http://127.0.0.1:3111',
      },
    });
  });

  it('refuses a base address that is not http(s), naming the variable', () => {
    expect(() => loadConfig({ GOOGLE_CALENDAR_BASE_URL: 'ftp://example.test' })).toThrow(
      /^GOOGLE_CALENDAR_BASE_URL est une adresse http:\/\/ ou https:\/\//,
    );
  });

  it('warns when only half of a client is given', () => {
    const env = { MICROSOFT_CALENDAR_CLIENT_SECRET: 'secret' };
    expect(configurationWarnings(env, loadConfig(env))).toEqual([
      'MICROSOFT_CALENDAR_CLIENT_SECRET est défini sans MICROSOFT_CALENDAR_CLIENT_ID\u00a0: la synchronisation avec Outlook (Microsoft 365) reste indisponible.',
    ]);
  });
});

describe('describeConfiguration', () => {
  it('says on the start line what runs, without any secret', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://jurisrdv:s3cret@db.interne:5432/jurisrdv',
      SMTP_URL: 'smtp://relais:m0tdepasse@smtp.exemple.fr:587',
      STRIPE_SECRET_KEY: 'sk_live_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_CALENDAR_CLIENT_ID: 'calendar-id',
      GOOGLE_CALENDAR_CLIENT_SECRET: 'calendar-s3cret',
      VIDEO_BASE_URL: 'https://visio.cabinet.eu',
    });
    const line = describeConfiguration(config);
    expect(line).toBe(
      'base\u00a0: PostgreSQL (db.interne) · e-mails\u00a0: SMTP (smtp.exemple.fr) · SMS\u00a0: gardés dans la boîte d’envoi · paiement en ligne\u00a0: Stripe · connexion externe\u00a0: google · agendas Google et Outlook\u00a0: google · visio\u00a0: visio.cabinet.eu (jitsi) · démonstration\u00a0: non',
    );
    expect(line).not.toMatch(/s3cret|m0tdepasse|sk_live|whsec/);
    expect(describeConfiguration(loadConfig({}))).toContain('démonstration\u00a0: oui');
    expect(describeConfiguration(loadConfig({}))).toContain('agendas Google et Outlook\u00a0: désactivés');
  });
});
