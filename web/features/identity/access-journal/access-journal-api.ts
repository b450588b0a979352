import { useInfiniteQuery } from '@tanstack/react-query';
import {
  journalSearchParams,
  type TAccessJournalFilters,
  type TAccessJournalResponse,
} from '#domain/identity/access-journal/access-journal-schemas.ts';
import { apiGet } from '#web/shared/api/http.ts';

export const ACCESS_JOURNAL_PAGE_SIZE = 50;

/** « Journal d'accès », latest first, fifty lines at a time, for the filters of the page's address. */
export function useAccessJournal(filters: TAccessJournalFilters) {
  const search = journalSearchParams(filters).toString();
  return useInfiniteQuery({
    queryKey: ['pro', 'access-journal', search],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(search);
      params.set('limit', String(ACCESS_JOURNAL_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<TAccessJournalResponse>(`/api/pro/access-journal?${params.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The CSV of the same filters (every line, not only the pages shown). */
export function accessJournalCsvHref(filters: TAccessJournalFilters): string {
  const search = journalSearchParams(filters).toString();
  return `/api/pro/access-journal/export.csv${search ? `?${search}` : ''}`;
}
