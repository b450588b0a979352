import { useQuery } from '@tanstack/react-query';
import type {
  TAgendaLawyersResponse,
  TFirmAgendasResponse,
} from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';
import { apiGet } from '#web/shared/api/http.ts';

/**
 * Whose agendas the signed-in member may see (issue 27 §3). Under ['pro', …]: every change of the planning
 * and every change of the lawyer an assistant works for asks it again.
 */
export function useAgendaLawyers(enabled: boolean) {
  return useQuery({
    queryKey: ['pro', 'firm', 'agenda-lawyers'],
    queryFn: () => apiGet<TAgendaLawyersResponse>('/api/pro/firm/agenda-lawyers'),
    staleTime: 60_000,
    enabled,
  });
}

/** The agendas of the selected lawyers between two Paris dates (both included, 42 days at most). */
export function useFirmAgendas(from: string, to: string, lawyers: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: ['pro', 'firm', 'agendas', from, to, lawyers.join(',')],
    queryFn: () =>
      apiGet<TFirmAgendasResponse>(
        `/api/pro/firm/agendas?${new URLSearchParams({ from, to, lawyers: lawyers.join(',') }).toString()}`,
      ),
    enabled: enabled && lawyers.length > 0,
    placeholderData: (previous) => previous,
  });
}
