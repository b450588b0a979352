import { INVALID_DATE_MESSAGE } from '#domain/kernel/format-messages.ts';
import { isRealCivilDate } from '#domain/kernel/time/paris-time.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ACCESS_JOURNAL_ACTIONS, ACCESS_JOURNAL_SUBJECTS } from './access-journal-vocabulary';

/** At most this many lines per page of « Journal d'accès ». */
export const ACCESS_JOURNAL_PAGE_MAX = 100;
export const ACCESS_JOURNAL_PAGE_DEFAULT = 50;
/** The longest name the « Qui » filter takes. */
export const ACCESS_JOURNAL_ACTOR_FILTER_MAX = 100;

const civilDate = z
  .string()
  .trim()
  .max(10, INVALID_DATE_MESSAGE)
  .refine((value) => value === '' || isRealCivilDate(value), INVALID_DATE_MESSAGE);

/**
 * The filters of « Journal d'accès », as the form holds them and the query string carries them: an empty
 * field filters nothing. Dates are Paris days, both included.
 */
const filterFields = {
  subject: z.union([z.enum(ACCESS_JOURNAL_SUBJECTS), z.literal('')]).optional(),
  action: z.union([z.enum(ACCESS_JOURNAL_ACTIONS), z.literal('')]).optional(),
  actor: z
    .string()
    .trim()
    .max(ACCESS_JOURNAL_ACTOR_FILTER_MAX, `${ACCESS_JOURNAL_ACTOR_FILTER_MAX} caractères au plus`)
    .optional(),
  caseId: z
    .string()
    .trim()
    .max(15, 'Numéro de dossier invalide')
    .refine((value) => value === '' || /^[1-9]\d{0,14}$/.test(value), 'Numéro de dossier invalide')
    .optional(),
  from: civilDate.optional(),
  to: civilDate.optional(),
};

function datesInOrder(filters: { from?: string | undefined; to?: string | undefined }): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}
const DATES_IN_ORDER = { message: 'La date de fin doit être après la date de début', path: ['to'] };

export const ZAccessJournalFilters = z.strictObject(filterFields).refine(datesInOrder, DATES_IN_ORDER);
export type TAccessJournalFilters = z.infer<typeof ZAccessJournalFilters>;

/** One page: the filters, then where the previous page stopped (a line's id) and how many lines. */
export const ZAccessJournalQuery = z
  .strictObject({
    ...filterFields,
    cursor: z
      .string()
      .regex(/^[1-9]\d{0,17}$/, 'Curseur invalide')
      .optional(),
    limit: z.coerce.number().int().min(1).max(ACCESS_JOURNAL_PAGE_MAX).default(ACCESS_JOURNAL_PAGE_DEFAULT),
  })
  .refine(datesInOrder, DATES_IN_ORDER);
export type TAccessJournalQuery = z.infer<typeof ZAccessJournalQuery>;

/** The filters with empty fields dropped: what the server applies. */
export type TAccessJournalCriteria = {
  subject?: (typeof ACCESS_JOURNAL_SUBJECTS)[number];
  action?: (typeof ACCESS_JOURNAL_ACTIONS)[number];
  actor?: string;
  caseId?: number;
  from?: string;
  to?: string;
};

export function journalCriteria(filters: TAccessJournalFilters): TAccessJournalCriteria {
  const criteria: TAccessJournalCriteria = {};
  if (filters.subject) criteria.subject = filters.subject;
  if (filters.action) criteria.action = filters.action;
  if (filters.actor?.trim()) criteria.actor = filters.actor.trim();
  if (filters.caseId) criteria.caseId = Number(filters.caseId);
  if (filters.from) criteria.from = filters.from;
  if (filters.to) criteria.to = filters.to;
  return criteria;
}

/** The query string of a filter set, empty fields left out (the page's address and the CSV link). */
export function journalSearchParams(filters: TAccessJournalFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(journalCriteria(filters))) params.set(key, String(value));
  return params;
}

export const ZAccessJournalLine = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string(),
  /** « Maître Sophie Martin », « Julie Petit, assistant(e) »: who acted, as the history says it. */
  actorLabel: z.string(),
  /** Whose records: the lawyer's name. */
  professionalName: z.string(),
  subject: z.enum(ACCESS_JOURNAL_SUBJECTS),
  subjectId: z.string(),
  action: z.enum(ACCESS_JOURNAL_ACTIONS),
  label: z.string(),
  caseId: z.number().nullable(),
  ip: z.string().nullable(),
});
export type TAccessJournalLine = z.infer<typeof ZAccessJournalLine>;

export const ZAccessJournalResponse = z.object({
  lines: z.array(ZAccessJournalLine),
  /** Pass it as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** Whose lines these are: the whole firm's (an associate) or one's own records'. */
  scope: z.enum(['firm', 'own']),
});
export type TAccessJournalResponse = z.infer<typeof ZAccessJournalResponse>;
