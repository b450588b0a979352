import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http';

/**
 * Puts the server's field errors next to their fields; returns the message for the red box when
 * the error concerns the form as a whole (or a field the form does not show).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const entries = Object.entries(error.fieldErrors);
  let shownNextToField = false;
  for (const [field, message] of entries) {
    if ((knownFields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !shownNextToField });
      shownNextToField = true;
    }
  }
  if (shownNextToField) return null;
  return error.code === 'INTERNAL' || error.status >= 500 ? fallback : error.message;
}
