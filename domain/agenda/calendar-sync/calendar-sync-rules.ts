/** Issue 28 §2: a change reaches the other side within 60 s; CalDAV is polled every 30 s (ADR 0065). */
export const CALENDAR_SYNC_INTERVAL_MS = 30_000;
/** A push-notified calendar (Google, Microsoft) is still read this often, should a notification be lost. */
export const CALENDAR_PUSHED_POLL_MS = 5 * 60_000;
/** Issue 28 §3: a sync failing for longer than this sends the one e-mail and shows the banner. */
export const CALENDAR_FAILING_ALERT_MS = 10 * 60_000;
/** Push channels and subscriptions are renewed this long before they expire. */
export const CALENDAR_PUSH_RENEW_BEFORE_MS = 12 * 3_600_000;
/** Objects of one calendar kept at most (a hostile or runaway calendar cannot fill the database). */
export const CALENDAR_SYNC_MAX_OCCURRENCES = 20_000;

const UID_PATTERN = /^jurisrdv-appointment-(\d{1,15})@/;

/** The stable UID of an appointment's event: moves update it, a cancellation deletes it. */
export function appointmentEventUid(appointmentId: number, host: string): string {
  return `jurisrdv-appointment-${appointmentId}@${host}`;
}

/** The appointment an event JurisRDV wrote belongs to, or null for anyone else's event. */
export function appointmentIdOfUid(uid: string | null): number | null {
  const match = uid ? UID_PATTERN.exec(uid) : null;
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * How long to wait after a failure: 30 s, then a minute — a server down is not hammered, and the
 * 10-minute alert still goes within one cycle of the tenth minute.
 */
export function retryDelayMs(consecutiveFailures: number): number {
  return Math.min(CALENDAR_SYNC_INTERVAL_MS * 2 ** Math.max(0, consecutiveFailures - 1), 60_000);
}

export type TConnectionHealth = {
  status: 'active' | 'failing' | 'unauthorized';
  failingSince: Date | null;
  alertedAt: Date | null;
};

/**
 * Whether the professional is warned (banner and one e-mail): at once for refused credentials, after
 * 10 minutes of failures otherwise; once per outage.
 */
export function needsAlert(health: TConnectionHealth, now: Date): boolean {
  if (health.alertedAt) return false;
  if (health.status === 'unauthorized') return true;
  return (
    health.status === 'failing' &&
    health.failingSince !== null &&
    now.getTime() - health.failingSince.getTime() >= CALENDAR_FAILING_ALERT_MS
  );
}

/** The banner shows what the e-mail said: the same condition, without the « once ». */
export function showsAlert(health: Omit<TConnectionHealth, 'alertedAt'>, now: Date): boolean {
  return needsAlert({ ...health, alertedAt: null }, now);
}

export const CALENDAR_PROVIDER_LABELS = {
  caldav: 'CalDAV',
  google: 'Google Agenda',
  microsoft: 'Outlook (Microsoft 365)',
} as const;
