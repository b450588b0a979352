import type { TCalendarOAuthConfig, TConfig } from '#server/platform/config.ts';
import type { TCalendarNetwork } from '../calendars/calendar-network';
import { createCaldavProvider } from './caldav/caldav-provider';
import type { TCalendarProvider } from './calendar-provider.ts';
import type { TCalendarProviders } from './calendar-sync-engine.ts';
import { createGoogleCalendarProvider, GOOGLE_ENDPOINTS } from './google/google-calendar-provider.ts';
import {
  createMicrosoftCalendarProvider,
  MICROSOFT_ENDPOINTS,
} from './microsoft/microsoft-calendar-provider.ts';

/** Google's addresses, or a stand-in's serving the same paths under one base (GOOGLE_CALENDAR_BASE_URL). */
export function googleEndpointsOf(baseUrl: string | null) {
  if (!baseUrl) return GOOGLE_ENDPOINTS;
  return {
    authorizeUrl: `${baseUrl}/o/oauth2/v2/auth`,
    tokenUrl: `${baseUrl}/token`,
    revokeUrl: `${baseUrl}/revoke`,
    apiBase: `${baseUrl}/calendar/v3`,
  };
}

/** Microsoft's addresses (the « common » tenant and Graph v1.0), or a stand-in's (MICROSOFT_CALENDAR_BASE_URL). */
export function microsoftEndpointsOf(baseUrl: string | null) {
  if (!baseUrl) return MICROSOFT_ENDPOINTS;
  return {
    authorizeUrl: `${baseUrl}/common/oauth2/v2.0/authorize`,
    tokenUrl: `${baseUrl}/common/oauth2/v2.0/token`,
    apiBase: `${baseUrl}/v1.0`,
  };
}

function googleProvider(config: TCalendarOAuthConfig): TCalendarProvider {
  return createGoogleCalendarProvider({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    ...googleEndpointsOf(config.baseUrl),
  });
}

function microsoftProvider(config: TCalendarOAuthConfig): TCalendarProvider {
  return createMicrosoftCalendarProvider({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    ...microsoftEndpointsOf(config.baseUrl),
  });
}

/**
 * The calendar services this deployment can sync with: CalDAV always (a server the professional names,
 * reached only at checked addresses), Google and Microsoft once their OAuth client is configured
 * (`config.calendarSync`); `extra` replaces any of them (stand-ins in tests).
 */
export function calendarProvidersFromConfig(
  config: Pick<TConfig, 'calendarSync' | 'allowPrivateCalendarUrls'>,
  options: { network?: TCalendarNetwork; extra?: TCalendarProviders } = {},
): TCalendarProviders {
  const { google, microsoft } = config.calendarSync;
  return {
    caldav: createCaldavProvider({
      allowPrivate: config.allowPrivateCalendarUrls,
      ...(options.network ? { network: options.network } : {}),
    }),
    ...(google ? { google: googleProvider(google) } : {}),
    ...(microsoft ? { microsoft: microsoftProvider(microsoft) } : {}),
    ...options.extra,
  };
}

/**
 * Where Google and Microsoft may send their notifications, or null when push stays off (the calendars are
 * then polled every 30 s). Both services only call https addresses; a plain http one is taken only when
 * every configured service is a local stand-in (development, tests).
 */
export function calendarPushBase(config: Pick<TConfig, 'calendarSync' | 'publicUrl'>): string | null {
  const services = [config.calendarSync.google, config.calendarSync.microsoft].filter(
    (service): service is TCalendarOAuthConfig => service !== null,
  );
  if (services.length === 0) return null;
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  return services.every((service) => service.baseUrl !== null) ? config.publicUrl : null;
}
