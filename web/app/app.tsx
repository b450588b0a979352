import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { HYDRATED_ATTRIBUTE } from '#domain/kernel/routing/server-rendered-pages.ts';
import type { createAppRouter } from './router';

type TAppProps = { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient };

/** The browser's app: the same providers as the server's render (web/entry-server.tsx), around the router. */
export function App({ router, queryClient }: TAppProps) {
  // After the first commit, hydration included: the page answers from now on (ADR 0075).
  useEffect(() => {
    document.getElementById('root')?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
