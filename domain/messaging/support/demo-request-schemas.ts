import { formatRetentionPeriod, RETENTION } from '#domain/identity/privacy/retention-policy.ts';
import { ZOptionalPhone } from '#domain/kernel/shared-fields.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { requiredLine, SUPPORT_MESSAGE_MAX, ZSupportEmail } from './support-message-schemas';

/**
 * « En savoir plus » on /pro without a scheduling page (DEMO_BOOKING_URL): a demonstration request,
 * stored among the contact messages and e-mailed to SALES_EMAIL, with the contact forms' limits.
 */
export const ZDemoRequest = z.strictObject({
  name: requiredLine('Le nom est requis', 'Le nom', SUPPORT_MESSAGE_MAX.name),
  firm: requiredLine('Le cabinet est requis', 'Le cabinet', SUPPORT_MESSAGE_MAX.company),
  email: ZSupportEmail,
  phone: ZOptionalPhone,
  message: z
    .string()
    .trim()
    .max(
      SUPPORT_MESSAGE_MAX.message,
      `Le message ne doit pas dépasser ${SUPPORT_MESSAGE_MAX.message} caractères`,
    )
    .optional(),
});
export type TDemoRequestInput = z.input<typeof ZDemoRequest>;
export type TDemoRequest = z.output<typeof ZDemoRequest>;

export const EMPTY_DEMO_REQUEST = {
  name: '',
  firm: '',
  email: '',
  phone: '',
  message: '',
} as const satisfies TDemoRequestInput;

/** Stored as the subject of the contact message the request becomes. */
export const DEMO_REQUEST_SUBJECT = 'Demande de démonstration';

/** What the form says about the data it collects: its use and how long it is kept (RETENTION). */
export const DEMO_REQUEST_NOTICE = `En envoyant cette demande, vous acceptez que JurisRDV utilise ces coordonnées pour vous recontacter au sujet de la démonstration. Elles sont conservées ${formatRetentionPeriod(RETENTION.supportMessages)} après leur réception, puis effacées.`;

/** Shown only once the server has stored the request. */
export const DEMO_REQUEST_SENT =
  'Votre demande de démonstration a été envoyée. Notre équipe vous recontactera pour convenir d’un rendez-vous.';
