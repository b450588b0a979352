import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { normalizeText, pageSentenceEntries, type TPageSentence } from './page-text';
import { appRoutes } from './router';

/** Renders a page of the app as a visitor sees it (layouts included) and reads its sentences. */
const MAP_CONFIG = {
  mapTileUrl: 'https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={token}',
  mapAttribution: '© MapTiler © Contributeurs OpenStreetMap',
};

/** What a deployment can sync (GET /api/calendar-sync/availability): issue 28 §5. */
export type TCalendarSyncFacts = { caldav: boolean; google: boolean; microsoft: boolean };
const NO_CALENDAR_SYNC: TCalendarSyncFacts = { caldav: false, google: false, microsoft: false };

function stubApi(facts: TSiteFacts, calendarSync: TCalendarSyncFacts) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/site/facts') return Response.json(facts);
      if (path === '/api/config') return Response.json(MAP_CONFIG);
      if (path === '/api/calendar-sync/availability') return Response.json(calendarSync);
      if (/^\/api\/auth\/\w+\/session$/.test(path)) return Response.json({ user: null });
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } },
        { status: 404 },
      );
    }),
  );
}

/** Texts a page shows only after an action: opened dialogs. */
const INTERACTIONS: Partial<Record<string, readonly string[]>> = {
  '/pro': ['En savoir plus'],
};

export async function pageSentencesOf(
  path: string,
  facts: TSiteFacts,
  calendarSync: TCalendarSyncFacts = NO_CALENDAR_SYNC,
): Promise<TPageSentence[]> {
  stubApi(facts, calendarSync);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // Lazy modules can take more than a second to arrive on a busy machine.
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  // Both layouts read the site facts; wait for them and every other query, then for React to render.
  await waitFor(() => expect(queryClient.getQueryState(['site', 'facts'])?.status).toBe('success'), {
    timeout: 10_000,
  });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000 });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const sentences = [...pageSentenceEntries(document.body)];
  for (const button of INTERACTIONS[path] ?? []) {
    await userEvent.click(screen.getByRole('button', { name: button }));
    await screen.findByRole('dialog');
    for (const dialog of screen.getAllByRole('dialog')) sentences.push(...pageSentenceEntries(dialog));
  }
  await waitFor(() => expect(document.title).not.toBe(''));
  // The tab title, without the site name every page appends.
  // No-break spaces made plain, like every other sentence (« Comment ça marche ? »).
  sentences.push({
    sentence: normalizeText(document.title.replace(/ \| JurisRDV( Pro)?$/, '')),
    tag: 'TITLE',
  });
  await act(() => router.dispose());
  cleanup();
  vi.unstubAllGlobals();
  return sentences;
}
