import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqPage } from './faq-page';

function renderFaq(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/faq', element: <FaqPage /> }], { initialEntries: ['/faq'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FaqPage', () => {
  it('says it is loading while the answers wait for the site facts, and says so when they cannot come', async () => {
    renderFaq(() => Promise.reject(new TypeError('Failed to fetch')));
    // Pending through useSiteFacts' one retry (a second later).
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement…');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'Impossible de charger les questions fréquentes. Veuillez réessayer.',
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  }, 10_000);
});
