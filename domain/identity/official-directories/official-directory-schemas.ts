import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { OFFICIAL_DIRECTORY_SOURCES } from './directory-formats';
import type { TDirectoryMatch, TMatchedField } from './match-registration';

export const MATCH_STATES = ['found', 'differences', 'absent', 'unavailable'] as const;

export const MATCH_STATE_LABELS: Record<(typeof MATCH_STATES)[number], string> = {
  found: 'Trouvé au tableau',
  differences: 'Différences',
  absent: 'Absent',
  unavailable: 'Annuaire non importé',
};

/** The name of a compared field, as the administrator reads it for this profession. */
export function matchedFieldLabel(field: TMatchedField, profession: TProfessionalType): string {
  if (field === 'lastName') return 'Nom';
  if (field === 'firstName') return 'Prénom';
  if (field === 'place') return profession === 'avocat' ? 'Barreau' : 'Chambre régionale';
  return profession === 'notaire' ? 'Numéro CRPCEN' : 'Numéro';
}

/** The directory's line as the board shows it. */
export const ZDirectoryLine = z.object({
  name: z.string(),
  place: z.string(),
  number: z.string(),
  /** ISO date of the oath (or of the appointment, for notaries), when the directory gives it. */
  oathDate: z.string().nullable(),
  specialisations: z.array(z.string()),
});

/** How a registration compares with the official directory of its profession (issue 29 §1). */
export const ZRegistrationMatch = z.object({
  state: z.enum(MATCH_STATES),
  source: z.enum(OFFICIAL_DIRECTORY_SOURCES),
  /** When the directory compared with was imported; null when it never was. */
  importedAt: z.string().nullable(),
  line: ZDirectoryLine.nullable(),
  differences: z.array(
    z.object({
      field: z.enum(['lastName', 'firstName', 'place', 'number']),
      declared: z.string(),
      directory: z.string(),
    }),
  ),
});
export type TRegistrationMatch = z.infer<typeof ZRegistrationMatch>;

export function registrationMatchOf(
  match: TDirectoryMatch,
  source: (typeof OFFICIAL_DIRECTORY_SOURCES)[number],
  importedAt: Date | null,
): TRegistrationMatch {
  const entry = match.state === 'found' || match.state === 'differences' ? match.entry : null;
  return {
    state: match.state,
    source,
    importedAt: importedAt?.toISOString() ?? null,
    line: entry
      ? {
          name: `${entry.firstName} ${entry.lastName}`,
          place: entry.place,
          number: entry.nationalNumber || entry.localNumber,
          oathDate: entry.oathDate,
          specialisations: entry.specialisations,
        }
      : null,
    differences: match.state === 'differences' ? match.differences : [],
  };
}

export const NOTE_REQUIRED_MESSAGE =
  'Ajoutez une note\u00a0: l’inscription ne correspond pas exactement à l’annuaire officiel';

/**
 * POST /api/admin/registrations/:id/approve. The note is required unless the registration was found as it is
 * in the official directory (the server compares again: `matchNeedsNote`); the form asks it in the same cases.
 */
export const ZApproveRegistrationRequest = z.strictObject({
  note: z
    .string()
    .trim()
    .max(1000, 'La note ne doit pas dépasser 1000 caractères')
    .optional()
    .transform((value) => value ?? ''),
});
export type TApproveRegistrationRequest = z.input<typeof ZApproveRegistrationRequest>;

/** The form of a registration whose match is not exact: the note is required. */
export const ZApproveWithNoteForm = z.strictObject({
  note: z
    .string()
    .trim()
    .min(1, NOTE_REQUIRED_MESSAGE)
    .max(1000, 'La note ne doit pas dépasser 1000 caractères'),
});
export type TApproveWithNoteForm = z.input<typeof ZApproveWithNoteForm>;

/** What validation recorded and what the monthly re-check found since (issue 29 §1). */
export const ZDirectoryVerification = z.object({
  stateAtValidation: z.enum(MATCH_STATES),
  /** The administrator's note at validation; null for an exact match validated in one click. */
  note: z.string().nullable(),
  validatedAt: z.string(),
  /** When a re-check found the professional's line gone from the directory; null: present, or never matched. */
  leftAt: z.string().nullable(),
  /** The day the profile leaves the directory without an answer (leftAt + 30 days). */
  delistOn: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** When the profile left the directory for it. */
  delistedAt: z.string().nullable(),
});
export type TDirectoryVerification = z.infer<typeof ZDirectoryVerification>;

/** The professional's answer to « vous ne figurez plus dans l’annuaire » (POST /api/pro/official-directory/answer). */
export const ZDirectoryAnswerRequest = z.strictObject({
  answer: z
    .string({ error: 'Votre réponse est requise' })
    .trim()
    .min(1, 'Votre réponse est requise')
    .max(2000, 'La réponse ne doit pas dépasser 2000 caractères'),
});
export type TDirectoryAnswerRequest = z.input<typeof ZDirectoryAnswerRequest>;

/** GET /api/pro/official-directory: the signed-in professional's standing, when a re-check flagged them. */
export const ZDirectoryStandingResponse = z.object({
  flagged: z
    .object({
      source: z.enum(OFFICIAL_DIRECTORY_SOURCES),
      leftAt: z.string(),
      delistOn: z.string(),
      answeredAt: z.string().nullable(),
      delistedAt: z.string().nullable(),
    })
    .nullable(),
});
export type TDirectoryStandingResponse = z.infer<typeof ZDirectoryStandingResponse>;

/** POST /api/admin/registrations/:id/keep-listed: the administrator checked and keeps the profile (note required). */
export const ZKeepListedRequest = z.strictObject({
  note: z
    .string({ error: 'La note est requise' })
    .trim()
    .min(1, 'La note est requise')
    .max(1000, 'La note ne doit pas dépasser 1000 caractères'),
});
export type TKeepListedRequest = z.input<typeof ZKeepListedRequest>;
