import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { foldCardSlots } from '#domain/directory/professionals/card-slots.ts';
import { BookingLauncherContext } from '#web/features/appointments/booking/booking-launcher.tsx';
import { ProfessionalCard } from './professional-card';
import { daySlots, makeCard, makeProfile } from './test-professionals';

// The launcher loads the booking dialog lazily, on hover or click: loaded here first, so that no import is still
// running when the test environment is torn down (it was, once the dialog grew, and failed the run).
beforeAll(async () => {
  await import('#web/features/appointments/booking/booking-dialog.tsx');
});

function ProfileProbe() {
  const location = useLocation();
  return (
    <p data-testid="profile-url">{`${location.pathname}${location.search}${location.hash}|${JSON.stringify(location.state)}`}</p>
  );
}

const launcher = { openBooking: vi.fn() };

/** The profile endpoint, which « Voir plus d'horaire » reads; every other URL is a failure of the test. */
function stubProfileFetch(status = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) !== '/api/professionals/1') throw new Error(`unexpected fetch ${String(input)}`);
    return new Response(
      JSON.stringify(status === 200 ? makeProfile() : { error: { code: 'X', message: 'x' } }),
      {
        status,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(card = makeCard()) {
  launcher.openBooking.mockClear();
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: (
          <BookingLauncherContext.Provider value={launcher}>
            <ProfessionalCard professional={card} />
          </BookingLauncherContext.Provider>
        ),
      },
      { path: '/lawyer/:id', element: <ProfileProbe /> },
    ],
    { initialEntries: ['/search'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: card.name });
}

/** Slot buttons are the ones named with a full date. */
const slotButtons = (scope: HTMLElement) =>
  within(scope).queryAllByRole('button', { name: /^\p{L}+ \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}/u });

describe('ProfessionalCard', () => {
  it('shows the identity, rating, truncated description and practical details', () => {
    const card = renderCard();
    expect(within(card).getByRole('link', { name: 'Maître Sophie Martin' })).toHaveAttribute(
      'href',
      '/lawyer/1',
    );
    expect(within(card).getByText('Avocate')).toBeInTheDocument();
    expect(within(card).getByText(/^Domaines d'activité\s: Droit de la famille/)).toBeInTheDocument();
    expect(within(card).getByText("15 ans d'expérience")).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Note 4,8 sur 5, 127 avis' })).toHaveTextContent(
      '4,8(127 avis)',
    );
    expect(within(card).getByText(/^Avocate en droit.*…$/).textContent?.length).toBeLessThanOrEqual(121);
    expect(within(card).getByText(/12 rue de Rivoli, 75004 Paris/)).toBeInTheDocument();
    expect(within(card).getByText('Français, Anglais')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:0123456789',
    );
    const modes = within(card).getByRole('list', { name: 'Modes de consultation' });
    expect(
      within(modes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cabinet', 'Visioconférence', 'Téléphone']);
  });

  it('says an avocat’s bar and « Domaines d’activité », nothing about a bar not given, and a notaire’s own wording (issue 29 §2)', () => {
    const withBar = renderCard(
      makeCard({ barAssociation: 'Paris', specialties: ['Droit de la famille', 'Droit des successions'] }),
    );
    expect(within(withBar).getByText('Avocate au barreau de Paris')).toBeInTheDocument();
    expect(
      within(withBar).getByText("Domaines d'activité : Droit de la famille, Droit des successions"),
    ).toBeInTheDocument();
    expect(within(withBar).queryByText(/spécialis/i)).toBeNull();
    cleanup();
    const withoutBar = renderCard(makeCard({ barAssociation: null }));
    expect(within(withoutBar).getByText('Avocate')).toBeInTheDocument();
    expect(within(withoutBar).queryByText(/barreau/)).toBeNull();
    cleanup();
    const notary = renderCard(
      makeCard({
        professionalType: 'notaire',
        title: 'Notaire',
        barAssociation: null,
        specialty: 'Droit de la famille et successions',
      }),
    );
    expect(within(notary).getByText('Droit de la famille et successions')).toBeInTheDocument();
    expect(within(notary).queryByText(/Domaines d'activité/)).toBeNull();
  });

  it('shows the first-consultation fee and legal aid the professional entered, and nothing else', () => {
    const card = renderCard();
    expect(
      within(card)
        .getByText(/^Première consultation\s:/)
        .textContent?.replace(/\s/g, ' '),
    ).toBe('Première consultation : 120 € · Aide juridictionnelle acceptée');
    const free = renderCard(
      makeCard({
        id: 2,
        name: 'Maître Jean Libre',
        acceptsLegalAid: false,
        fees: {
          firstConsultation: { kind: 'free' },
          followUp: null,
          urgent: null,
          legalInsuranceAccepted: false,
          paymentMeans: [],
          paymentFacilities: false,
        },
      }),
    );
    expect(within(free).getByText(/^Première consultation\s:/)).toHaveTextContent(
      'Première consultation : Gratuite',
    );
    const unknown = renderCard(makeCard({ id: 3, name: 'Maître Sans Tarif', fees: null }));
    expect(within(unknown).queryByText(/Première consultation/)).not.toBeInTheDocument();
    expect(within(unknown).queryByText(/Aide juridictionnelle/)).not.toBeInTheDocument();
  });

  it('says a professional without online booking takes none, with the phone and the address (issue 15 §6)', () => {
    const card = renderCard(makeCard({ acceptsOnlineBooking: false, nextSlots: [], hasMoreSlots: false }));
    expect(
      within(card).getByText(
        'Maître Sophie Martin ne prend pas de rendez-vous en ligne. Contactez le cabinet :',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).queryByText('Aucune disponibilité dans les 14 prochains jours'),
    ).not.toBeInTheDocument();
    const phones = within(card).getAllByRole('link', { name: '01 23 45 67 89' });
    expect(phones.every((link) => link.getAttribute('href') === 'tel:0123456789')).toBe(true);
    expect(within(card).getAllByText('12 rue de Rivoli, 75004 Paris').length).toBeGreaterThan(0);
  });

  it('says next to the rating that reviews are checked and how, with the page of their rules', () => {
    const card = renderCard(makeCard({ rating: 4.8, reviewCount: 127 }));
    expect(within(card).getByRole('img', { name: 'Note 4,8 sur 5, 127 avis' })).toBeInTheDocument();
    expect(
      within(card).getByText(
        /^Avis vérifiés\s: seuls les clients ayant eu une consultation terminée peuvent noter\./,
      ),
    ).toBeInTheDocument();
    // One link beside the rating, not two: each is a stop for the keyboard on every card (the name opens the
    // profile, whose « Avis » tab lists them).
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/lawyer/1', '/comment-fonctionnent-les-avis', 'tel:0123456789']);
    expect(within(card).getByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveAttribute(
      'href',
      '/comment-fonctionnent-les-avis',
    );
  });

  it('shows no stars while no review is published (the API sends no rating)', () => {
    const card = renderCard(makeCard({ rating: null, reviewCount: null }));
    expect(within(card).queryByRole('img', { name: /sur 5/ })).toBeNull();
    expect(within(card).queryByText(/avis/)).toBeNull();
  });

  it('hides the experience when unknown', () => {
    const card = renderCard(makeCard({ experienceYears: null }));
    expect(within(card).queryByText(/d'expérience/)).not.toBeInTheDocument();
  });

  it('shows 4 days with at most 3 times each and a « … » marker for the other times', () => {
    const card = renderCard();
    expect(within(card).getByText('mar. 24 nov.')).toBeInTheDocument();
    expect(within(card).getByText('ven. 27 nov.')).toBeInTheDocument();
    expect(within(card).queryByText('lun. 30 nov.')).not.toBeInTheDocument();
    // 3 + 3 + 3 + 2 times.
    expect(slotButtons(card)).toHaveLength(11);
    expect(
      within(card).getByRole('button', {
        name: 'mardi 24 novembre 2026 à 09:30 — Cabinet, Visioconférence, Téléphone',
      }),
    ).toHaveTextContent('09:30');
    expect(within(card).getByLabelText('et 2 autres horaires')).toHaveTextContent('…');
    expect(within(card).getByLabelText('et 1 autre horaire')).toBeInTheDocument();
  });

  it('« Voir plus d’horaire » reads every time of the other days from the profile, then folds back', async () => {
    const user = userEvent.setup();
    const fetchMock = stubProfileFetch();
    const card = renderCard();
    // The search answer carried only what the folded card shows.
    expect(fetchMock).not.toHaveBeenCalled();
    const more = within(card).getByRole('button', { name: "Voir plus d'horaires" });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(await within(card).findByText('lun. 30 nov.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(slotButtons(card)).toHaveLength(5 + 3 + 4 + 2 + 6);
    expect(within(card).getByText('lun. 30 nov.')).toBeInTheDocument();
    expect(within(card).queryByLabelText(/autres? horaires?/)).not.toBeInTheDocument();
    const less = within(card).getByRole('button', { name: "Voir moins d'horaires" });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(slotButtons(card)).toHaveLength(11);
  });

  it('keeps the folded times and says so when the other times cannot be read', async () => {
    const user = userEvent.setup();
    // The profile stopped being public meanwhile (a 404 is not retried).
    stubProfileFetch(404);
    const card = renderCard();
    await user.click(within(card).getByRole('button', { name: "Voir plus d'horaires" }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Impossible de charger les autres horaires. Veuillez réessayer.',
    );
    expect(slotButtons(card)).toHaveLength(11);
  });

  it('offers no « Voir plus » when everything is already shown', () => {
    const card = renderCard(makeCard(foldCardSlots([daySlots('2026-11-24', 2), daySlots('2026-11-25', 3)])));
    expect(within(card).queryByRole('button', { name: "Voir plus d'horaires" })).not.toBeInTheDocument();
  });

  it('says so when there is no slot', () => {
    const card = renderCard(makeCard(foldCardSlots([])));
    expect(within(card).getByText('Aucune disponibilité dans les 14 prochains jours')).toBeInTheDocument();
  });

  it('opens the booking flow on the slot when a time is clicked', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    await user.click(
      within(card).getByRole('button', {
        name: 'mercredi 25 novembre 2026 à 10:00 — Cabinet, Visioconférence, Téléphone',
      }),
    );
    expect(launcher.openBooking).toHaveBeenCalledWith(1, {
      start: '2026-11-25T09:00:00.000Z',
      time: '10:00',
      modes: ['cabinet', 'visio', 'telephone'],
    });
  });

  it('« Prendre RDV » opens the booking flow', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    await user.click(within(card).getByRole('button', { name: /^Prendre RDV/ }));
    expect(launcher.openBooking).toHaveBeenCalledWith(1);
  });
});
