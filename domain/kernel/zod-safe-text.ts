import * as zod from 'zod';
import { hasUnsafeCharacters, UNSAFE_TEXT_MESSAGE } from './text/unsafe-characters';

/**
 * zod, except that every schema of free text refuses U+0000 and lone surrogates (see
 * text/unsafe-characters.ts), so no field of a form or a request can forget it. Only zod-fr.ts imports
 * this module; everything else imports `z` from zod-fr.ts. zod's other string formats (email, iso
 * dates, uuid…) already refuse these characters with their own patterns (tested).
 */
export * from 'zod';

/**
 * The one check, first on every text schema: it aborts, so `.trim()`, lengths, patterns and
 * transforms chained after it never see unsafe text, and its message is the field's error.
 */
export const safeTextCheck = zod.refine<string>((text) => !hasUnsafeCharacters(text), {
  error: UNSAFE_TEXT_MESSAGE,
  abort: true,
});

export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString;
export function string<T extends string>(
  params?: string | zod.core.$ZodStringParams,
): zod.core.$ZodType<T, T>;
export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).check(safeTextCheck);
}

export function url(params?: string | zod.core.$ZodURLParams): zod.ZodURL {
  return zod.url(params).check(safeTextCheck);
}

export function httpUrl(params?: string | Omit<zod.core.$ZodURLParams, 'protocol' | 'hostname'>): zod.ZodURL {
  return zod.httpUrl(params).check(safeTextCheck);
}

export const coerce: typeof zod.coerce = {
  ...zod.coerce,
  string: <T = unknown>(params?: string | zod.core.$ZodStringParams) =>
    zod.coerce.string<T>(params).check(safeTextCheck),
};
