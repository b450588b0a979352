import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { readPageInitialData, seedQueryCache } from './initial-data-cache';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
    seedQueryCache(client, readPageInitialData(document));
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
