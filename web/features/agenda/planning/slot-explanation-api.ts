import { useQuery } from '@tanstack/react-query';
import type { TSlotExplanationResponse } from '#domain/agenda/availability/explain-slot-schemas.ts';
import { apiGet } from '#web/shared/api/http.ts';

/** Why a time is or is not offered on the public profile (issue 28 §3); null asks nothing yet. */
export function useSlotExplanation(at: string | null) {
  return useQuery({
    // Under ['pro']: a change of the planning or of the settings asks again.
    queryKey: ['pro', 'slot-explanation', at],
    queryFn: () =>
      apiGet<TSlotExplanationResponse>(
        `/api/pro/availability/explain?${new URLSearchParams({ at: at ?? '' })}`,
      ),
    enabled: at !== null,
  });
}
