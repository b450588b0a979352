import type { TConfig } from '#server/platform/config.ts';
import type { TCalendarNetwork } from '../calendars/calendar-network';
import { createCaldavProvider } from './caldav/caldav-provider';
import type { TCalendarProviders } from './calendar-sync-engine';

/**
 * The calendar services this deployment can sync with: CalDAV always (a server the professional names,
 * reached only at checked addresses), Google and Microsoft once configured (see calendar-oauth config).
 */
export function calendarProvidersFromConfig(
  config: TConfig,
  options: { network?: TCalendarNetwork; extra?: TCalendarProviders } = {},
): TCalendarProviders {
  return {
    caldav: createCaldavProvider({
      allowPrivate: config.allowPrivateCalendarUrls,
      ...(options.network ? { network: options.network } : {}),
    }),
    ...options.extra,
  };
}
