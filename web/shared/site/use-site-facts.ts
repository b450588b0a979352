import { useQuery } from '@tanstack/react-query';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { apiGet } from '../api/http';

/** The running product's facts the site's pages may state (configuration and public counts). */
export function useSiteFacts() {
  return useQuery({
    queryKey: ['site', 'facts'],
    queryFn: () => apiGet<TSiteFacts>('/api/site/facts'),
    staleTime: 60_000,
    retry: 1,
  });
}
