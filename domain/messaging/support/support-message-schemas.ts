import { INVALID_EMAIL_MESSAGE } from '#domain/kernel/format-messages.ts';
import { ZOptionalPhone } from '#domain/kernel/shared-fields.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** Longest accepted value of each field: a real message fits, a flood does not. */
export const SUPPORT_MESSAGE_MAX = {
  name: 100,
  email: 254,
  company: 150,
  subject: 150,
  message: 5000,
} as const;

const ONE_LINE = /^[^\r\n]*$/;

/** A required one-line field of the contact forms (also the demo request's name and firm). */
export const requiredLine = (requiredMessage: string, label: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} ne doit pas dépasser ${max} caractères`)
    // Name and subject end up in an e-mail's header: one line only.
    .regex(ONE_LINE, `${label} doit tenir sur une ligne`);

/** The sender's address, to which the team answers. */
export const ZSupportEmail = z
  .string({ error: "L'adresse e-mail est requise" })
  .trim()
  .min(1, "L'adresse e-mail est requise")
  .max(SUPPORT_MESSAGE_MAX.email, "L'adresse e-mail est trop longue")
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

/**
 * The contact form of /contact and /pro/contact (seed 001 §2 and §5): name, email, subject and
 * message required; company and phone optional.
 */
export const ZSupportMessageForm = z.object({
  name: requiredLine('Le nom est requis', 'Le nom', SUPPORT_MESSAGE_MAX.name),
  email: ZSupportEmail,
  company: z
    .string()
    .trim()
    .max(
      SUPPORT_MESSAGE_MAX.company,
      `Le cabinet ne doit pas dépasser ${SUPPORT_MESSAGE_MAX.company} caractères`,
    )
    .regex(ONE_LINE, 'Le cabinet doit tenir sur une ligne')
    .optional(),
  phone: ZOptionalPhone,
  subject: requiredLine('Le sujet est requis', 'Le sujet', SUPPORT_MESSAGE_MAX.subject),
  message: z
    .string({ error: 'Le message est requis' })
    .trim()
    .min(1, 'Le message est requis')
    .max(
      SUPPORT_MESSAGE_MAX.message,
      `Le message ne doit pas dépasser ${SUPPORT_MESSAGE_MAX.message} caractères`,
    ),
});
export type TSupportMessageFormInput = z.input<typeof ZSupportMessageForm>;
export type TSupportMessageForm = z.output<typeof ZSupportMessageForm>;

/** Which site the message was sent from: the public side or JurisRDV Pro. */
export const SUPPORT_MESSAGE_SOURCES = ['public', 'pro'] as const;
export type TSupportMessageSource = (typeof SUPPORT_MESSAGE_SOURCES)[number];

/** POST /api/support/messages: the form, plus the site it was sent from. */
export const ZSendSupportMessageRequest = ZSupportMessageForm.extend({
  source: z.enum(SUPPORT_MESSAGE_SOURCES),
});
export type TSendSupportMessageRequest = z.input<typeof ZSendSupportMessageRequest>;

export const ZSendSupportMessageResponse = z.object({ status: z.literal('stored') });
export type TSendSupportMessageResponse = z.infer<typeof ZSendSupportMessageResponse>;

/** Seed 001 §8, shown only once the server has stored the message. */
export const SUPPORT_MESSAGE_SENT =
  'Votre message a été envoyé\u202f! Nous vous répondrons dans les plus brefs délais.';

export const EMPTY_SUPPORT_MESSAGE_FORM = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
} as const satisfies TSupportMessageFormInput;
