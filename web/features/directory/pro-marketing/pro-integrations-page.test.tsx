import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { ProIntegrationsPage } from './pro-integrations-page';

afterEach(() => vi.unstubAllGlobals());

const FACTS: TSiteFacts = {
  supportEmail: 'contact@jurisrdv.fr',
  emailDelivery: false,
  secureTransport: false,
  smsHost: null,
  videoHost: 'meet.jit.si',
  videoProvider: 'jitsi',
  demoBookingUrl: null,
  publicProfessionalCount: 0,
  demoMode: false,
  publicCommuneCount: 0,
};

function renderWith(availability: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/site/facts') return Response.json(FACTS);
      if (path === '/api/calendar-sync/availability') return availability;
      return Response.json(
        { error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' } },
        { status: 404 },
      );
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ProIntegrationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The status shown on an integration's card, found by its heading. */
async function statusOf(name: string): Promise<string | null | undefined> {
  const heading = await screen.findByRole('heading', { name, level: 2 });
  return heading.closest('li')?.querySelector('span.rounded-full')?.textContent;
}

describe('/pro/integrations: calendar sync', () => {
  it('says « Disponible » for exactly the services this deployment can sync', async () => {
    renderWith(Response.json({ caldav: true, google: false, microsoft: true }));
    await vi.waitFor(async () =>
      expect(await statusOf('Synchronisation CalDAV (iCloud, Nextcloud, Fastmail…)')).toBe('Disponible'),
    );
    expect(await statusOf('Synchronisation Google Agenda')).toBe('Non disponible');
    expect(await statusOf('Synchronisation Outlook (Microsoft 365)')).toBe('Disponible');
  });

  it('says « Non disponible » for all three when the availability cannot be read', async () => {
    renderWith(Response.json({ error: { code: 'INTERNAL', message: 'Erreur.' } }, { status: 500 }));
    for (const name of [
      'Synchronisation CalDAV (iCloud, Nextcloud, Fastmail…)',
      'Synchronisation Google Agenda',
      'Synchronisation Outlook (Microsoft 365)',
    ]) {
      expect(await statusOf(name)).toBe('Non disponible');
    }
    expect(screen.getAllByText(/Pas activée sur ce service/)).toHaveLength(3);
  });
});
