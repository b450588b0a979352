import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type {
  TCalendarConnection,
  TCalendarConnectionsResponse,
} from '#domain/agenda/calendar-sync/calendar-connection-schemas.ts';

export type TRecordedCall = { method: string; path: string; body: unknown };
type THandler = (call: TRecordedCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A fetch stub answering by method and path (unknown calls: 404); every call is recorded. */
export function stubCalendarApi(routes: Record<string, THandler>) {
  const calls: TRecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const method = init?.method ?? 'GET';
      const call = {
        method,
        path,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const handler = routes[`${method} ${path}`];
      return handler
        ? handler(call)
        : json({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } }, 404);
    }),
  );
  return calls;
}

export function caldavConnection(overrides: Partial<TCalendarConnection> = {}): TCalendarConnection {
  return {
    id: 3,
    provider: 'caldav',
    label: 'sophie — dav.exemple.fr',
    serverUrl: 'https://dav.exemple.fr/',
    status: 'active',
    lastSuccessAt: '2026-03-12T13:05:00.000Z',
    lastError: null,
    alert: false,
    calendars: [
      {
        id: 11,
        name: 'Cabinet',
        colour: '#2563eb',
        writable: true,
        blocksSlots: false,
        receivesAppointments: false,
        titleShowsClient: false,
        lastSyncedAt: '2026-03-12T13:05:00.000Z',
        lastError: null,
      },
      {
        id: 12,
        name: 'Jours fériés',
        colour: null,
        writable: false,
        blocksSlots: true,
        receivesAppointments: false,
        titleShowsClient: false,
        lastSyncedAt: null,
        lastError: 'Le serveur ne répond pas.',
      },
    ],
    ...overrides,
  };
}

export function connectionsAnswer(
  connections: TCalendarConnection[],
  available: Partial<TCalendarConnectionsResponse['available']> = {},
): TCalendarConnectionsResponse {
  return { available: { caldav: true, google: false, microsoft: false, ...available }, connections };
}

/** Renders `element` at `path` of the workspace, with a fresh query client (no retries). */
export function renderAt(element: ReactNode, path = '/pro/dashboard/agendas') {
  const router = createMemoryRouter(
    [
      { path: '/pro/dashboard/agendas', element },
      { path: '/pro/dashboard', element },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}
