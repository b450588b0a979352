import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from '#domain/kernel/format-messages.ts';
import { z } from './zod-fr';

/** Optional free text: trimmed, blank stored as null. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The name of a client typed by a professional. */
export const ZClientName = z
  .string({ error: 'Le nom du client est requis' })
  .trim()
  .min(1, 'Le nom du client est requis')
  .max(200, 'Le nom ne doit pas dépasser 200 caractères');

/** Optional e-mail address typed by a professional: blank is null, stored lower-case. */
export const ZOptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, INVALID_EMAIL_MESSAGE)
  .transform((value) => (value === '' ? null : value.toLowerCase()))
  .nullable()
  .optional();

/** Optional phone number: digits with spaces, dots, dashes and a leading +; blank is null. */
export const ZOptionalPhone = z
  .string()
  .trim()
  .max(30)
  .regex(/^(\+?[\d\s.-]{6,20})?$/, INVALID_PHONE_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * Base64 text: its alphabet, then at most two '=' at the end. Checked as "no character outside the
 * alphabet" rather than with /^[A-Za-z0-9+/]*={0,2}$/, which takes 200 ms on a 10 Mo document
 * (the regex engine keeps a backtracking position per character) and held the event loop that long.
 */
export function isBase64(value: string): boolean {
  if (/[^A-Za-z0-9+/=]/.test(value)) return false;
  const padding = value.indexOf('=');
  return padding === -1 || (padding >= value.length - 2 && /^={1,2}$/.test(value.slice(padding)));
}

/** Base64 of 10 Mo is 13 981 016 characters. */
const MAX_BASE64_LENGTH = 13_981_016;

/** The fields of an uploaded file sent as JSON (its content is checked on the server, not only its name). */
export const ZUploadedFileFields = {
  fileName: z
    .string({ error: 'Le nom du fichier est requis' })
    .trim()
    .min(1, 'Le nom du fichier est requis')
    .max(200, 'Le nom du fichier ne doit pas dépasser 200 caractères'),
  contentBase64: z
    .string({ error: 'Le fichier est requis' })
    .min(1, 'Le fichier est requis')
    .max(MAX_BASE64_LENGTH, 'Le fichier ne doit pas dépasser 10 Mo')
    .refine(isBase64, 'Fichier mal encodé'),
};
