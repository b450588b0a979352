import { useQuery } from '@tanstack/react-query';
import { ZCalendarConnectionsResponse } from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';
import type { z } from '#domain/kernel/zod-fr.ts';
import { apiGet } from '#web/shared/api/http.ts';

const ZCalendarSyncAvailability = ZCalendarConnectionsResponse.shape.available;
export type TCalendarSyncAvailability = z.infer<typeof ZCalendarSyncAvailability>;

/** What this deployment can connect (public: the integrations page says « Disponible » only for these). */
export function useCalendarSyncAvailability() {
  return useQuery({
    queryKey: ['site', 'calendar-sync-availability'],
    queryFn: async () =>
      ZCalendarSyncAvailability.parse(await apiGet<unknown>('/api/calendar-sync/availability')),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
