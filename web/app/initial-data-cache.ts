import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  INITIAL_DATA_SCRIPT_ID,
  parseInitialData,
  type TInitialData,
} from '#domain/directory/seo/initial-data.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { firmQueryKey } from '../features/directory/firms/firm-api';
import { profileQueryKey } from '../features/directory/professionals/profile-api';
import { searchQueryKey } from '../features/directory/search/search-api';
import { siteFactsQueryKey } from '../shared/site/use-site-facts';

/** The API answers the server embedded in the page (server/app/web-app/page-head.ts); none on other pages. */
export function readPageInitialData(doc: Document): TInitialData {
  return parseInitialData(doc.getElementById(INITIAL_DATA_SCRIPT_ID)?.textContent);
}

/**
 * Puts those answers in the query cache under the keys the pages ask for, before the first render:
 * the profile's, the firm's or the results' first render shows them instead of a spinner and a request. The
 * search is keyed by the URL's query string as sent; the page finds it when its own (normalised)
 * query string is the same, and otherwise asks the API as before.
 */
export function seedQueryCache(queryClient: QueryClient, data: TInitialData): void {
  if (data.profile) queryClient.setQueryData(profileQueryKey(data.profile.id), data.profile);
  if (data.firm) queryClient.setQueryData(firmQueryKey(data.firm.id), data.firm);
  if (data.search) queryClient.setQueryData(searchQueryKey(data.search.queryString), data.search.response);
  if (data.siteFacts) queryClient.setQueryData(siteFactsQueryKey, data.siteFacts);
  if (data.notFound) {
    const { resource, id, code, message } = data.notFound;
    seedQueryError(
      queryClient,
      resource === 'profile' ? profileQueryKey(id) : firmQueryKey(id),
      new ApiError(code, message, 404),
    );
  }
}

/**
 * The query as if the API had just answered this error: the page draws its not-found screen at once, on the
 * server as in the browser (its hook does not ask again on mount: retryOnMount false).
 */
function seedQueryError(queryClient: QueryClient, queryKey: QueryKey, error: ApiError): void {
  queryClient.getQueryCache().build(
    queryClient,
    { queryKey },
    {
      data: undefined,
      dataUpdateCount: 0,
      dataUpdatedAt: 0,
      error,
      errorUpdateCount: 1,
      errorUpdatedAt: Date.now(),
      fetchFailureCount: 1,
      fetchFailureReason: error,
      fetchMeta: null,
      isInvalidated: false,
      status: 'error',
      fetchStatus: 'idle',
    },
  );
}
