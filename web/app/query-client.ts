import { QueryClient } from '@tanstack/react-query';
import type { TInitialData } from '#domain/directory/seo/initial-data.ts';
import { seedQueryCache } from './initial-data-cache';

/**
 * The app's query cache, holding before the first render the API answers the server put in the page:
 * the server renders from the same cache as the browser hydrates from, so both draw the same first screen.
 */
export function createAppQueryClient(initialData: TInitialData): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  seedQueryCache(client, initialData);
  return client;
}
