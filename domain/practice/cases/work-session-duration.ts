/**
 * Seed 001 §5: a work-session duration is typed as text ('1h30min', '45min', '2h'); hours and minutes
 * are extracted and converted to minutes. Text matching neither gives 0 (the form then refuses it).
 */
export function parseWorkDuration(text: string): number {
  const compact = text.trim().toLowerCase().replace(/\s+/g, '');
  const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})(?:min|mn|m)?)?$/.exec(compact);
  if (!match || (match[1] === undefined && match[2] === undefined)) return 0;
  // '30' alone is 30 minutes; '1h30' is 1 h 30 min.
  const hours = match[1] === undefined ? 0 : Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  return hours * 60 + minutes;
}

/** The case detail's totals (seed 001 §2) in French typography: « 0 min », « 45 min », « 2 h », « 1 h 30 min ». */
export function formatWorkDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h ${rest}\u00a0min`;
}

/** The text a duration is edited as: 90 → '1h30min', 45 → '45min', 120 → '2h'. */
export function workDurationInput(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const rest = totalMinutes % 60;
  if (hours === 0) return `${rest}min`;
  return rest === 0 ? `${hours}h` : `${hours}h${rest}min`;
}
