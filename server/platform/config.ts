import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { type TVideoService, VIDEO_PROVIDERS } from '#domain/appointments/video-consultations/meeting-url.ts';
import {
  IDENTITY_PROVIDERS,
  type TIdentityProvider,
} from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import { hostOf } from '#domain/kernel/routing/host-of.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { PROJECT_ROOT } from './project-root';

const FLAG_VALUES = { 1: true, true: true, yes: true, 0: false, false: false, no: false } as const;

/** A switch: 1/true/yes or 0/false/no, in any case (« TRUST_PROXY=true » used to be silently off). */
function flag(variable: string) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value in FLAG_VALUES, `${variable} vaut 1, true, yes, 0, false ou no`)
    .transform((value) => FLAG_VALUES[value as keyof typeof FLAG_VALUES])
    .optional();
}

/** A whole number within bounds, said in French with the variable's name. */
function wholeNumber(variable: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `${variable} est un nombre entier entre ${min} et ${max}`)
    .transform(Number)
    .refine(
      (value) => value >= min && value <= max,
      `${variable} est un nombre entier entre ${min} et ${max}`,
    )
    .default(fallback);
}

/** A URL of one of the given schemes (its value is never repeated: it may hold a password). */
function address(variable: string, schemes: readonly string[], example: string) {
  return z
    .string()
    .trim()
    .max(2000, `${variable} est trop long`)
    .refine(
      (value) => URL.canParse(value) && schemes.includes(new URL(value).protocol),
      `${variable} est une adresse ${schemes.map((scheme) => `${scheme}//`).join(' ou ')} (par exemple ${example})`,
    );
}

/**
 * An https address without user name, password or fragment (and without query when something is appended
 * to it): VIDEO_BASE_URL ends up in links clients click, DEMO_BOOKING_URL in a frame and the page's CSP.
 */
function httpsAddress(variable: string, options: { queryAllowed: boolean }) {
  return z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (
          url.protocol === 'https:' &&
          url.username === '' &&
          url.password === '' &&
          (options.queryAllowed || !value.includes('?')) &&
          !value.includes('#')
        );
      },
      `${variable} doit être une adresse https:// sans identifiants${options.queryAllowed ? '' : ', paramètres'} ni fragment`,
    );
}

/**
 * TRUST_PROXY: off, the one proxy in front (1/true/yes: the address it adds to X-Forwarded-For, which a
 * client cannot forge), a number of proxies in a chain, or the proxies' addresses (« 10.0.0.0/8,127.0.0.1 »).
 */
const ZTrustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      value.toLowerCase() in FLAG_VALUES ||
      /^\d{1,2}$/.test(value) ||
      /^[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*$/.test(value.replaceAll(' ', '')),
    'TRUST_PROXY vaut 0/false/no, 1/true/yes (un proxy inverse devant le serveur), un nombre de proxys ou la liste de leurs adresses séparées par des virgules',
  )
  .transform((value): TTrustProxy => {
    const lower = value.toLowerCase();
    if (lower in FLAG_VALUES) return FLAG_VALUES[lower as keyof typeof FLAG_VALUES] ? 1 : false;
    if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
    return value.replaceAll(' ', '').split(',');
  })
  .optional();

/** Fastify's `trustProxy`: false, how many proxies to trust from the socket inwards, or their addresses. */
export type TTrustProxy = false | number | string[];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ZEnv = z.object({
  PORT: wholeNumber('PORT', 0, 65_535, 3000),
  HOST: z.string().trim().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: address('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://utilisateur@hôte:5432/base')
    .optional()
    .transform((value) => value || undefined),
  DATABASE_POOL_SIZE: wholeNumber('DATABASE_POOL_SIZE', 1, 500, 10),
  // PDFs are drawn by worker threads, never on the event loop (ADR 0043): one core stays for the loop.
  PDF_WORKERS: wholeNumber('PDF_WORKERS', 1, 64, Math.max(1, availableParallelism() - 1)),
  PUBLIC_URL: address('PUBLIC_URL', ['http:', 'https:'], 'https://rdv.exemple.fr').optional(),
  SMTP_URL: address(
    'SMTP_URL',
    ['smtp:', 'smtps:'],
    'smtp://utilisateur:motdepasse@smtp.exemple.fr:587',
  ).optional(),
  /** Connections kept open to the SMTP server, each sending one e-mail at a time (ADR 0046). */
  SMTP_MAX_CONNECTIONS: wholeNumber('SMTP_MAX_CONNECTIONS', 1, 50, 5),
  /** E-mails sent over one SMTP connection before it is closed and a new one opened. */
  SMTP_MAX_MESSAGES: wholeNumber('SMTP_MAX_MESSAGES', 1, 10_000, 100),
  MAIL_FROM: z.string().default('JurisRDV <no-reply@jurisrdv.fr>'),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL est une adresse e-mail').default('contact@jurisrdv.fr'),
  NODE_ENV: z.string().default('production'),
  LOG_LEVEL: z.enum(LOG_LEVELS, `LOG_LEVEL vaut ${LOG_LEVELS.join(', ')}`).default('info'),
  /** Demo accounts and directory: on by default only for the embedded database over plain http. */
  DEMO_DATA: flag('DEMO_DATA'),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber('SHUTDOWN_TIMEOUT_SECONDS', 1, 600, 10),
  /** 0: the API alone (`npm run dev`, where Vite serves the pages). */
  SERVE_WEB: flag('SERVE_WEB'),
  EXPOSE_OUTBOX: flag('EXPOSE_OUTBOX'),
  COOKIE_SECURE: flag('COOKIE_SECURE'),
  TRUST_PROXY: ZTrustProxy,
  /** Requests per minute from one address to this instance before 429 (flood guard, ADR 0040); 0: none. */
  RATE_LIMIT_PER_MINUTE: wholeNumber('RATE_LIMIT_PER_MINUTE', 0, 1_000_000, 3000),
  /** Whole request (headers and body) received within this, else 408 and closed: slow bodies (ADR 0045). */
  HTTP_REQUEST_TIMEOUT_SECONDS: wholeNumber('HTTP_REQUEST_TIMEOUT_SECONDS', 1, 3600, 120),
  HTTP_HEADERS_TIMEOUT_SECONDS: wholeNumber('HTTP_HEADERS_TIMEOUT_SECONDS', 1, 600, 15),
  /** A connection silent this long is closed (notification streams write every 25 s: at least 30). */
  HTTP_IDLE_TIMEOUT_SECONDS: wholeNumber('HTTP_IDLE_TIMEOUT_SECONDS', 30, 3600, 120),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 1, 600, 72),
  /** Live notification streams one instance holds, and one address may open (ADR 0045). */
  NOTIFICATION_STREAMS_PER_INSTANCE: wholeNumber('NOTIFICATION_STREAMS_PER_INSTANCE', 1, 100_000, 2000),
  NOTIFICATION_STREAMS_PER_ADDRESS: wholeNumber('NOTIFICATION_STREAMS_PER_ADDRESS', 1, 100_000, 50),
  /** Development switch: multiplies the per-address limits on account creation and e-mails (ADR 0040). */
  TIGHT_RATE_LIMIT_MULTIPLIER: wholeNumber('TIGHT_RATE_LIMIT_MULTIPLIER', 1, 10_000, 1),
  ALLOW_PRIVATE_CALENDAR_URLS: flag('ALLOW_PRIVATE_CALENDAR_URLS'),
  CALENDAR_REFRESH_MINUTES: wholeNumber('CALENDAR_REFRESH_MINUTES', 1, 1440, 15),
  VIDEO_BASE_URL: httpsAddress('VIDEO_BASE_URL', { queryAllowed: false }).default('https://meet.jit.si'),
  /** `jitsi`: the saved video settings ride in the room URL (ADR 0034); `generic`: the bare room URL. */
  VIDEO_PROVIDER: z
    .enum(VIDEO_PROVIDERS, `VIDEO_PROVIDER vaut ${VIDEO_PROVIDERS.join(' ou ')}`)
    .default('jitsi'),
  /** A scheduling page embedded by « En savoir plus » on /pro; without it, a demo request form. */
  DEMO_BOOKING_URL: httpsAddress('DEMO_BOOKING_URL', { queryAllowed: true }).optional(),
  /** Where demo requests go; the support address when unset. */
  SALES_EMAIL: z.email('SALES_EMAIL doit être une adresse e-mail').optional(),
  MAP_TILE_URL: z
    .string()
    .default('https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={token}'),
  MAP_ATTRIBUTION: z.string().default('© MapTiler © Contributeurs OpenStreetMap'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: address('STRIPE_API_BASE', ['http:', 'https:'], 'http://127.0.0.1:12111').optional(),
  /** SMS reminders through Brevo's transactional SMS API (or a compatible one at SMS_API_URL). */
  SMS_API_KEY: z.string().optional(),
  SMS_API_URL: address(
    'SMS_API_URL',
    ['http:', 'https:'],
    'https://api.brevo.com/v3/transactionalSMS/sms',
  ).default('https://api.brevo.com/v3/transactionalSMS/sms'),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'SMS_SENDER : 11 lettres ou chiffres au plus')
    .default('JurisRDV'),
  /** 32 bytes in base64: encrypts the professionals' TOTP secrets at rest (ADR 0022). */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((value) => !value || Buffer.from(value, 'base64').length === 32, {
      message: 'TOTP_ENCRYPTION_KEY doit contenir 32 octets encodés en base64 (openssl rand -base64 32)',
    }),
  /** 32 bytes in base64: encrypts the secure messages and their attachments at rest (ADR 0049). */
  MESSAGES_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((value) => !value || Buffer.from(value, 'base64').length === 32, {
      message: 'MESSAGES_ENCRYPTION_KEY doit contenir 32 octets encodés en base64 (openssl rand -base64 32)',
    }),
  /** The key being replaced, during a rotation: rows it sealed stay readable until they are sealed again. */
  MESSAGES_ENCRYPTION_PREVIOUS_KEY: z
    .string()
    .optional()
    .refine((value) => !value || Buffer.from(value, 'base64').length === 32, {
      message:
        'MESSAGES_ENCRYPTION_PREVIOUS_KEY doit contenir 32 octets encodés en base64 (openssl rand -base64 32)',
    }),
  OIDC_GOOGLE_ISSUER: address(
    'OIDC_GOOGLE_ISSUER',
    ['https:', 'http:'],
    'https://accounts.google.com',
  ).default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: z.string().max(500).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().max(500).optional(),
  OIDC_LINKEDIN_ISSUER: address(
    'OIDC_LINKEDIN_ISSUER',
    ['https:', 'http:'],
    'https://www.linkedin.com/oauth',
  ).default('https://www.linkedin.com/oauth'),
  OIDC_LINKEDIN_CLIENT_ID: z.string().max(500).optional(),
  OIDC_LINKEDIN_CLIENT_SECRET: z.string().max(500).optional(),
  /** No default: FranceConnect's integration and production platforms have different issuers. */
  OIDC_FRANCECONNECT_ISSUER: address(
    'OIDC_FRANCECONNECT_ISSUER',
    ['https:', 'http:'],
    'https://fcp.integ01.dev-franceconnect.fr/api/v1',
  ).optional(),
  OIDC_FRANCECONNECT_CLIENT_ID: z.string().max(500).optional(),
  OIDC_FRANCECONNECT_CLIENT_SECRET: z.string().max(500).optional(),
  /** Two-way sync with Google Calendar (issue 28): an OAuth client of the Google Cloud project. */
  GOOGLE_CALENDAR_CLIENT_ID: z.string().trim().max(500).optional(),
  GOOGLE_CALENDAR_CLIENT_SECRET: z.string().trim().max(500).optional(),
  /** Tests and development: one address standing for Google's OAuth and Calendar endpoints (a local stand-in). */
  GOOGLE_CALENDAR_BASE_URL: address(
    'GOOGLE_CALENDAR_BASE_URL',
    ['http:', 'https:'],
    'http://127.0.0.1:3110',
  ).optional(),
  /** Two-way sync with Microsoft 365 and Outlook.com: an application registered in Microsoft Entra. */
  MICROSOFT_CALENDAR_CLIENT_ID: z.string().trim().max(500).optional(),
  MICROSOFT_CALENDAR_CLIENT_SECRET: z.string().trim().max(500).optional(),
  MICROSOFT_CALENDAR_BASE_URL: address(
    'MICROSOFT_CALENDAR_BASE_URL',
    ['http:', 'https:'],
    'http://127.0.0.1:3111',
  ).optional(),
  /** Bearer token of GET /metrics (ADR 0039); unset: no /metrics at all. */
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN contient au moins 16 caractères').optional(),
});

type TEnv = z.infer<typeof ZEnv>;

/** One identity provider's registration (ADR 0024); discovery happens at its first use. */
export type TIdentityProviderConfig = { issuer: string; clientId: string; clientSecret: string };

const IDENTITY_PROVIDER_VARIABLES: Record<TIdentityProvider, [keyof TEnv, keyof TEnv, keyof TEnv]> = {
  google: ['OIDC_GOOGLE_ISSUER', 'OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET'],
  linkedin: ['OIDC_LINKEDIN_ISSUER', 'OIDC_LINKEDIN_CLIENT_ID', 'OIDC_LINKEDIN_CLIENT_SECRET'],
  franceconnect: [
    'OIDC_FRANCECONNECT_ISSUER',
    'OIDC_FRANCECONNECT_CLIENT_ID',
    'OIDC_FRANCECONNECT_CLIENT_SECRET',
  ],
};

function identityProvidersOf(env: TEnv): Partial<Record<TIdentityProvider, TIdentityProviderConfig>> {
  const providers: Partial<Record<TIdentityProvider, TIdentityProviderConfig>> = {};
  for (const provider of IDENTITY_PROVIDERS) {
    const [issuer, clientId, clientSecret] = IDENTITY_PROVIDER_VARIABLES[provider].map((name) => env[name]);
    // A provider is on only with all three; otherwise it shows no button.
    if (typeof issuer === 'string' && typeof clientId === 'string' && typeof clientSecret === 'string') {
      providers[provider] = { issuer, clientId, clientSecret };
    }
  }
  return providers;
}

/** Online prepayment through Stripe Connect (ADR 0021); null when the keys are not both set. */
export type TStripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address than Stripe's (a local stand-in in tests), e.g. http://127.0.0.1:4242. */
  apiBase: string | undefined;
};

/**
 * One calendar service's OAuth client (issue 28): Google Calendar or Microsoft Graph. `baseUrl` replaces the
 * service's own addresses (a local stand-in in tests and development); null: the real service.
 */
export type TCalendarOAuthConfig = { clientId: string; clientSecret: string; baseUrl: string | null };

/** Two-way calendar sync by OAuth; a service without its client id and secret is off (its button hidden). */
export type TCalendarSyncConfig = {
  google: TCalendarOAuthConfig | null;
  microsoft: TCalendarOAuthConfig | null;
};

function calendarOAuthOf(
  clientId: string | undefined,
  clientSecret: string | undefined,
  baseUrl: string | undefined,
): TCalendarOAuthConfig | null {
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, baseUrl: baseUrl ? baseUrl.replace(/\/+$/, '') : null };
}

/** SMS delivery (issue 14 §3); null: SMS stay in the outbox (status « kept »), readable like e-mails. */
export type TSmsConfig = { apiKey: string; apiUrl: string; sender: string };

export type TSmtpPool = { maxConnections: number; maxMessages: number };

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per instance (the LISTEN connection aside). */
  databasePoolSize: number;
  /** Worker threads drawing PDFs (invoices, credit notes, fee agreements) in this instance. */
  pdfWorkers: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** The SMTP pool: connections open at once and e-mails per connection (ADR 0046). */
  smtpPool: TSmtpPool;
  mailFrom: string;
  supportEmail: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Demo mode (PRODUCT.md §5): the demo accounts, directory and hints. On by default only for the
   * embedded database over plain http; DEMO_DATA says otherwise explicitly.
   */
  demoData: boolean;
  /** How long SIGTERM waits for requests in flight and background work before the process exits. */
  shutdownTimeoutMs: number;
  /** The built pages (dist/web) are served too; off for `npm run dev`, where Vite serves them. */
  serveWeb: boolean;
  /** Lets e2e tests and developers read the outbox over HTTP; never on in a real deployment. */
  exposeOutbox: boolean;
  /** Secure cookies whenever the public URL is https (or forced). */
  secureCookies: boolean;
  trustProxy: TTrustProxy;
  /** The flood guard: requests per minute from one address to one instance; 0 switches it off. */
  rateLimitPerMinute: number;
  /** Server timeouts (ADR 0045): whole request, its headers, a silent connection, an idle keep-alive. */
  httpTimeouts: { requestMs: number; headersMs: number; idleMs: number; keepAliveMs: number };
  /** Caps on live notification streams, beside the 8 per account (ADR 0045). */
  notificationStreams: { perInstance: number; perAddress: number };
  /**
   * Multiplies the tight per-address limits (registration, e-mails, forms, provider starts); 1 in
   * production, higher for test servers that register many accounts from 127.0.0.1.
   */
  tightRateLimitMultiplier: number;
  /** Map tiles URL template ({z}/{x}/{y}, and {token} for the visitor's map-service key). */
  mapTileUrl: string;
  /** Video provider: each video appointment gets `${videoBaseUrl}/<unguessable room>`. */
  videoBaseUrl: string;
  /** Whether the room URL carries the professional's settings (Jitsi) or not (ADR 0034). */
  videoProvider: TVideoService['provider'];
  /** https scheduling page of « En savoir plus » on /pro (its origin alone is allowed in frame-src). */
  demoBookingUrl: string | null;
  /** Recipient of the demo requests (SALES_EMAIL, else SUPPORT_EMAIL). */
  salesEmail: string;
  mapAttribution: string;
  /** Lets calendar imports reach private addresses (tests, local development only). */
  allowPrivateCalendarUrls: boolean;
  /** Subscribed calendars older than this are fetched again in the background. */
  calendarRefreshMinutes: number;
  /** Without it, online payment is not offered at all and bookings never ask for one. */
  stripe: TStripeConfig | null;
  /** Encrypts TOTP secrets at rest when set; without it they are stored as is (ADR 0022). */
  totpEncryptionKey: Buffer | null;
  /**
   * Seals message bodies, attachments and their names (ADR 0049). Without MESSAGES_ENCRYPTION_KEY the key is
   * derived from a fixed text, stable across restarts but public: fit for development only (warned over https).
   */
  messagesEncryption: TMessagesEncryptionConfig;
  /** Sign-in with Google, LinkedIn, FranceConnect: only those with an issuer, a client id and a secret. */
  identityProviders: Partial<Record<TIdentityProvider, TIdentityProviderConfig>>;
  /** Google Calendar and Microsoft 365 two-way sync (issue 28); CalDAV needs no configuration. */
  calendarSync: TCalendarSyncConfig;
  sms: TSmsConfig | null;
  /** Bearer token of GET /metrics; without it the route does not exist (ADR 0039). */
  metricsToken: string | null;
};

export type TMessagesEncryptionConfig = {
  key: Buffer;
  /** The key of a rotation in progress: what it sealed is still opened, and sealed again with `key`. */
  previousKey: Buffer | null;
  /** Whether `key` is the development key derived from a public text (MESSAGES_ENCRYPTION_KEY unset). */
  derived: boolean;
};

/** The development key: the same on every start, so a local database stays readable; it protects nothing. */
export const DEVELOPMENT_MESSAGES_KEY = createHash('sha256')
  .update('JurisRDV · clé de développement des messages · ne protège rien')
  .digest();

/** A configuration the server must not start with: one French line per variable at fault. */
export class ConfigurationError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigurationError';
    this.problems = problems;
  }
}

/** Switches for tests and development that open a hole in a real deployment (refused over https). */
const DEVELOPMENT_SWITCHES = [
  'EXPOSE_OUTBOX',
  'ALLOW_PRIVATE_CALENDAR_URLS',
  'STRIPE_API_BASE',
  'TIGHT_RATE_LIMIT_MULTIPLIER',
  'GOOGLE_CALENDAR_BASE_URL',
  'MICROSOFT_CALENDAR_BASE_URL',
] as const;

/** An empty variable (`SMTP_URL=` in a .env or a compose file) means unset, as for a shell. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') kept[name] = value;
  }
  return kept;
}

/**
 * Reads and checks every variable before anything else happens. A bad value throws a ConfigurationError
 * naming the variable and what it expects (its value is not repeated: it may be a secret).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const present = withoutEmptyValues(env);
  const result = ZEnv.safeParse(present);
  if (!result.success) {
    const problems = new Map<string, string>();
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? '');
      if (!problems.has(variable)) problems.set(variable, issue.message);
    }
    throw new ConfigurationError([...problems.values()]);
  }
  const parsed = result.data;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const https = publicUrl.startsWith('https://');
  if (https) {
    const switchedOn = DEVELOPMENT_SWITCHES.filter((name) => {
      if (
        name === 'STRIPE_API_BASE' ||
        name === 'GOOGLE_CALENDAR_BASE_URL' ||
        name === 'MICROSOFT_CALENDAR_BASE_URL'
      )
        return parsed[name] !== undefined;
      if (name === 'TIGHT_RATE_LIMIT_MULTIPLIER') return parsed.TIGHT_RATE_LIMIT_MULTIPLIER !== 1;
      return parsed[name] === true;
    });
    if (switchedOn.length > 0) {
      throw new ConfigurationError(
        switchedOn.map(
          (name) =>
            `${name} est un réglage de test ou de développement, refusé quand PUBLIC_URL est en https:// : retirez-le.`,
        ),
      );
    }
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(PROJECT_ROOT, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    pdfWorkers: parsed.PDF_WORKERS,
    publicUrl,
    smtpUrl: parsed.SMTP_URL,
    smtpPool: { maxConnections: parsed.SMTP_MAX_CONNECTIONS, maxMessages: parsed.SMTP_MAX_MESSAGES },
    mailFrom: parsed.MAIL_FROM,
    supportEmail: parsed.SUPPORT_EMAIL,
    logLevel: parsed.LOG_LEVEL,
    demoData: parsed.DEMO_DATA ?? (parsed.DATABASE_URL === undefined && !https),
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    serveWeb: parsed.SERVE_WEB ?? true,
    exposeOutbox: parsed.EXPOSE_OUTBOX ?? false,
    secureCookies: parsed.COOKIE_SECURE ?? https,
    trustProxy: parsed.TRUST_PROXY ?? false,
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    httpTimeouts: {
      requestMs: parsed.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: parsed.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      idleMs: parsed.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: parsed.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    notificationStreams: {
      perInstance: parsed.NOTIFICATION_STREAMS_PER_INSTANCE,
      perAddress: parsed.NOTIFICATION_STREAMS_PER_ADDRESS,
    },
    tightRateLimitMultiplier: parsed.TIGHT_RATE_LIMIT_MULTIPLIER,
    mapTileUrl: parsed.MAP_TILE_URL,
    videoBaseUrl: parsed.VIDEO_BASE_URL.replace(/\/$/, ''),
    videoProvider: parsed.VIDEO_PROVIDER,
    demoBookingUrl: parsed.DEMO_BOOKING_URL ?? null,
    salesEmail: parsed.SALES_EMAIL ?? parsed.SUPPORT_EMAIL,
    mapAttribution: parsed.MAP_ATTRIBUTION,
    allowPrivateCalendarUrls: parsed.ALLOW_PRIVATE_CALENDAR_URLS ?? false,
    calendarRefreshMinutes: parsed.CALENDAR_REFRESH_MINUTES,
    stripe:
      parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: parsed.STRIPE_SECRET_KEY,
            webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
            apiBase: parsed.STRIPE_API_BASE,
          }
        : null,
    totpEncryptionKey: parsed.TOTP_ENCRYPTION_KEY ? Buffer.from(parsed.TOTP_ENCRYPTION_KEY, 'base64') : null,
    messagesEncryption: {
      key: parsed.MESSAGES_ENCRYPTION_KEY
        ? Buffer.from(parsed.MESSAGES_ENCRYPTION_KEY, 'base64')
        : DEVELOPMENT_MESSAGES_KEY,
      previousKey: parsed.MESSAGES_ENCRYPTION_PREVIOUS_KEY
        ? Buffer.from(parsed.MESSAGES_ENCRYPTION_PREVIOUS_KEY, 'base64')
        : null,
      derived: !parsed.MESSAGES_ENCRYPTION_KEY,
    },
    identityProviders: identityProvidersOf(parsed),
    calendarSync: {
      google: calendarOAuthOf(
        parsed.GOOGLE_CALENDAR_CLIENT_ID,
        parsed.GOOGLE_CALENDAR_CLIENT_SECRET,
        parsed.GOOGLE_CALENDAR_BASE_URL,
      ),
      microsoft: calendarOAuthOf(
        parsed.MICROSOFT_CALENDAR_CLIENT_ID,
        parsed.MICROSOFT_CALENDAR_CLIENT_SECRET,
        parsed.MICROSOFT_CALENDAR_BASE_URL,
      ),
    },
    sms: parsed.SMS_API_KEY
      ? { apiKey: parsed.SMS_API_KEY, apiUrl: parsed.SMS_API_URL, sender: parsed.SMS_SENDER }
      : null,
    metricsToken: parsed.METRICS_TOKEN ?? null,
  };
}

/**
 * What an operator should hear about at start: integrations configured by half (they stay off), and on an
 * https deployment what protects its data but is missing.
 */
export function configurationWarnings(env: NodeJS.ProcessEnv, config: TConfig): string[] {
  const present = withoutEmptyValues(env);
  const warnings: string[] = [];
  const halves: [string, string, string][] = [
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'le paiement en ligne reste désactivé'],
    [
      'OIDC_GOOGLE_CLIENT_ID',
      'OIDC_GOOGLE_CLIENT_SECRET',
      '«\u00a0Continuer avec Google\u00a0» reste masqué',
    ],
    [
      'OIDC_LINKEDIN_CLIENT_ID',
      'OIDC_LINKEDIN_CLIENT_SECRET',
      '«\u00a0Continuer avec LinkedIn\u00a0» reste masqué',
    ],
    [
      'GOOGLE_CALENDAR_CLIENT_ID',
      'GOOGLE_CALENDAR_CLIENT_SECRET',
      'la synchronisation avec Google Agenda reste indisponible',
    ],
    [
      'MICROSOFT_CALENDAR_CLIENT_ID',
      'MICROSOFT_CALENDAR_CLIENT_SECRET',
      'la synchronisation avec Outlook (Microsoft 365) reste indisponible',
    ],
  ];
  for (const [first, second, consequence] of halves) {
    if (first in present !== second in present) {
      const [given, missing] = first in present ? [first, second] : [second, first];
      warnings.push(`${given} est défini sans ${missing}\u00a0: ${consequence}.`);
    }
  }
  const franceConnect = [
    'OIDC_FRANCECONNECT_ISSUER',
    'OIDC_FRANCECONNECT_CLIENT_ID',
    'OIDC_FRANCECONNECT_CLIENT_SECRET',
  ] as const;
  const franceConnectGiven = franceConnect.filter((name) => name in present);
  if (franceConnectGiven.length > 0 && franceConnectGiven.length < franceConnect.length) {
    const missing = franceConnect.filter((name) => !(name in present));
    warnings.push(
      `FranceConnect est configuré à moitié (manque ${missing.join(', ')})\u00a0: «\u00a0S'identifier avec FranceConnect\u00a0» reste masqué.`,
    );
  }
  if ('SMS_SENDER' in present && !config.sms) {
    warnings.push('SMS_SENDER est défini sans SMS_API_KEY : les SMS restent dans la boîte d’envoi.');
  }
  if (config.publicUrl.startsWith('https://')) {
    if (!config.totpEncryptionKey) {
      warnings.push(
        'TOTP_ENCRYPTION_KEY manque\u00a0: les secrets de double authentification sont stockés en clair dans la base.',
      );
    }
    if (config.messagesEncryption.derived) {
      warnings.push(
        'MESSAGES_ENCRYPTION_KEY manque\u00a0: les messages sont chiffrés avec la clé de développement, publique\u202f; une copie de la base suffit à les lire.',
      );
    }
    if (!config.smtpUrl) {
      warnings.push(
        'SMTP_URL manque\u00a0: aucun e-mail ne part (confirmations, rappels, réinitialisations restent dans la boîte d’envoi).',
      );
    }
    if (config.trustProxy === false) {
      warnings.push(
        'TRUST_PROXY n’est pas défini\u00a0: derrière un proxy inverse, toutes les requêtes semblent venir de lui et partagent les mêmes limites.',
      );
    }
  }
  return warnings;
}

/** The start line's account of what runs, integration by integration. */
export function describeConfiguration(config: TConfig): string {
  const providers = Object.keys(config.identityProviders);
  const parts = [
    `base\u00a0: ${config.databaseUrl ? `PostgreSQL (${hostOf(config.databaseUrl)})` : `PGlite (${config.dataDir})`}`,
    `e-mails\u00a0: ${config.smtpUrl ? `SMTP (${hostOf(config.smtpUrl)})` : 'gardés dans la boîte d’envoi'}`,
    `SMS\u00a0: ${config.sms ? hostOf(config.sms.apiUrl) : 'gardés dans la boîte d’envoi'}`,
    `paiement en ligne\u00a0: ${config.stripe ? `Stripe${config.stripe.apiBase ? ` (${hostOf(config.stripe.apiBase)})` : ''}` : 'désactivé'}`,
    `connexion externe\u00a0: ${providers.length > 0 ? providers.join(', ') : 'aucune'}`,
    `agendas Google et Outlook\u00a0: ${describeCalendarSync(config.calendarSync)}`,
    `visio\u00a0: ${hostOf(config.videoBaseUrl)} (${config.videoProvider})`,
    `démonstration\u00a0: ${config.demoData ? 'oui' : 'non'}`,
  ];
  return parts.join(' · ');
}

function describeCalendarSync(calendarSync: TCalendarSyncConfig): string {
  const services = (['google', 'microsoft'] as const).flatMap((name) => {
    const service = calendarSync[name];
    if (!service) return [];
    return [`${name}${service.baseUrl ? ` (${hostOf(service.baseUrl)})` : ''}`];
  });
  return services.length > 0 ? services.join(', ') : 'désactivés';
}

export type TClock = { now(): Date };
export const systemClock: TClock = { now: () => new Date() };
