import type { TListenStatus } from '#domain/kernel/operations/platform-health-schemas.ts';

/**
 * What this instance holds open for the others: its LISTENs and its live notification streams. Read by
 * /metrics and « Santé de la plateforme »; the only part of either that is this instance's own.
 */
export type TInstanceListeners = {
  cacheInvalidation(): TListenStatus;
  notifications(): TListenStatus;
  openStreams(): number;
};
