import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPublicReviewsResponse } from '#domain/directory/reviews/public-review-schemas.ts';
import { BookingLauncherContext } from '#web/features/appointments/booking/booking-launcher.tsx';
import { makeProfile } from '../search/test-professionals';
import { LawyerProfilePage } from './lawyer-profile-page';

// The booking dialog is loaded lazily: loaded first, so no import outlives the test environment.
beforeAll(async () => {
  await import('#web/features/appointments/booking/booking-dialog.tsx');
});

const launcher = { openBooking: vi.fn() };

const MAPTILER_URL = 'https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={token}';

/** The profile's published reviews (issue 29 §3), unless a test answers that address itself. */
const REVIEWS: TPublicReviewsResponse = {
  rating: 4.8,
  reviewCount: 127,
  sort: 'recent',
  page: 1,
  pageCount: 13,
  reviews: [
    {
      id: 7,
      rating: 5,
      text: 'Très à l’écoute.',
      reviewedOn: '2026-11-12',
      consultationOn: '2026-11-01',
      answer: { text: 'Merci pour votre retour.', answeredOn: '2026-11-13' },
    },
    { id: 6, rating: 4, text: null, reviewedOn: '2026-11-02', consultationOn: '2026-10-30', answer: null },
  ],
};

function stubFetch(respond: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const answer = respond(url);
    // A stub written for the profile answers the profile to every address: the reviews get theirs.
    if (url.includes('/reviews?') && answer.ok) {
      const body = await answer.clone().json();
      if (!('reviews' in body)) return Response.json(REVIEWS);
    }
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(entry: string | { pathname: string; search?: string; hash?: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/lawyer/:id',
        element: (
          <BookingLauncherContext.Provider value={launcher}>
            <LawyerProfilePage />
          </BookingLauncherContext.Provider>
        ),
      },
      { path: '/search', element: <h1>Résultats</h1> },
    ],
    { initialEntries: ['/search', entry], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  // Unmount first: a query started by the last interaction must not reach the real fetch.
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('LawyerProfilePage', () => {
  it('answers « Avocat introuvable » for a non-numeric id without asking the API', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    renderAt('/lawyer/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Avocat introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute('href', '/search');
    await waitFor(() => expect(document.title).toBe('Avocat introuvable | JurisRDV'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers « Avocat introuvable » when the API does not know the id', async () => {
    const fetchMock = stubFetch(() =>
      Response.json(
        { error: { code: 'NOT_FOUND', message: 'Ressource introuvable', fieldErrors: {} } },
        { status: 404 },
      ),
    );
    renderAt('/lawyer/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avocat introuvable' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/professionals/99999');
  });

  it('says a profile left the directory, with its reason, when its official directory no longer lists it', async () => {
    const reason =
      'Ce profil n’est plus référencé sur JurisRDV\u00a0: l’inscription de ce professionnel n’a pas été retrouvée dans l’annuaire officiel de sa profession.';
    stubFetch(() => Response.json({ error: { code: 'PROFILE_DELISTED', message: reason } }, { status: 404 }));
    renderAt('/lawyer/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profil retiré de l’annuaire' }),
    ).toBeInTheDocument();
    expect(screen.getByText(reason.replace('\u00a0', ' '))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profil retiré de l’annuaire | JurisRDV'));
  });

  it('shows the API message with a retry for other failures', async () => {
    stubFetch(() =>
      Response.json(
        { error: { code: 'INTERNAL', message: 'Une erreur interne est survenue.', fieldErrors: {} } },
        { status: 500 },
      ),
    );
    renderAt('/lawyer/1');
    // One automatic retry (1 s) happens first.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Une erreur interne est survenue.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the whole profile, its title and description, and the slot chosen on the results', async () => {
    const profile = makeProfile();
    stubFetch((url) =>
      url === '/api/config'
        ? Response.json({ mapTileUrl: MAPTILER_URL, mapAttribution: '© MapTiler' })
        : Response.json(profile),
    );
    renderAt({ pathname: '/lawyer/1', search: '?slot=2026-11-25T09%3A00%3A00.000Z', hash: '#horaires' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maître Sophie Martin' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Maître Sophie Martin — Droit de la famille à Paris | JurisRDV'),
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Maître Sophie Martin, avocat à Paris \(Droit de la famille\)\. Note 4,8\/5 sur 127 avis/,
    );

    const tabs = screen.getByRole('navigation', { name: 'Sections du profil' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(["L'essentiel", 'Carte', 'Présentation', 'Horaires', 'Tarifs', 'Avis', 'FAQ']);
    for (const name of ["L'essentiel", 'Carte', 'Présentation', 'Horaires', 'Tarifs', 'Avis', 'FAQ']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }

    expect(screen.getByText('Prochaine disponibilité : mardi 24 novembre à 09:00')).toBeInTheDocument();
    expect(screen.getByText('Premier paragraphe de présentation.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraphe de présentation.')).toBeInTheDocument();
    expect(screen.getByText('CAPA, EFB Paris')).toBeInTheDocument();
    expect(screen.getByText('Médiatrice familiale certifiée')).toBeInTheDocument();

    const selected = screen.getByRole('button', {
      name: 'mercredi 25 novembre 2026 à 10:00 — Cabinet, Visioconférence, Téléphone',
    });
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Créneau sélectionné\s: mercredi 25 novembre 2026 à 10:00/)).toBeInTheDocument();

    const fees = screen.getByRole('region', { name: 'Tarifs' });
    expect(
      within(fees).getByText('Première consultation').nextSibling?.textContent?.replace(/\s/g, ' '),
    ).toBe('120 €');
    expect(
      within(fees).getByText('Consultation de suivi').nextSibling?.textContent?.replace(/\s/g, ' '),
    ).toBe('100 €');
    expect(within(fees).getByText('Consultation urgente').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      '180 €',
    );
    expect(
      within(fees).getByText('Moyens de paiement : carte bancaire, chèque ou espèces'),
    ).toBeInTheDocument();
    expect(within(fees).getByText('Facilités de paiement possibles')).toBeInTheDocument();
    expect(within(fees).getByText('Aide juridictionnelle acceptée')).toBeInTheDocument();
    expect(within(fees).getByText('Assurances de protection juridique acceptées')).toBeInTheDocument();
    const jsonLd = JSON.parse(document.head.querySelector('script#profil-json-ld')?.textContent ?? '{}');
    expect(jsonLd.makesOffer).toEqual([
      { '@type': 'Offer', name: 'Première consultation', price: '120.00', priceCurrency: 'EUR' },
      { '@type': 'Offer', name: 'Consultation de suivi', price: '100.00', priceCurrency: 'EUR' },
      { '@type': 'Offer', name: 'Consultation urgente', price: '180.00', priceCurrency: 'EUR' },
    ]);

    const map = screen.getByRole('region', { name: 'Carte' });
    expect(
      await within(map).findByText(
        /^J'accepte que mon navigateur charge les fonds de carte auprès de MapTiler AG/,
      ),
    ).toBeInTheDocument();
  });

  it('lists the services set in « Ma fiche pro » under « Prestations et tarifs », only when there are some', async () => {
    stubFetch(() =>
      Response.json(
        makeProfile({
          services: [
            {
              id: 's1',
              name: 'Consultation divorce',
              price: '150 €',
              duration: '1h',
              description: 'Premier bilan',
            },
          ],
        }),
      ),
    );
    renderAt('/lawyer/1');
    const fees = await screen.findByRole('region', { name: 'Tarifs' });
    expect(within(fees).getByRole('heading', { name: 'Prestations et tarifs' })).toBeInTheDocument();
    expect(within(fees).getByText('Consultation divorce')).toBeInTheDocument();
    expect(within(fees).getByText('150 €')).toBeInTheDocument();
    expect(within(fees).getByText('Premier bilan')).toBeInTheDocument();
    cleanup();

    stubFetch(() => Response.json(makeProfile({ services: [] })));
    renderAt('/lawyer/1');
    const without = await screen.findByRole('region', { name: 'Tarifs' });
    expect(within(without).queryByRole('heading', { name: 'Prestations et tarifs' })).not.toBeInTheDocument();
  });

  it('says a professional without online booking takes none and how to reach them (issue 15 §6)', async () => {
    stubFetch(() =>
      Response.json(
        makeProfile({ acceptsOnlineBooking: false, slotDays: [], nextAvailableAt: null, nextSlots: [] }),
      ),
    );
    renderAt('/lawyer/1');
    const hours = await screen.findByRole('region', { name: 'Horaires' });
    expect(
      within(hours).getByText(
        'Maître Sophie Martin ne prend pas de rendez-vous en ligne. Contactez le cabinet :',
      ),
    ).toBeInTheDocument();
    expect(within(hours).getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:0123456789',
    );
    expect(within(hours).getByText('12 rue de Rivoli, 75004 Paris')).toBeInTheDocument();
    expect(screen.queryByText('Aucune disponibilité dans les 14 prochains jours')).not.toBeInTheDocument();
    const essential = screen.getByRole('region', { name: "L'essentiel" });
    expect(
      within(essential).getByText(
        'Maître Sophie Martin ne prend pas de rendez-vous en ligne : contactez le cabinet.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the reviews with the day of each and of its consultation, the most recent first, and another order on demand', async () => {
    const profile = makeProfile();
    const fetchMock = stubFetch((url) =>
      url.includes('/reviews?') ? Response.json(REVIEWS) : Response.json(profile),
    );
    const user = userEvent.setup();
    renderAt('/lawyer/1');
    const section = await screen.findByRole('region', { name: 'Avis' });
    const list = await within(section).findByRole('list', { name: 'Avis des clients' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Avis du 12\u00a0novembre 2026, après une consultation du 1er\u00a0novembre 2026',
      'Avis du 2\u00a0novembre 2026, après une consultation du 30\u00a0octobre 2026',
    ]);
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Note\u00a0: 5 sur 5' }),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Très à l’écoute.')).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText('Réponse du professionnel, le 13 novembre 2026'),
    ).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Note sans commentaire.')).toBeInTheDocument();
    // Next to the rating: how reviews are checked, and the page that says how they work (header and section).
    expect(
      within(section).getByText(
        /^Avis vérifiés\s: seuls les clients ayant eu une consultation terminée peuvent noter\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveLength(2);
    const order = within(section).getByRole('combobox', { name: 'Ordre des avis' });
    expect(order).toHaveValue('recent');
    expect(
      within(order)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Les plus récents', 'Les mieux notés', 'Les moins bien notés']);
    await user.selectOptions(order, 'lowest');
    await user.click(within(section).getByRole('button', { name: 'Avis suivants' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.includes('/reviews?')),
      ).toEqual([
        '/api/professionals/1/reviews?sort=recent&page=1',
        '/api/professionals/1/reviews?sort=lowest&page=1',
        '/api/professionals/1/reviews?sort=lowest&page=2',
      ]),
    );
  });

  it('opens and closes the five FAQ answers', async () => {
    const user = userEvent.setup();
    stubFetch(() => Response.json(makeProfile()));
    renderAt('/lawyer/1');
    const faq = await screen.findByRole('region', { name: 'FAQ' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    expect(within(faq).queryByText('Réponse 4')).not.toBeInTheDocument();
    await user.click(within(faq).getByRole('button', { name: 'Quels documents apporter\u202f?' }));
    expect(within(faq).getByText('Réponse 4')).toBeVisible();
  });

  it('picking a slot opens the booking flow on it, and the way back to the results stays', async () => {
    const user = userEvent.setup();
    stubFetch(() => Response.json(makeProfile()));
    launcher.openBooking.mockClear();
    renderAt({ pathname: '/lawyer/1', state: { fromSearch: true } });
    await user.click(
      await screen.findByRole('button', {
        name: 'vendredi 27 novembre 2026 à 09:30 — Cabinet, Visioconférence, Téléphone',
      }),
    );
    expect(launcher.openBooking).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ start: '2026-11-27T08:30:00.000Z' }),
    );
    await user.click(screen.getByRole('button', { name: 'Prendre rendez-vous' }));
    expect(launcher.openBooking).toHaveBeenLastCalledWith(1, undefined);

    await user.click(screen.getByRole('button', { name: 'Retour à la recherche' }));
    expect(await screen.findByRole('heading', { name: 'Résultats' })).toBeInTheDocument();
  });

  it('links the practice to the firm’s page when the lawyer belongs to a firm', async () => {
    stubFetch(() => Response.json(makeProfile({ firm: { id: 4, name: 'Cabinet Martin Avocats' } })));
    renderAt('/lawyer/1');
    const essentials = await screen.findByRole('region', { name: "L'essentiel" });
    expect(within(essentials).getByRole('link', { name: 'Cabinet Martin Avocats' })).toHaveAttribute(
      'href',
      '/cabinet/4',
    );
    expect(within(essentials).queryByText(/Cabinet Martin,/)).not.toBeInTheDocument();
  });

  it('says when the chosen slot has been taken meanwhile', async () => {
    stubFetch(() => Response.json(makeProfile()));
    renderAt('/lawyer/1?slot=2026-11-24T15%3A00%3A00.000Z');
    expect(
      await screen.findByText("Ce créneau n'est plus disponible. Choisissez un autre horaire."),
    ).toBeInTheDocument();
  });

  it('shows only the fees the professional stated: no follow-up or urgent fee, no payment terms invented', async () => {
    stubFetch(() =>
      Response.json(
        makeProfile({
          acceptsLegalAid: false,
          fees: {
            firstConsultation: { kind: 'quote' },
            followUp: null,
            urgent: null,
            legalInsuranceAccepted: false,
            paymentMeans: [],
            paymentFacilities: false,
          },
        }),
      ),
    );
    renderAt('/lawyer/1');
    const fees = await screen.findByRole('region', { name: 'Tarifs' });
    expect(within(fees).getByText('Première consultation').nextSibling).toHaveTextContent('Sur devis');
    expect(within(fees).queryByText('Consultation de suivi')).not.toBeInTheDocument();
    expect(within(fees).queryByText('Consultation urgente')).not.toBeInTheDocument();
    expect(within(fees).queryByText(/Moyens de paiement/)).not.toBeInTheDocument();
    expect(within(fees).queryByText(/Facilités de paiement/)).not.toBeInTheDocument();
    expect(within(fees).queryByText(/assurances/i)).not.toBeInTheDocument();
    expect(within(fees).getByText('Aide juridictionnelle non acceptée')).toBeInTheDocument();
    const jsonLd = JSON.parse(document.head.querySelector('script#profil-json-ld')?.textContent ?? '{}');
    expect(jsonLd.makesOffer).toEqual([
      { '@type': 'Offer', name: 'Première consultation', description: 'Sur devis' },
    ]);
    expect(jsonLd).not.toHaveProperty('paymentAccepted');
  });
});
