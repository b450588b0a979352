import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/shared/api/http.ts';

export type TMapConfig = {
  /** Tile URL template with {z}/{x}/{y} and {token}. */
  mapTileUrl: string;
  mapAttribution: string;
};

export function useMapConfig(enabled = true) {
  return useQuery({
    queryKey: ['config'],
    enabled,
    queryFn: () => apiGet<TMapConfig>('/api/config'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The provider's template with the typed token put in; null when tiles cannot be asked for. */
export function tileUrlWithToken(template: string | undefined, token: string | null): string | null {
  if (!template || !token?.trim()) return null;
  return template.replaceAll('{token}', encodeURIComponent(token.trim()));
}
