import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import type { TCaseFilter } from '#domain/practice/cases/case-filters.ts';
import type { TCasePriority, TCaseStatus } from '#domain/practice/cases/case-schemas.ts';
import { ApiError } from '#web/shared/api/http.ts';

/** Seed 001 §4: each case status has its own badge colour. */
export const CASE_STATUS_CLASSES: Record<TCaseStatus, string> = {
  'En cours': 'bg-blue-100 text-blue-800',
  'En négociation': 'bg-amber-100 text-amber-800',
  Expertise: 'bg-purple-100 text-purple-800',
  Finalisation: 'bg-green-100 text-green-800',
  Clos: 'bg-slate-200 text-slate-700',
};

export const CASE_PRIORITY_CLASSES: Record<TCasePriority, string> = {
  Haute: 'bg-red-100 text-red-800',
  Moyenne: 'bg-orange-100 text-orange-800',
  Basse: 'bg-emerald-100 text-emerald-800',
};

export const CASE_FILTER_LABELS: Record<TCaseFilter, string> = {
  all: 'Tous',
  active: 'Actifs',
  closed: 'Clos',
};

export { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';

export function formatDeadline(date: string | null): string {
  return date ? formatCivilDateShort(date) : 'Aucune échéance';
}

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}

/** Today in Paris as YYYY-MM-DD. */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/** The field of a server error as the form names it (the form may edit a value in another shape). */
export function renameFieldErrors(error: unknown, rename: (field: string) => string): unknown {
  if (!(error instanceof ApiError)) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, message]) => [rename(field), message]),
  );
  return new ApiError(error.code, error.message, error.status, fieldErrors);
}

/**
 * Euros as typed in French ('1500', '1 500,50', '1500.5') to cents; '' is no value; null when the
 * text is not an amount.
 */
export function parseEurosToCents(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (compact === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}
