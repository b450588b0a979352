import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFirmLawyer, makeFirmPage } from '#domain/directory/firms/firm-test-data.ts';
import { FirmPage } from './firm-page';

const launcher = { openBooking: vi.fn() };

function stubFetch(respond: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => respond(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/cabinet/:id',
        element: <FirmPage onBook={launcher.openBooking} />,
      },
      { path: '/lawyer/:id', element: <h1>Profil</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  launcher.openBooking.mockReset();
  document.getElementById('profil-json-ld')?.remove();
});

describe('FirmPage', () => {
  it('shows the product’s not-found page for a word as id, without asking the API', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/cabinet/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the not-found page when the API does not know the firm', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubFetch(() =>
      Response.json(
        { error: { code: 'NOT_FOUND', message: 'Cabinet introuvable', fieldErrors: {} } },
        { status: 404 },
      ),
    );
    renderAt('/cabinet/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/firms/99999');
  });

  it('shows the firm, its lawyers linking to their profiles, its title, description and JSON-LD', async () => {
    stubFetch(() => Response.json(makeFirmPage()));
    renderAt('/cabinet/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cabinet Martin Avocats' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SELARL')).toBeInTheDocument();
    expect(screen.getByText('45 boulevard Malesherbes, 75008 Paris')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01 42 00 00 00' })).toHaveAttribute('href', 'tel:0142000000');
    await waitFor(() => expect(document.title).toBe('Cabinet Martin Avocats à Paris | JurisRDV'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Cabinet Martin Avocats à Paris\s: Maître Sophie Martin \(Droit de la famille\) et Maître Luc Fontaine/,
    );
    const jsonLd = JSON.parse(document.head.querySelector('script#profil-json-ld')?.textContent ?? '{}');
    expect(jsonLd['@type']).toBe('LegalService');
    expect(jsonLd.employee.map((person: { url: string }) => new URL(person.url).pathname)).toEqual([
      '/lawyer/1',
      '/lawyer/9',
    ]);

    const lawyers = screen.getByRole('region', { name: 'Les avocats du cabinet' });
    const cards = within(lawyers).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Maître Sophie Martin',
      'Maître Luc Fontaine',
    ]);
    expect(
      within(cards[0] as HTMLElement).getByRole('link', { name: 'Maître Sophie Martin' }),
    ).toHaveAttribute('href', '/lawyer/1');
    expect(within(cards[0] as HTMLElement).getByText('Avocate')).toBeInTheDocument();
    expect(
      within(cards[0] as HTMLElement).getByText(/^Domaines d'activité\s: Droit de la famille/),
    ).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByText('Prochaine disponibilité : lundi 23 novembre à 16:30'),
    ).toBeInTheDocument();
  });

  it('gives the first slot across the lawyers, for a domain and a mode, and books it with that lawyer', async () => {
    const user = userEvent.setup();
    stubFetch(() => Response.json(makeFirmPage()));
    renderAt('/cabinet/4');
    const first = await screen.findByRole('region', { name: 'Premier rendez-vous disponible' });
    expect(within(first).getByText('Lundi 23 novembre 2026 à 16:30')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Maître Luc Fontaine' })).toHaveAttribute(
      'href',
      '/lawyer/9',
    );
    await user.click(within(first).getByRole('button', { name: 'Réserver ce créneau' }));
    expect(launcher.openBooking).toHaveBeenLastCalledWith(9, {
      start: '2026-11-23T15:30:00.000Z',
      modes: ['visio', 'telephone'],
    });

    // Only the firm's domains are offered, from the one list.
    const domain = within(first).getByRole('combobox', { name: 'Domaine' });
    expect(
      within(domain)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les domaines', 'Droit de la famille', 'Droit pénal', 'Droit des successions']);
    await user.selectOptions(domain, 'Droit de la famille');
    expect(within(first).getByText('Mardi 24 novembre 2026 à 09:00')).toBeInTheDocument();
    await user.selectOptions(
      within(first).getByRole('combobox', { name: 'Mode de consultation' }),
      'telephone',
    );
    expect(within(first).getByText('Mardi 24 novembre 2026 à 14:00')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Réserver ce créneau' }));
    expect(launcher.openBooking).toHaveBeenLastCalledWith(1, {
      start: '2026-11-24T13:00:00.000Z',
      modes: ['telephone'],
    });
  });

  it('says when no lawyer has a slot for that choice, and who takes no booking online', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      Response.json(
        makeFirmPage({
          lawyers: [
            makeFirmLawyer(),
            makeFirmLawyer({
              id: 5,
              name: 'Maître Anne Hors-Ligne',
              specialty: 'Droit fiscal',
              specialties: ['Droit fiscal'],
              acceptsOnlineBooking: false,
              firstSlots: [],
            }),
          ],
        }),
      ),
    );
    renderAt('/cabinet/4');
    const first = await screen.findByRole('region', { name: 'Premier rendez-vous disponible' });
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Domaine' }), 'Droit fiscal');
    expect(within(first).getByText(/^Aucun créneau en ligne pour ce choix/)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Réserver ce créneau' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Ne prend pas de rendez-vous en ligne : contactez le cabinet.'),
    ).toBeInTheDocument();
  });
});
