import { ZProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { CASE_DOCUMENT_KINDS } from '#domain/kernel/documents/document-types.ts';
import {
  optionalText,
  ZClientName,
  ZOptionalEmail,
  ZOptionalPhone,
  ZUploadedFileFields,
} from '#domain/kernel/shared-fields.ts';
import { isRealCivilDate } from '#domain/kernel/time/paris-time.ts';
import { LEGAL_DOMAIN_VALUES, type TLegalDomain } from '#domain/kernel/vocabulary/legal-domains.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { CASE_ACCESS_RIGHTS } from '../case-access/case-access-rights';
import { ZOpposingParties, ZPossibleConflict } from '../conflicts/conflict-schemas';
import { ZWorkSession } from '../work-timer/work-timer';
import { parseWorkDuration } from './work-session-duration';

/**
 * Case categories: the one list of legal domains (issue 26 §3), then « Autre ». Stored values are the
 * labels; those of before the list were rewritten by a migration with LEGACY_DOMAIN_ALIASES.
 */
export const CASE_CATEGORIES = [
  ...LEGAL_DOMAIN_VALUES.map((value) => ({ value, label: value })),
  { value: 'Autre', label: 'Autre' },
] as const satisfies readonly { value: string; label: string }[];
export type TCaseCategory = TLegalDomain | 'Autre';
export const CASE_CATEGORY_VALUES = [...LEGAL_DOMAIN_VALUES, 'Autre'] as [TCaseCategory, ...TCaseCategory[]];
const CATEGORY_VALUES = CASE_CATEGORY_VALUES;

/** The label of a category; a value outside the list (written by an older version) reads as itself. */
export function caseCategoryLabel(category: string): string {
  return CASE_CATEGORIES.find((c) => c.value === category)?.label ?? category;
}

/** Seed 001 §4: 'Clos' is closed, every other status is active. The first four are offered at creation. */
export const CASE_STATUSES = ['En cours', 'En négociation', 'Expertise', 'Finalisation', 'Clos'] as const;
export type TCaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_CREATION_STATUSES = CASE_STATUSES.filter((s) => s !== 'Clos');
export const CLOSED_CASE_STATUS: TCaseStatus = 'Clos';

export function isActiveCase(caseItem: { status: TCaseStatus }): boolean {
  return caseItem.status !== CLOSED_CASE_STATUS;
}

export const CASE_PRIORITIES = ['Basse', 'Moyenne', 'Haute'] as const;
export type TCasePriority = (typeof CASE_PRIORITIES)[number];

/** Seed 001 §3: a tag's colour is chosen at random among six. */
export const TAG_COLOURS = ['blue', 'green', 'yellow', 'red', 'purple', 'orange'] as const;
export type TTagColour = (typeof TAG_COLOURS)[number];

export const UNDEFINED_CLIENT_NAME = 'Client à définir';

const optionalCivilDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealCivilDate(value), 'Date invalide (cette date n’existe pas)')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const ZTitle = z
  .string({ error: 'Le titre est requis' })
  .trim()
  .min(1, { message: 'Le titre est requis', abort: true })
  .max(200, 'Le titre ne doit pas dépasser 200 caractères');

/** Whole euros and cents as typed ('1500', '1 500,50'), stored in cents. */
const ZEstimatedValueCents = z
  .number({ error: 'La valeur estimée doit être un nombre' })
  .int('La valeur estimée doit être un nombre')
  .min(0, 'La valeur estimée ne peut pas être négative')
  .max(100_000_000_00, 'La valeur estimée est trop élevée')
  .nullable()
  .optional();

/** The client of a case: a client account of the professional, or a person typed by hand. */
export const ZCaseClientInput = z.strictObject({
  userId: z.uuid('Client inconnu').nullable().optional(),
  name: ZClientName,
  email: ZOptionalEmail,
  phone: ZOptionalPhone,
  address: optionalText(300, "L'adresse ne doit pas dépasser 300 caractères"),
});
export type TCaseClientInput = z.input<typeof ZCaseClientInput>;

/** 'Créer un nouveau dossier' (seed 001 §2): title and category required, the rest defaulted. */
export const ZCreateCaseRequest = z.strictObject({
  title: ZTitle,
  category: z.enum(CATEGORY_VALUES, { error: 'Choisissez une catégorie' }).default('Autre'),
  status: z
    .enum(CASE_CREATION_STATUSES as [TCaseStatus, ...TCaseStatus[]], { error: 'Statut invalide' })
    .default('En cours'),
  priority: z.enum(CASE_PRIORITIES, { error: 'Priorité invalide' }).default('Moyenne'),
  nextDeadline: optionalCivilDate,
  estimatedValueCents: ZEstimatedValueCents,
  description: optionalText(10_000, 'La description ne doit pas dépasser 10 000 caractères'),
  client: ZCaseClientInput.nullable().optional(),
  opposingParties: ZOpposingParties.default([]),
});
export type TCreateCaseRequest = z.input<typeof ZCreateCaseRequest>;

/** Inline edits of the case detail: any subset of fields; 'Clos' closes the case. */
export const ZUpdateCaseRequest = z
  .strictObject({
    title: ZTitle.optional(),
    category: z.enum(CATEGORY_VALUES, { error: 'Choisissez une catégorie' }).optional(),
    status: z.enum(CASE_STATUSES, { error: 'Statut invalide' }).optional(),
    priority: z.enum(CASE_PRIORITIES, { error: 'Priorité invalide' }).optional(),
    nextDeadline: optionalCivilDate,
    estimatedValueCents: ZEstimatedValueCents,
    description: optionalText(10_000, 'La description ne doit pas dépasser 10 000 caractères'),
    notes: optionalText(20_000, 'Les notes ne doivent pas dépasser 20 000 caractères'),
    client: ZCaseClientInput.optional(),
    opposingParties: ZOpposingParties.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Aucune modification' });
export type TUpdateCaseRequest = z.input<typeof ZUpdateCaseRequest>;

/** « Modifier le titre » of the case detail: the title alone, sent as a PATCH of the case. */
export const ZRenameCaseRequest = z.strictObject({ title: ZTitle });
export type TRenameCaseRequest = z.input<typeof ZRenameCaseRequest>;

export const ZCaseTagRequest = z.strictObject({
  name: z
    .string({ error: "Le nom de l'étiquette est requis" })
    .trim()
    .min(1, "Le nom de l'étiquette est requis")
    .max(40, "L'étiquette ne doit pas dépasser 40 caractères"),
});

export const MAX_WORK_SESSION_MINUTES = 24 * 60;

/** 'Ajouter une session' / 'Modifier la session' (seed 001 §5). */
export const ZWorkSessionRequest = z.strictObject({
  title: ZTitle,
  duration: z
    .string({ error: 'La durée est requise' })
    .trim()
    .min(1, { message: 'La durée est requise', abort: true })
    .refine(
      (text) => parseWorkDuration(text) > 0,
      'Durée invalide. Format\u00a0: 1\u00a0h\u00a030, 45\u00a0min, 2\u00a0h, etc.',
    )
    .refine(
      (text) => parseWorkDuration(text) <= MAX_WORK_SESSION_MINUTES,
      'Une session ne peut pas dépasser 24\u00a0h',
    ),
  description: optionalText(5000, 'La description ne doit pas dépasser 5000 caractères'),
  date: optionalCivilDate,
});
export type TWorkSessionRequest = z.input<typeof ZWorkSessionRequest>;

export const ZAttachWorkSessionRequest = z.strictObject({
  caseId: z.number({ error: 'Dossier invalide' }).int().positive().nullable(),
});

/** A stop without a body (older clients) records an unattached session. */
export const ZStopTimerRequest = z
  .strictObject({ caseId: z.number({ error: 'Dossier invalide' }).int().positive().nullable().optional() })
  .nullish();

export const ZLinkAppointmentRequest = z.strictObject({
  appointmentId: z.number({ error: 'Rendez-vous invalide' }).int().positive(),
});

export const ZAddCaseDocumentRequest = z.strictObject({
  title: ZTitle,
  kind: z.enum(CASE_DOCUMENT_KINDS, { error: 'Type de document invalide' }),
  ...ZUploadedFileFields,
});
export type TAddCaseDocumentRequest = z.input<typeof ZAddCaseDocumentRequest>;

const ZIdParam = z
  .string()
  .regex(/^\d{1,15}$/, 'Identifiant invalide')
  .transform(Number);

export const ZCaseIdParams = z.strictObject({ id: ZIdParam });
export const ZCaseChildParams = z.strictObject({ id: ZIdParam, childId: ZIdParam });
export const ZWorkSessionIdParams = z.strictObject({ id: ZIdParam });

export const ZCaseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  clientName: z.string(),
  category: z.enum(CATEGORY_VALUES),
  status: z.enum(CASE_STATUSES),
  priority: z.enum(CASE_PRIORITIES),
  /** YYYY-MM-DD (Paris) the case was opened. */
  openingDate: z.string(),
  /** ISO instant of the last change. */
  lastUpdate: z.string(),
  /** YYYY-MM-DD or null. */
  nextDeadline: z.string().nullable(),
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;

/** What the viewer may do on a case (issue 27 §2): theirs, or shared with them to read or to change. */
export const CASE_VIEWER_ACCESSES = ['own', ...CASE_ACCESS_RIGHTS] as const;
export type TCaseViewerAccess = (typeof CASE_VIEWER_ACCESSES)[number];

/** A colleague's case on the viewer's access list (« Partagés avec moi »). */
export const ZSharedCaseSummary = ZCaseSummary.extend({
  /** « Maître Sophie Martin ». */
  responsibleLawyer: z.string(),
  access: z.enum(CASE_ACCESS_RIGHTS),
});
export type TSharedCaseSummary = z.infer<typeof ZSharedCaseSummary>;

/** The viewer's own cases (none for a staff member), and those shared with them. */
export const ZCasesResponse = z.object({
  cases: z.array(ZCaseSummary),
  shared: z.array(ZSharedCaseSummary),
});
export type TCasesResponse = z.infer<typeof ZCasesResponse>;

export const ZCaseClient = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type TCaseClient = z.infer<typeof ZCaseClient>;

export const ZCaseTag = z.object({ id: z.number().int(), name: z.string(), colour: z.enum(TAG_COLOURS) });
export type TCaseTag = z.infer<typeof ZCaseTag>;

export const ZCaseDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(CASE_DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** YYYY-MM-DD (Paris). */
  uploadDate: z.string(),
  archived: z.boolean(),
  url: z.string(),
  /** When it was shared with the client's space (ISO), or null. */
  sharedAt: z.string().nullable(),
});
export type TCaseDocument = z.infer<typeof ZCaseDocument>;

export const ZCaseDetail = ZCaseSummary.extend({
  description: z.string().nullable(),
  notes: z.string().nullable(),
  estimatedValueCents: z.number().int().nullable(),
  client: ZCaseClient,
  tags: z.array(ZCaseTag),
  documents: z.array(ZCaseDocument),
  workSessions: z.array(ZWorkSession),
  totalWorkMinutes: z.number().int(),
  appointments: z.array(ZProAppointment),
  /** « Parties adverses ». */
  opposingParties: z.array(z.string()),
  /** Its client or an opposing party may be a party of the professional's other cases or contacts. */
  possibleConflicts: z.array(ZPossibleConflict),
  /** The viewer's right on it: 'read' changes nothing, only 'own' manages its access list. */
  access: z.enum(CASE_VIEWER_ACCESSES),
  responsibleLawyer: z.string(),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

export const ZCaseResponse = z.object({ case: ZCaseDetail });

/** Someone the professional works for: a client account that booked, or a person typed on an appointment. */
export const ZProClient = z.object({
  /** Stable key: the account id, else 'email:…' or 'name:…'. */
  key: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  appointmentsCount: z.number().int(),
  /** YYYY-MM-DD of their latest appointment. */
  lastAppointmentDate: z.string().nullable(),
});
export type TProClient = z.infer<typeof ZProClient>;

export const ZProClientsResponse = z.object({ clients: z.array(ZProClient) });
