import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TEventScope,
  TPlanningEvent,
  TPlanningEventRequest,
} from '../../../domain/planning/planning-event-schemas';
import type { TImportedEventView } from '../../../domain/pro/calendar-account-schemas';
import { parisDaysRange } from '../../../domain/pro/paris-time';
import type { TProAppointment } from '../../../domain/pro/pro-appointment-schemas';
import type { TProAvailabilitySettings } from '../../../domain/pro/pro-settings-schemas';
import { apiGet, apiPost, apiRequest } from '../../shared/api/http';

const eventsKey = ['pro', 'events'] as const;
/** Shared with the appointments page, so both refresh after an accept or a refusal. */
const appointmentsKey = ['pro', 'appointments'] as const;
const availabilityKey = ['pro', 'availability'] as const;

export function usePlanningEvents(from: string, to: string) {
  return useQuery({
    queryKey: [...eventsKey, from, to],
    queryFn: () =>
      apiGet<{ events: TPlanningEvent[] }>(`/api/pro/events?${new URLSearchParams({ from, to }).toString()}`),
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

export function useAcceptAppointment() {
  const invalidate = useInvalidatePro();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost<{ appointment: TProAppointment }>(`/api/pro/appointments/${id}/accept`),
    onSuccess: () => invalidate(),
  });
}

export function useRefuseAppointment() {
  const invalidate = useInvalidatePro();
  return useMutation({
    mutationFn: ({ id, reason, internalNote = '' }: { id: number; reason: string; internalNote?: string }) =>
      apiPost<{ appointment: TProAppointment }>(`/api/pro/appointments/${id}/refuse`, {
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(internalNote.trim() ? { internalNote: internalNote.trim() } : {}),
      }),
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
