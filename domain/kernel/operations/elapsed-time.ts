const NBSP = '\u00a0';

/**
 * A duration in seconds as the administrator reads it: « 45 s », « 12 min », « 3 h 05 », « 2 j 4 h »
 * (a no-break space between a figure and its unit).
 */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds}${NBSP}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}${NBSP}min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}${NBSP}h${NBSP}${String(minutes % 60).padStart(2, '0')}`;
  const days = Math.floor(hours / 24);
  const leftHours = hours % 24;
  return leftHours === 0 ? `${days}${NBSP}j` : `${days}${NBSP}j ${leftHours}${NBSP}h`;
}

/** How long a job's run took: « 350 ms » under a second, then like formatElapsed. */
export function formatRunDuration(milliseconds: number): string {
  if (milliseconds < 1_000) return `${Math.max(0, Math.round(milliseconds))}${NBSP}ms`;
  return formatElapsed(milliseconds / 1_000);
}
