import { INVALID_EMAIL_MESSAGE } from '#domain/kernel/format-messages.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { CALENDAR_IMPORT_LIMITS, CALENDAR_IMPORT_MESSAGES } from './calendar-import-budget';

export const CALENDAR_COLOURS = ['blue', 'green', 'purple', 'orange', 'pink', 'teal'] as const;

/** Import a calendar from an iCalendar URL (http/https) or from the content of an uploaded .ics file. */
export const ZCreateCalendarAccountRequest = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Le nom du compte est requis')
      .max(100, 'Le nom ne doit pas dépasser 100 caractères'),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email(INVALID_EMAIL_MESSAGE))
      .optional()
      .or(z.literal('').transform(() => undefined)),
    colour: z.enum(CALENDAR_COLOURS, { error: 'Couleur inconnue' }),
    url: z
      .string()
      .trim()
      .max(2000, 'Adresse trop longue')
      .regex(/^(https?|webcal):\/\//i, 'Indiquez une adresse http(s) ou webcal')
      .optional(),
    // 5 Mo of UTF-8, like a downloaded calendar (the character count is a cheap first bound).
    icsContent: z
      .string()
      .max(CALENDAR_IMPORT_LIMITS.maxFileSize, CALENDAR_IMPORT_MESSAGES.tooLargeFile)
      .refine((text) => new TextEncoder().encode(text).length <= CALENDAR_IMPORT_LIMITS.maxFileSize, {
        message: CALENDAR_IMPORT_MESSAGES.tooLargeFile,
      })
      .optional(),
  })
  .refine((input) => Boolean(input.url) !== Boolean(input.icsContent), {
    path: ['url'],
    message: 'Indiquez une adresse de calendrier ou choisissez un fichier .ics',
  });
export type TCreateCalendarAccountRequest = z.input<typeof ZCreateCalendarAccountRequest>;

export const ZCalendarAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  colour: z.enum(CALENDAR_COLOURS),
  sourceUrl: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  eventCount: z.number().int(),
});
export type TCalendarAccount = z.infer<typeof ZCalendarAccount>;

export const ZImportedEvent = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  start: z.string(),
  end: z.string(),
  summary: z.string(),
  busy: z.boolean(),
});
export type TImportedEventView = z.infer<typeof ZImportedEvent>;
