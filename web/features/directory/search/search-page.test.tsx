import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSearchResponse } from '#domain/directory/professionals/search-schemas.ts';
import { BookingLauncherContext } from '#web/features/appointments/booking/booking-launcher.tsx';
import { SearchPage } from './search-page';
import { makeCard, makeSearchResponse } from './test-professionals';

// The booking dialog is loaded lazily: loaded first, so no import outlives the test environment.
beforeAll(async () => {
  await import('#web/features/appointments/booking/booking-dialog.tsx');
});

const launcher = { openBooking: vi.fn() };

function stubSearch(respond: (url: URL) => TSearchResponse | Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/config') {
      return Response.json({
        mapTileUrl: 'https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={token}',
        mapAttribution: '© MapTiler',
      });
    }
    const answer = respond(url);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSearch(path = '/search') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: (
          <BookingLauncherContext.Provider value={launcher}>
            <SearchPage />
          </BookingLauncherContext.Provider>
        ),
      },
    ],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const searchedUrls = (fetchMock: ReturnType<typeof stubSearch>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/professionals/search'));

afterEach(() => {
  // Unmount first: a query started by the last interaction must not reach the real fetch.
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('SearchPage', () => {
  it('asks the API with the URL filters and shows heading, count, ranking note and cards', async () => {
    const fetchMock = stubSearch(() =>
      makeSearchResponse({ results: [makeCard(), makeCard({ id: 2, name: 'Maître Thomas Bernard' })] }),
    );
    renderSearch('/search?location=Paris&specialty=Droit%20de%20la%20famille&professionalType=avocat');

    expect(await screen.findByRole('heading', { level: 1, name: 'Avocats à Paris' })).toBeInTheDocument();
    expect(screen.getByText('2 professionnels disponibles')).toBeInTheDocument();
    // The ranking is a Bayesian average, and says so (issue 29 §3), with the page on how reviews work.
    const note = screen.getByText(/^Résultats classés par note, puis par distance\./);
    expect(note).toHaveTextContent(
      'La note, une moyenne bayésienne, tient compte du nombre d’avis : un seul avis à 5 ne passe pas devant 127 avis à 4,8.',
    );
    expect(within(note).getByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveAttribute(
      'href',
      '/comment-fonctionnent-les-avis',
    );
    // The ranking's parameters, delisting and contesting (issue 29 §4).
    expect(within(note).getByRole('link', { name: 'Classement et référencement' })).toHaveAttribute(
      'href',
      '/classement-et-referencement',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Next to each card's rating: checked reviews, and how.
    expect(
      within(screen.getAllByRole('article')[0] as HTMLElement).getByText(
        /^Avis vérifiés\s: seuls les clients ayant eu une consultation terminée peuvent noter\./,
      ),
    ).toBeInTheDocument();
    expect(searchedUrls(fetchMock)).toEqual([
      '/api/professionals/search?location=Paris&specialty=Droit%20de%20la%20famille&professionalType=avocat',
    ]);
    await waitFor(() => expect(document.title).toBe('Avocats à Paris | JurisRDV'));
    expect(screen.getByRole('checkbox', { name: 'Avocat' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Droit de la famille' })).toBeChecked();
    expect(screen.getByLabelText('Localisation')).toHaveValue('Paris');
    expect(screen.getByText('Distance : 10 km')).toBeInTheDocument();
  });

  it('shows a firm’s card after the first of its lawyers, named by a heading that links to the firm’s page', async () => {
    stubSearch(() =>
      makeSearchResponse({
        results: [
          makeCard({ id: 1, name: 'Maître Sophie Martin' }),
          makeCard({ id: 2, name: 'Maître Thomas Bernard' }),
          makeCard({ id: 454, name: 'Maître Antoine Lambert' }),
        ],
        firms: [
          {
            id: 7,
            name: 'Cabinet Martin Avocats',
            city: 'Paris',
            logoUrl: '/api/firms/7/logo?v=2',
            lawyerIds: [1, 454],
            publicProfileCount: 2,
            allAvocats: true,
          },
        ],
      }),
    );
    renderSearch();
    const results = await screen.findByRole('list', { name: 'Résultats' });
    const cards = within(results).getAllByRole('article');
    expect(cards.map((card) => within(card).getAllByRole('heading', { level: 2 })[0]?.textContent)).toEqual([
      'Maître Sophie Martin',
      'Cabinet Martin Avocats',
      'Maître Thomas Bernard',
      'Maître Antoine Lambert',
    ]);
    const firm = screen.getByRole('article', { name: 'Cabinet Martin Avocats' });
    expect(within(firm).getByRole('link', { name: 'Cabinet Martin Avocats' })).toHaveAttribute(
      'href',
      '/cabinet/7',
    );
    expect(within(firm).getByText('2 avocats du cabinet dans cette recherche')).toBeInTheDocument();
    expect(within(firm).getByText('Paris')).toBeInTheDocument();
    expect(firm.querySelector('img')).toHaveAttribute('src', '/api/firms/7/logo?v=2');
    // The count of results is the professionals', not the cards'.
    expect(screen.getByText('3 professionnels disponibles')).toBeInTheDocument();
  });

  it('gives a firm its card beside its one lawyer of the page, saying how many it has', async () => {
    stubSearch(() =>
      makeSearchResponse({
        results: [
          makeCard({ id: 1, name: 'Maître Sophie Martin' }),
          makeCard({ id: 2, name: 'Maître Thomas Bernard' }),
        ],
        firms: [
          {
            id: 7,
            name: 'Cabinet Martin Avocats',
            city: 'Paris',
            logoUrl: null,
            lawyerIds: [1],
            publicProfileCount: 3,
            allAvocats: true,
          },
        ],
      }),
    );
    renderSearch();
    const results = await screen.findByRole('list', { name: 'Résultats' });
    const cards = within(results).getAllByRole('article');
    expect(cards.map((card) => within(card).getAllByRole('heading', { level: 2 })[0]?.textContent)).toEqual([
      'Maître Sophie Martin',
      'Cabinet Martin Avocats',
      'Maître Thomas Bernard',
    ]);
    const firm = screen.getByRole('article', { name: 'Cabinet Martin Avocats' });
    expect(within(firm).getByText('3 avocats au cabinet, dont 1 dans cette recherche')).toBeInTheDocument();
    expect(within(firm).getByRole('link', { name: 'Cabinet Martin Avocats' })).toHaveAttribute(
      'href',
      '/cabinet/7',
    );
  });

  it('uses the singular for one result', async () => {
    stubSearch(() => makeSearchResponse());
    renderSearch();
    expect(await screen.findByText('1 professionnel disponible')).toBeInTheDocument();
  });

  it('says « plus de 1 000 » when counting stopped at a thousand', async () => {
    stubSearch(() => makeSearchResponse({ total: 1000, totalIsLowerBound: true, pageCount: 100 }));
    renderSearch();
    expect(await screen.findByText('Plus de 1 000 professionnels disponibles')).toBeInTheDocument();
  });

  it('puts a ticked filter in the URL at once, back on page 1, and asks the API again', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch(() => makeSearchResponse({ total: 25, pageCount: 3, page: 2 }));
    const router = renderSearch('/search?page=2');
    await screen.findByText('25 professionnels disponibles');

    await user.click(screen.getByRole('checkbox', { name: 'Notaire' }));
    expect(router.state.location.search).toBe('?professionalType=notaire');
    await user.click(screen.getByRole('checkbox', { name: 'Visioconférence' }));
    await user.click(screen.getByRole('radio', { name: "Aujourd'hui" }));
    await user.click(screen.getByRole('checkbox', { name: "Accepte l'aide juridictionnelle" }));
    await user.click(screen.getByRole('checkbox', { name: 'Arabe' }));
    expect(router.state.location.search).toBe(
      '?professionalType=notaire&availability=today&modes=visio&languages=Arabe&legalAid=true',
    );
    await waitFor(() =>
      expect(searchedUrls(fetchMock).at(-1)).toBe(
        '/api/professionals/search?professionalType=notaire&availability=today&modes=visio&languages=Arabe&legalAid=true',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Effacer le filtre de disponibilité' }));
    expect(router.state.location.search).not.toContain('availability');

    await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    expect(router.state.location.search).toBe('');
  });

  it('waits 300 ms after typing a place before searching it', async () => {
    const user = userEvent.setup();
    stubSearch(() => makeSearchResponse());
    const router = renderSearch();
    const place = await screen.findByLabelText('Localisation');
    expect(place).toHaveValue('Paris');

    await user.clear(place);
    await user.type(place, 'Lyon');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?location=Lyon'));
    expect(place).toHaveValue('Lyon');
  });

  it('moves the distance with the keyboard and commits it shortly after', async () => {
    const user = userEvent.setup();
    stubSearch(() => makeSearchResponse());
    const router = renderSearch('/search?distance=20');
    const slider = await screen.findByRole('slider', { name: 'Distance' });
    expect(slider).toHaveAttribute('aria-valuetext', '20 km');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Distance : 22 km')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?distance=22'));
  });

  it('suggests a wider distance when nothing matches', async () => {
    const user = userEvent.setup();
    stubSearch(() => makeSearchResponse({ results: [] }));
    const router = renderSearch('/search?languages=Italien');
    expect(
      await screen.findByText('Aucun professionnel ne correspond à votre recherche.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 professionnel disponible')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Élargir à 20 km' }));
    expect(router.state.location.search).toBe('?distance=20&languages=Italien');
    expect(await screen.findByRole('button', { name: 'Élargir à 30 km' })).toBeInTheDocument();
  });

  it('offers no wider distance at 50 km', async () => {
    stubSearch(() => makeSearchResponse({ results: [], distanceKm: 50 }));
    renderSearch('/search?distance=50');
    await screen.findByText('Aucun professionnel ne correspond à votre recherche.');
    expect(screen.queryByRole('button', { name: /^Élargir/ })).not.toBeInTheDocument();
  });

  it('says when the place is unknown', async () => {
    stubSearch(() => makeSearchResponse({ place: null, results: [], heading: 'Avocats', total: 0 }));
    renderSearch('/search?location=Atlantide');
    expect(await screen.findByText('Lieu introuvable')).toBeInTheDocument();
    expect(screen.getByText(/«\sAtlantide\s»/)).toBeInTheDocument();
    // Only that: no « 0 professionnel disponible » for a place that does not exist.
    expect(screen.queryByText(/professionnel disponible/)).not.toBeInTheDocument();
  });

  it('shows the API error message', async () => {
    stubSearch(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Le lieu ne doit pas dépasser 100 caractères',
            fieldErrors: { location: 'Le lieu ne doit pas dépasser 100 caractères' },
          },
        },
        { status: 400 },
      ),
    );
    renderSearch('/search?location=Paris');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le lieu ne doit pas dépasser 100 caractères');
  });

  it('paginates with links that keep the filters', async () => {
    stubSearch((url) =>
      makeSearchResponse({ total: 25, pageCount: 3, page: Number(url.searchParams.get('page') ?? 1) }),
    );
    renderSearch('/search?modes=cabinet&page=2');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/search?modes=cabinet',
    );
    expect(within(nav).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/search?modes=cabinet&page=3',
    );
  });

  it('switches to the map view, which asks for consent then for a token', async () => {
    const user = userEvent.setup();
    stubSearch(() => makeSearchResponse());
    renderSearch();
    await screen.findByRole('article');
    const mapToggle = screen.getByRole('button', { name: 'Carte' });
    await user.click(mapToggle);
    expect(mapToggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(await screen.findByText(/auprès de MapTiler AG, société établie en Suisse/)).toBeInTheDocument();
    const consentButtons = screen.getAllByRole('button', { name: 'Afficher la carte' });
    expect(consentButtons).toHaveLength(1);
    await user.click(consentButtons[0] as HTMLElement);

    const token = screen.getByLabelText('Jeton du service de cartographie');
    expect(token).toHaveAttribute('type', 'password');
    const activate = screen.getByRole('button', { name: 'Activer la carte' });
    expect(activate).toBeDisabled();
    await user.type(token, '   ');
    expect(activate).toBeDisabled();
    await user.type(token, 'pk.test');
    expect(activate).toBeEnabled();
  });
});
