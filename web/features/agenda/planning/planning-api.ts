import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProAvailabilitySettings } from '#domain/agenda/availability/pro-settings-schemas.ts';
import type { TImportedEventView } from '#domain/agenda/calendars/calendar-account-schemas.ts';
import {
  MAX_EVENTS_WINDOW_DAYS,
  type TEventScope,
  type TPlanningEvent,
  type TPlanningEventRequest,
} from '#domain/agenda/planning/planning-event-schemas.ts';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { addCivilDays, parisDaysRange } from '#domain/kernel/time/paris-time.ts';
import { apiGet, apiPost, apiRequest } from '#web/shared/api/http.ts';

const eventsKey = ['pro', 'events'] as const;
/** The appointments page's key: the decision web/app hands in refreshes it, so the planning follows. */
const appointmentsKey = ['pro', 'appointments'] as const;
const availabilityKey = ['pro', 'availability'] as const;

/**
 * The server expands at most MAX_EVENTS_WINDOW_DAYS at a time (ADR 0044): a longer range (days picked far
 * apart) is asked in parts, and an event over two parts is kept once.
 */
export async function fetchPlanningEvents(from: string, to: string): Promise<{ events: TPlanningEvent[] }> {
  const parts: { from: string; to: string }[] = [];
  for (let start = from; start <= to; start = addCivilDays(start, MAX_EVENTS_WINDOW_DAYS)) {
    const end = addCivilDays(start, MAX_EVENTS_WINDOW_DAYS - 1);
    parts.push({ from: start, to: end < to ? end : to });
  }
  const answers = await Promise.all(
    parts.map((part) =>
      apiGet<{ events: TPlanningEvent[] }>(`/api/pro/events?${new URLSearchParams(part).toString()}`),
    ),
  );
  if (answers.length === 1) return answers[0] as { events: TPlanningEvent[] };
  const seen = new Set<string>();
  const events = answers
    .flatMap((answer) => answer.events)
    .filter((event) => {
      const key = `${event.id}/${event.occurrenceDate}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { events };
}

export function usePlanningEvents(from: string, to: string) {
  return useQuery({
    queryKey: [...eventsKey, from, to],
    queryFn: () => fetchPlanningEvents(from, to),
    placeholderData: (previous) => previous,
  });
}

/** Every client appointment (confirmed, completed and pending), drawn as consultations. */
export function useClientAppointments() {
  return useQuery({
    queryKey: [...appointmentsKey, 'all', 'all'],
    queryFn: () =>
      apiGet<{ appointments: TProAppointment[]; count: number }>(
        '/api/pro/appointments?period=all&status=all',
      ),
  });
}

function useInvalidatePro() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['pro'] }),
      // Public profile and search results show the free slots the planning changes.
      queryClient.invalidateQueries({ queryKey: ['professionals'] }),
    ]);
}

/** Which occurrences of a series a change applies to; the occurrence is named by its original date. */
export type TOccurrenceScope = { scope: TEventScope; occurrence: string };

function eventUrl(id: number, scope: TOccurrenceScope | undefined): string {
  const query = scope ? `?${new URLSearchParams(scope).toString()}` : '';
  return `/api/pro/events/${id}${query}`;
}

export function useSaveEvent() {
  const invalidate = useInvalidatePro();
  return useMutation({
    mutationFn: ({
      id,
      request,
      scope,
    }: {
      id: number;
      request: TPlanningEventRequest;
      scope?: TOccurrenceScope;
    }) =>
      id === 0
        ? apiPost<{ event: TPlanningEvent }>('/api/pro/events', request)
        : apiRequest<{ event: TPlanningEvent }>('PUT', eventUrl(id, scope), request),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidatePro();
  return useMutation({
    mutationFn: ({ id, scope }: { id: number; scope?: TOccurrenceScope }) =>
      apiRequest<{ ok: true }>('DELETE', eventUrl(id, scope)),
    onSuccess: () => invalidate(),
  });
}

export function useAvailabilitySettings(enabled: boolean) {
  return useQuery({
    queryKey: availabilityKey,
    queryFn: () => apiGet<TProAvailabilitySettings>('/api/pro/availability'),
    enabled,
  });
}

export function useSaveAvailability() {
  const invalidate = useInvalidatePro();
  return useMutation({
    mutationFn: (settings: TProAvailabilitySettings) =>
      apiRequest<TProAvailabilitySettings>('PUT', '/api/pro/availability', settings),
    onSuccess: () => invalidate(),
  });
}

/** Busy times of the imported calendars between two Paris dates (both included). */
export function useImportedEvents(from: string, to: string) {
  const range = parisDaysRange(from, to);
  return useQuery({
    queryKey: ['pro', 'imported-events', from, to],
    queryFn: () =>
      apiGet<{ events: TImportedEventView[] }>(
        `/api/pro/imported-events?${new URLSearchParams({ from: range.from.toISOString(), to: range.until.toISOString() }).toString()}`,
      ),
    placeholderData: (previous) => previous,
  });
}
