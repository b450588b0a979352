import { resolve } from 'node:path';
import {
  IDENTITY_PROVIDERS,
  type TIdentityProvider,
} from '../domain/identity-providers/identity-provider-schemas';
import { type TVideoService, VIDEO_PROVIDERS } from '../domain/video-consultations/meeting-url';
import { z } from '../domain/zod-fr';
import { PROJECT_ROOT } from './project-root';

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

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('JurisRDV <no-reply@jurisrdv.fr>'),
  SUPPORT_EMAIL: z.string().default('contact@jurisrdv.fr'),
  NODE_ENV: z.string().default('production'),
  EXPOSE_OUTBOX: z.string().optional(),
  COOKIE_SECURE: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  /** Requests per minute from one address to this instance before 429 (flood guard, ADR 0040); 0: none. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  /** Development switch: multiplies the per-address limits on account creation and e-mails (ADR 0040). */
  TIGHT_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(10_000).default(1),
  ALLOW_PRIVATE_CALENDAR_URLS: z.string().optional(),
  CALENDAR_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  VIDEO_BASE_URL: httpsAddress('VIDEO_BASE_URL', { queryAllowed: false }).default('https://meet.jit.si'),
  /** `jitsi`: the saved video settings ride in the room URL (ADR 0034); `generic`: the bare room URL. */
  VIDEO_PROVIDER: z.enum(VIDEO_PROVIDERS).default('jitsi'),
  /** A scheduling page embedded by « En savoir plus » on /pro; without it, a demo request form. */
  DEMO_BOOKING_URL: z
    .union([z.literal(''), httpsAddress('DEMO_BOOKING_URL', { queryAllowed: true })])
    .optional(),
  /** Where demo requests go; the support address when unset. */
  SALES_EMAIL: z.union([z.literal(''), z.email('SALES_EMAIL doit être une adresse e-mail')]).optional(),
  MAP_TILE_URL: z
    .string()
    .default('https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={token}'),
  MAP_ATTRIBUTION: z.string().default('© MapTiler © Contributeurs OpenStreetMap'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  /** SMS reminders through Brevo's transactional SMS API (or a compatible one at SMS_API_URL). */
  SMS_API_KEY: z.string().optional(),
  SMS_API_URL: z.string().url().default('https://api.brevo.com/v3/transactionalSMS/sms'),
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'SMS_SENDER : 11 lettres ou chiffres au plus')
    .default('JurisRDV'),
  /** 32 bytes in base64: encrypts the professionals' TOTP secrets at rest (ADR 0022). */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((value) => !value || Buffer.from(value, 'base64').length === 32, {
      message: 'TOTP_ENCRYPTION_KEY doit contenir 32 octets encodés en base64',
    }),
  OIDC_GOOGLE_ISSUER: z.url().max(500).default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: z.string().max(500).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().max(500).optional(),
  OIDC_LINKEDIN_ISSUER: z.url().max(500).default('https://www.linkedin.com/oauth'),
  OIDC_LINKEDIN_CLIENT_ID: z.string().max(500).optional(),
  OIDC_LINKEDIN_CLIENT_SECRET: z.string().max(500).optional(),
  /** No default: FranceConnect's integration and production platforms have different issuers. */
  OIDC_FRANCECONNECT_ISSUER: z.url().max(500).optional(),
  OIDC_FRANCECONNECT_CLIENT_ID: z.string().max(500).optional(),
  OIDC_FRANCECONNECT_CLIENT_SECRET: z.string().max(500).optional(),
});

/** One identity provider's registration (ADR 0024); discovery happens at its first use. */
export type TIdentityProviderConfig = { issuer: string; clientId: string; clientSecret: string };

function identityProvidersOf(
  env: z.infer<typeof ZEnv>,
): Partial<Record<TIdentityProvider, TIdentityProviderConfig>> {
  const raw: Record<TIdentityProvider, [string | undefined, string | undefined, string | undefined]> = {
    google: [env.OIDC_GOOGLE_ISSUER, env.OIDC_GOOGLE_CLIENT_ID, env.OIDC_GOOGLE_CLIENT_SECRET],
    linkedin: [env.OIDC_LINKEDIN_ISSUER, env.OIDC_LINKEDIN_CLIENT_ID, env.OIDC_LINKEDIN_CLIENT_SECRET],
    franceconnect: [
      env.OIDC_FRANCECONNECT_ISSUER,
      env.OIDC_FRANCECONNECT_CLIENT_ID,
      env.OIDC_FRANCECONNECT_CLIENT_SECRET,
    ],
  };
  const providers: Partial<Record<TIdentityProvider, TIdentityProviderConfig>> = {};
  for (const provider of IDENTITY_PROVIDERS) {
    const [issuer, clientId, clientSecret] = raw[provider];
    // A provider is on only with all three; otherwise it shows no button.
    if (issuer && clientId && clientSecret) providers[provider] = { issuer, clientId, clientSecret };
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

/** SMS delivery (issue 14 §3); null: SMS stay in the outbox (status « kept »), readable like e-mails. */
export type TSmsConfig = { apiKey: string; apiUrl: string; sender: string };

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per instance (the LISTEN connection aside). */
  databasePoolSize: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Lets e2e tests and developers read the outbox over HTTP; never on in a real deployment. */
  exposeOutbox: boolean;
  /** Secure cookies whenever the public URL is https (or forced). */
  secureCookies: boolean;
  trustProxy: boolean;
  /** The flood guard: requests per minute from one address to one instance; 0 switches it off. */
  rateLimitPerMinute: number;
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
  /** Sign-in with Google, LinkedIn, FranceConnect: only those with an issuer, a client id and a secret. */
  identityProviders: Partial<Record<TIdentityProvider, TIdentityProviderConfig>>;
  sms: TSmsConfig | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.parse(env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(PROJECT_ROOT, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL || undefined,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    publicUrl,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    supportEmail: parsed.SUPPORT_EMAIL,
    exposeOutbox: parsed.EXPOSE_OUTBOX === '1',
    secureCookies: parsed.COOKIE_SECURE ? parsed.COOKIE_SECURE === '1' : publicUrl.startsWith('https://'),
    trustProxy: parsed.TRUST_PROXY === '1',
    rateLimitPerMinute: parsed.RATE_LIMIT_PER_MINUTE,
    tightRateLimitMultiplier: parsed.TIGHT_RATE_LIMIT_MULTIPLIER,
    mapTileUrl: parsed.MAP_TILE_URL,
    videoBaseUrl: parsed.VIDEO_BASE_URL.replace(/\/$/, ''),
    videoProvider: parsed.VIDEO_PROVIDER,
    demoBookingUrl: parsed.DEMO_BOOKING_URL || null,
    salesEmail: parsed.SALES_EMAIL || parsed.SUPPORT_EMAIL,
    mapAttribution: parsed.MAP_ATTRIBUTION,
    allowPrivateCalendarUrls: parsed.ALLOW_PRIVATE_CALENDAR_URLS === '1',
    calendarRefreshMinutes: parsed.CALENDAR_REFRESH_MINUTES,
    stripe:
      parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: parsed.STRIPE_SECRET_KEY,
            webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
            apiBase: parsed.STRIPE_API_BASE || undefined,
          }
        : null,
    totpEncryptionKey: parsed.TOTP_ENCRYPTION_KEY ? Buffer.from(parsed.TOTP_ENCRYPTION_KEY, 'base64') : null,
    identityProviders: identityProvidersOf(parsed),
    sms: parsed.SMS_API_KEY
      ? { apiKey: parsed.SMS_API_KEY, apiUrl: parsed.SMS_API_URL, sender: parsed.SMS_SENDER }
      : null,
  };
}

export type TClock = { now(): Date };
export const systemClock: TClock = { now: () => new Date() };
