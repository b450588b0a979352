import { MAX_AGENDA_LAWYERS } from './firm-agenda-schemas';

/** What the selection needs to know of a lawyer the viewer may see. */
type TSelectableLawyer = { userId: string; self: boolean };

/**
 * The lawyers whose agendas the planning shows (issue 27 §3), from the address's `avocats=id,id` (else the
 * account's last choice): only lawyers the viewer may see, in the firm's order, twelve at most. Nothing
 * usable: the viewer's own agenda, or for an assistant (who has none) every lawyer assigned to them.
 */
export function selectedLawyers(
  visible: readonly TSelectableLawyer[],
  ...choices: (string | null | undefined)[]
): string[] {
  for (const choice of choices) {
    if (!choice) continue;
    const wanted = new Set(choice.toLowerCase().split(','));
    const chosen = visible.filter((lawyer) => wanted.has(lawyer.userId.toLowerCase()));
    if (chosen.length > 0) return chosen.slice(0, MAX_AGENDA_LAWYERS).map((lawyer) => lawyer.userId);
  }
  const own = visible.filter((lawyer) => lawyer.self);
  return (own.length > 0 ? own : visible).slice(0, MAX_AGENDA_LAWYERS).map((lawyer) => lawyer.userId);
}

/** The selection after ticking or unticking a lawyer, kept in the firm's order; the last one stays. */
export function toggleLawyer(
  visible: readonly TSelectableLawyer[],
  selected: readonly string[],
  userId: string,
): string[] {
  const next = selected.includes(userId) ? selected.filter((id) => id !== userId) : [...selected, userId];
  if (next.length === 0 || next.length > MAX_AGENDA_LAWYERS) return [...selected];
  return visible.filter((lawyer) => next.includes(lawyer.userId)).map((lawyer) => lawyer.userId);
}

const SEPARATOR = '|';

/** The day view's column of one lawyer on one day (a date and an account id never hold a « | »). */
export function agendaColumnKey(date: string, userId: string): string {
  return `${date}${SEPARATOR}${userId}`;
}

/** The day and the lawyer of a column; a plain date is the viewer's planning of one lawyer. */
export function splitAgendaColumnKey(key: string): { date: string; userId: string | null } {
  const at = key.indexOf(SEPARATOR);
  return at < 0 ? { date: key, userId: null } : { date: key.slice(0, at), userId: key.slice(at + 1) };
}
