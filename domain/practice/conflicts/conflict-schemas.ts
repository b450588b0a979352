import { z } from '#domain/kernel/zod-fr.ts';

export const MAX_PARTY_NAME_LENGTH = 200;
export const MAX_OPPOSING_PARTIES = 20;

const TOO_LONG = `Le nom ne doit pas dépasser ${MAX_PARTY_NAME_LENGTH} caractères`;
const CONTROL_CHARACTERS = 'Le nom ne doit contenir ni retour à la ligne ni caractère de contrôle';

/** One name on one line: no line break, tab or other control character. */
const ZPartyNameText = z
  .string({ error: 'Nom invalide' })
  .regex(/^\P{Cc}*$/u, CONTROL_CHARACTERS)
  .trim()
  .max(MAX_PARTY_NAME_LENGTH, TOO_LONG);

/** « Partie adverse (facultatif) » of the booking: blank is none. */
export const ZOpposingPartyName = ZPartyNameText.transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** « Parties adverses » of a case: blank names dropped, the same name (whatever its case) kept once. */
export const ZOpposingParties = z
  .array(ZPartyNameText, { error: 'Liste de noms invalide' })
  .max(MAX_OPPOSING_PARTIES, `${MAX_OPPOSING_PARTIES} parties adverses au plus`)
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = name.toLocaleLowerCase('fr');
      if (name === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const CONFLICT_SUBJECTS = ['client', 'opposingParty'] as const;
export const CONFLICT_MATCH_KINDS = [
  'contact',
  'caseClient',
  'caseOpposingParty',
  'appointmentClient',
] as const;

/**
 * A possible conflict of interest: a name of the request, case or contact (`subjectName`, the client's or an
 * opposing party's) that may designate a party of the professional's own records (`matchedName`).
 */
export const ZPossibleConflict = z.object({
  subject: z.enum(CONFLICT_SUBJECTS),
  /** Absent for staff when it is the opposing party named at booking (ADR 0058 « Who sees what »). */
  subjectName: z.string().optional(),
  kind: z.enum(CONFLICT_MATCH_KINDS),
  /** Absent for staff, unless the matter is a case on their access list. */
  matchedName: z.string().optional(),
  /** The case whose client or opposing party matched. */
  caseId: z.number().int().nullable(),
  caseTitle: z.string().nullable(),
  /** The contact that matched. */
  contactId: z.number().int().nullable(),
  /** The appointment whose client matched (their latest one still counted), and its Paris day (YYYY-MM-DD). */
  appointmentId: z.number().int().nullable(),
  appointmentDate: z.string().nullable(),
  /**
   * The other member of the firm whose records matched (« Maître Luc Fontaine »): the matter itself (its case,
   * contact or appointment, and their ids) is then left out, since the viewer is not on it (issue 27 §2).
   */
  heldBy: z.string().nullable(),
});
export type TPossibleConflict = z.infer<typeof ZPossibleConflict>;

/** The same list typed in a form, one name per line. */
export const ZOpposingPartiesText = z
  .string()
  .max(MAX_OPPOSING_PARTIES * (MAX_PARTY_NAME_LENGTH + 2), `${MAX_OPPOSING_PARTIES} parties adverses au plus`)
  .transform((text) => text.split(/\r?\n/))
  .pipe(ZOpposingParties);
