/** The French 429 of the contact forms, with the wait rounded up to the minute (or the hour). */
export function supportThrottleMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const wait =
    minutes < 60
      ? `${minutes} minute${minutes > 1 ? 's' : ''}`
      : `${Math.ceil(minutes / 60)} heure${Math.ceil(minutes / 60) > 1 ? 's' : ''}`;
  return `Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans ${wait}.`;
}
