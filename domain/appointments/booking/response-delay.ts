/** Below this many decided requests, a « usual » delay would be a guess: nothing is said. */
export const MIN_DECISIONS_FOR_DELAY = 5;
/** The latest decisions only: a professional's habits change. */
export const RECENT_DECISIONS_COUNTED = 20;

/** Median of the delays (ms) between a request and the professional's answer; null below the minimum. */
export function typicalResponseDelay(
  delaysMs: readonly number[],
  minimum: number = MIN_DECISIONS_FOR_DELAY,
): number | null {
  const valid = delaysMs.filter((delay) => Number.isFinite(delay) && delay >= 0);
  if (valid.length < Math.max(1, minimum)) return null;
  const sorted = [...valid].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const HOUR_MS = 3_600_000;

/** « Répond en général en moins de 2 h », « … en moins de 24 h », « … sous 3 jours » (rounded up). */
export function responseDelayText(delayMs: number): string {
  const hours = Math.max(1, Math.ceil(delayMs / HOUR_MS));
  if (hours <= 1) return 'Répond en général en moins d’une heure';
  if (hours < 24) return `Répond en général en moins de ${hours}\u00a0h`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'Répond en général en moins de 24\u00a0h' : `Répond en général sous ${days}\u00a0jours`;
}
