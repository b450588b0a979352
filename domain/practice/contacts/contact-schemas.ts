import { ZProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from '#domain/kernel/format-messages.ts';
import { optionalText } from '#domain/kernel/shared-fields.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { TAG_COLOURS, ZCaseSummary } from '../cases/case-schemas';
import { ZPossibleConflict } from '../conflicts/conflict-schemas';

/** Seed 001 §4: contact types, client types and statuses (value, label). */
export const CONTACT_TYPES = ['client', 'partenaire', 'confrere'] as const;
export type TContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_TYPE_LABELS: Record<TContactType, string> = {
  client: 'Client',
  partenaire: 'Partenaire',
  confrere: 'Confrère',
};

export const CLIENT_TYPES = ['particulier', 'professionnel'] as const;
export type TClientType = (typeof CLIENT_TYPES)[number];
export const CLIENT_TYPE_LABELS: Record<TClientType, string> = {
  particulier: 'Particulier',
  professionnel: 'Professionnel',
};

export const CONTACT_STATUSES = ['prospect', 'actif', 'inactif'] as const;
export type TContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<TContactStatus, string> = {
  prospect: 'Prospect',
  actif: 'Actif',
  inactif: 'Inactif',
};

export const DEFAULT_COUNTRY = 'France';
export const MAX_CONTACT_NOTE_LENGTH = 5000;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, tooLong);

const ZFirstName = requiredText('Le prénom est requis', 100, 'Le prénom ne doit pas dépasser 100 caractères');
const ZLastName = requiredText('Le nom est requis', 100, 'Le nom ne doit pas dépasser 100 caractères');

/** Seed 001 §5: the e-mail is required; stored lower-case so the matching with cases and appointments holds. */
const ZContactEmail = z
  .string({ error: "L'e-mail est requis" })
  .trim()
  .min(1, { message: "L'e-mail est requis", abort: true })
  .max(254, "L'e-mail ne doit pas dépasser 254 caractères")
  .refine((value) => z.email().safeParse(value).success, INVALID_EMAIL_MESSAGE)
  .transform((value) => value.toLowerCase());

const ZContactPhone = z
  .string({ error: 'Le téléphone est requis' })
  .trim()
  .min(1, { message: 'Le téléphone est requis', abort: true })
  .regex(/^\+?[\d\s.-]{6,20}$/, INVALID_PHONE_MESSAGE);

/** Blank means the default country. */
const ZCountry = z
  .string()
  .trim()
  .max(100, 'Le pays ne doit pas dépasser 100 caractères')
  .transform((value) => (value === '' ? DEFAULT_COUNTRY : value));

/** Typed with or without spaces ('123 456 789 00012'); 14 digits when given. */
const ZSiret = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value === '' || /^\d{14}$/.test(value), 'Le SIRET doit comporter 14 chiffres')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const ZType = z.enum(CONTACT_TYPES, { error: 'Type de contact invalide' });
const ZClientType = z.enum(CLIENT_TYPES, { error: 'Type de client invalide' });
const ZStatus = z.enum(CONTACT_STATUSES, { error: 'Statut invalide' });

const optionalFields = {
  address: optionalText(300, "L'adresse ne doit pas dépasser 300 caractères"),
  city: optionalText(100, 'La ville ne doit pas dépasser 100 caractères'),
  postalCode: optionalText(20, 'Le code postal ne doit pas dépasser 20 caractères'),
  company: optionalText(200, "L'entreprise ne doit pas dépasser 200 caractères"),
  position: optionalText(200, 'Le poste ne doit pas dépasser 200 caractères'),
  siret: ZSiret,
};

/** The client type only means something for a client: another type never keeps one. */
export function effectiveClientType(
  type: TContactType,
  clientType: TClientType | null | undefined,
): TClientType | null {
  return type === 'client' ? (clientType ?? 'particulier') : null;
}

/**
 * « Créer un nouveau contact » (seed 001 §2, §5): first name, last name, email and phone required;
 * defaults type client, client type particulier, status prospect, country France.
 */
export const ZCreateContactFields = z.strictObject({
  type: ZType.default('client'),
  clientType: ZClientType.nullable().optional(),
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZContactEmail,
  phone: ZContactPhone,
  country: ZCountry.default(DEFAULT_COUNTRY),
  status: ZStatus.default('prospect'),
  ...optionalFields,
});

export const ZCreateContactRequest = ZCreateContactFields.transform((body) => ({
  ...body,
  clientType: effectiveClientType(body.type, body.clientType),
}));
export type TCreateContactRequest = z.input<typeof ZCreateContactRequest>;
export type TCreateContactValues = z.output<typeof ZCreateContactRequest>;

/** Inline edits of the contact and address blocks: any subset, required fields stay required. */
export const ZUpdateContactRequest = z
  .strictObject({
    type: ZType.optional(),
    clientType: ZClientType.nullable().optional(),
    firstName: ZFirstName.optional(),
    lastName: ZLastName.optional(),
    email: ZContactEmail.optional(),
    phone: ZContactPhone.optional(),
    country: ZCountry.optional(),
    status: ZStatus.optional(),
    ...optionalFields,
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Aucune modification' });
export type TUpdateContactRequest = z.input<typeof ZUpdateContactRequest>;

/** Seed 001 §5: a blank or spaces-only tag name is ignored; the name is trimmed. */
export const ZContactTagRequest = z.strictObject({
  name: z
    .string({ error: "Le nom de l'étiquette est requis" })
    .trim()
    .min(1, "Le nom de l'étiquette est requis")
    .max(40, "L'étiquette ne doit pas dépasser 40 caractères"),
});

/** Seed 001 §5: an internal note blank after trimming is not added. */
export const ZContactNoteRequest = z.strictObject({
  content: z
    .string({ error: 'La note est vide' })
    .trim()
    .min(1, 'La note est vide')
    .max(MAX_CONTACT_NOTE_LENGTH, `La note ne doit pas dépasser ${MAX_CONTACT_NOTE_LENGTH} caractères`),
});
export type TContactNoteRequest = z.input<typeof ZContactNoteRequest>;

const ZIdParam = z
  .string()
  .regex(/^\d{1,15}$/, 'Identifiant invalide')
  .transform(Number);

export const ZContactIdParams = z.strictObject({ id: ZIdParam });
export const ZContactChildParams = z.strictObject({ id: ZIdParam, childId: ZIdParam });

export const ZContactTag = z.object({ id: z.number().int(), name: z.string(), colour: z.enum(TAG_COLOURS) });
export type TContactTag = z.infer<typeof ZContactTag>;

export const ZContactSummary = z.object({
  id: z.number().int(),
  type: ZType,
  clientType: ZClientType.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  city: z.string().nullable(),
  status: ZStatus,
  /** ISO instant. */
  createdAt: z.string(),
  /** ISO instant of the last exchange, or null. */
  lastContactAt: z.string().nullable(),
  tags: z.array(ZContactTag),
});
export type TContactSummary = z.infer<typeof ZContactSummary>;

export const ZContactsResponse = z.object({ contacts: z.array(ZContactSummary) });

export const ZContactNote = z.object({
  id: z.number().int(),
  content: z.string(),
  /** The professional who wrote it (full name). */
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContactNote = z.infer<typeof ZContactNote>;

export const ZContactDetail = ZContactSummary.extend({
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  siret: z.string().nullable(),
  /** The contact's file's notes: the lawyer's and their assistant's, who keep the contact book together. */
  notes: z.array(ZContactNote),
  /**
   * Cases opened from this contact, or whose client has the contact's e-mail. For staff, only those on whose
   * access list they are (`contactForViewer`, ADR 0058 « Who sees what »).
   */
  cases: z.array(ZCaseSummary),
  /** The professional's appointments whose client has the contact's e-mail, each as the viewer may see it. */
  appointments: z.array(ZProAppointment),
  /**
   * The contact may be an opposing party of one of the professional's cases (ADR 0032); to staff, without the
   * matter.
   */
  possibleConflicts: z.array(ZPossibleConflict),
});
export type TContactDetail = z.infer<typeof ZContactDetail>;

export const ZContactResponse = z.object({ contact: ZContactDetail });

export function contactFullName(contact: { firstName: string; lastName: string }): string {
  return `${contact.firstName} ${contact.lastName}`;
}
