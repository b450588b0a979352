import { useQuery } from '@tanstack/react-query';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { apiGet } from '../api/http';

export const siteFactsQueryKey = ['site', 'facts'] as const;

/** The running product's facts the site's pages may state (configuration and public counts). */
export function useSiteFacts() {
  return useQuery({
    queryKey: siteFactsQueryKey,
    queryFn: () => apiGet<TSiteFacts>('/api/site/facts'),
    staleTime: 60_000,
    retry: 1,
  });
}
