import { VIDEO_PROVIDERS } from '#domain/appointments/video-consultations/meeting-url.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/**
 * What the marketing, security and legal pages may say about the running product, read from its
 * configuration and database (GET /api/site/facts), so that their sentences follow the deployment.
 */
export const ZSiteFacts = z.object({
  /** SUPPORT_EMAIL: where the contact forms' messages go. */
  supportEmail: z.string(),
  /** SMTP_URL is set: e-mails really leave; otherwise they stay in the outbox. */
  emailDelivery: z.boolean(),
  /** PUBLIC_URL is https: browsers reach the product over TLS. */
  secureTransport: z.boolean(),
  /** Host of SMS_API_URL when SMS_API_KEY is set (SMS really leave); null otherwise. */
  smsHost: z.string().nullable().optional(),
  /** Host of VIDEO_BASE_URL, where video consultations take place. */
  videoHost: z.string(),
  /** VIDEO_PROVIDER: whether the room URL carries the professional's video settings (Jitsi) or not. */
  videoProvider: z.enum(VIDEO_PROVIDERS).optional(),
  /** DEMO_BOOKING_URL: the scheduling page « En savoir plus » embeds on /pro; null: the demo request form. */
  demoBookingUrl: z.string().nullable().optional(),
  /** Demo mode (DEMO_DATA): the demo accounts exist, so the login page may list them. */
  demoMode: z.boolean(),
  /** Professionals listed in search and bookable (`professionals.is_public`). */
  publicProfessionalCount: z.number().int().min(0),
  /** Distinct communes (cities) where those professionals are. */
  publicCommuneCount: z.number().int().min(0),
  /** The consumer mediator of JurisRDV SAS, as an administrator set it on /admin (consumer-mediator-setting.ts). */
  consumerMediator: z.object({ name: z.string(), address: z.string(), website: z.string() }).optional(),
});
export type TSiteFacts = z.infer<typeof ZSiteFacts>;
