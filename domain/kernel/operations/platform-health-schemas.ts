import { z } from '../zod-fr';
import { BACKGROUND_JOB_NAMES } from './background-jobs';

/** `/api/health/live`: the process answers (no database involved). */
export const ZHealthLiveResponse = z.object({ status: z.literal('ok') });
export type THealthLiveResponse = z.infer<typeof ZHealthLiveResponse>;

/** `/api/health/ready`: the database answers, the migrations are applied, the instance is not shutting down. */
export const ZHealthReadyResponse = z.object({ status: z.literal('ready') });
export type THealthReadyResponse = z.infer<typeof ZHealthReadyResponse>;

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type TOutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** One outbox (`email_outbox`, `sms_outbox`) as « Santé de la plateforme » and `/metrics` report it. */
export const ZOutboxHealth = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  /** Waiting for a worker: due now, or between two attempts. */
  pending: z.number().int().min(0),
  /** Not due yet and never tried: reminders for later. */
  scheduled: z.number().int().min(0),
  /** Given up after every attempt (a reminder dropped with its appointment is not a failure). */
  failed: z.number().int().min(0),
  /** Since its sending time came, for the oldest message due now; null when none is. */
  oldestPendingAgeSeconds: z.number().min(0).nullable(),
});
export type TOutboxHealth = z.infer<typeof ZOutboxHealth>;

/** A message whose last attempt failed: to whom and why, never what it says. */
export const ZDeliveryError = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  id: z.number().int(),
  /** The e-mail address or the phone number. */
  recipient: z.string(),
  /** An e-mail's subject; null for an SMS. */
  subject: z.string().nullable(),
  status: z.enum(['pending', 'failed']),
  attempts: z.number().int().min(0),
  lastError: z.string(),
  createdAt: z.string(),
});
export type TDeliveryError = z.infer<typeof ZDeliveryError>;

/** The last recorded runs of one background job, across every instance (table `background_job_runs`). */
export const ZBackgroundJobHealth = z.object({
  name: z.enum(BACKGROUND_JOB_NAMES),
  label: z.string(),
  lastRunAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastDurationMs: z.number().int().min(0).nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The instance (host and process) that ran it last. */
  lastInstance: z.string().nullable(),
});
export type TBackgroundJobHealth = z.infer<typeof ZBackgroundJobHealth>;

/**
 * A LISTEN for other instances' announcements: open, lost and being reopened, not opened yet (the
 * notifications' one opens with the first live stream), inside this process (PGlite: no other instance can
 * share the database), or without object (no cache to keep in step with other instances on PGlite).
 */
export const LISTEN_STATUSES = [
  'listening',
  'reconnecting',
  'not-started',
  'in-process',
  'not-applicable',
] as const;
export type TListenStatus = (typeof LISTEN_STATUSES)[number];

export const LISTEN_STATUS_LABELS: Record<TListenStatus, string> = {
  listening: 'À l’écoute',
  reconnecting: 'Connexion d’écoute perdue, reconnexion en cours',
  'not-started': 'Pas encore ouverte (elle s’ouvre avec le premier flux de notifications)',
  'in-process': 'Dans ce processus (base embarquée : aucune autre instance ne la partage)',
  'not-applicable': 'Sans objet (base embarquée : aucune autre instance ne la partage)',
};

/** The instance that answered: the only part of the report that is not shared by every instance. */
export const ZInstanceHealth = z.object({
  name: z.string(),
  /** Search caches kept in step with other instances (server/platform/cache-invalidation/). */
  cacheInvalidation: z.enum(LISTEN_STATUSES),
  /** The bell's live notifications written by other instances (server/messaging/notifications/). */
  notifications: z.enum(LISTEN_STATUSES),
  openStreams: z.number().int().min(0),
});
export type TInstanceHealth = z.infer<typeof ZInstanceHealth>;

/**
 * How this deployment is set up: what it can send and through whom. A setting of the deployment, shown to
 * the administrator, not a product fact for the sales pages (issue 26 §7).
 */
export const ZDeploymentSettings = z.object({
  emailDelivery: z.boolean(),
  smsHost: z.string().nullable(),
  onlinePayments: z.boolean(),
  videoHost: z.string(),
});
export type TDeploymentSettings = z.infer<typeof ZDeploymentSettings>;

/** « Santé de la plateforme » on /admin. */
export const ZPlatformHealthResponse = z.object({
  deployment: ZDeploymentSettings,
  checkedAt: z.string(),
  outboxes: z.array(ZOutboxHealth),
  deliveryErrors: z.array(ZDeliveryError),
  jobs: z.array(ZBackgroundJobHealth),
  instance: ZInstanceHealth,
});
export type TPlatformHealthResponse = z.infer<typeof ZPlatformHealthResponse>;

/** « Renvoyer »: a failed message put back in its outbox, its attempts counted from zero again. */
export const ZResendDeliveryParams = z.strictObject({
  channel: z.enum(OUTBOX_CHANNELS, { error: 'Canal inconnu' }),
  id: z.coerce.number({ error: 'Identifiant invalide' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type TResendDeliveryParams = z.infer<typeof ZResendDeliveryParams>;

export const ZResendDeliveryResponse = z.object({ ok: z.literal(true) });
export type TResendDeliveryResponse = z.infer<typeof ZResendDeliveryResponse>;
