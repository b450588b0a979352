import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { HomePage } from './home-page';

const FACTS: TSiteFacts = {
  supportEmail: 'contact@jurisrdv.fr',
  emailDelivery: false,
  secureTransport: false,
  videoHost: 'meet.jit.si',
  publicProfessionalCount: 1234,
  demoMode: true,
  publicCommuneCount: 80,
};

beforeEach(() => {
  stubApi([{ method: 'GET', path: '/api/site/facts', handler: () => json(FACTS) }]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function SearchProbe() {
  const location = useLocation();
  return <p data-testid="search-url">{`${location.pathname}${location.search}`}</p>;
}

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/search', element: <SearchProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

describe('HomePage hero search', () => {
  it('shows the specialty only for Avocat and clears it when the type changes', async () => {
    const user = userEvent.setup();
    renderHome();
    const type = screen.getByLabelText('Type de professionnel');
    expect(screen.queryByLabelText('Spécialité')).not.toBeInTheDocument();

    await user.selectOptions(type, 'avocat');
    await user.selectOptions(screen.getByLabelText('Spécialité'), 'Droit pénal');
    await user.selectOptions(type, 'notaire');
    expect(screen.queryByLabelText('Spécialité')).not.toBeInTheDocument();

    await user.selectOptions(type, 'avocat');
    expect(screen.getByLabelText('Spécialité')).toHaveValue('');
  });

  it('navigates to /search with only the filled values', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.selectOptions(screen.getByLabelText('Type de professionnel'), 'avocat');
    await user.selectOptions(screen.getByLabelText('Spécialité'), 'Droit de la famille');
    await user.type(screen.getByLabelText('Votre ville ou code postal'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('search-url')).toHaveTextContent(
      '/search?location=Paris&specialty=Droit%20de%20la%20famille&professionalType=avocat',
    );
  });

  it('sends no parameter when nothing is filled', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('search-url')).toHaveTextContent(/^\/search$/);
  });

  it('has one h1, the three steps, and no invented testimonial', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const step of ['Recherchez', 'Réservez', 'Consultez']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.queryAllByRole('img', { name: /sur 5$/ })).toHaveLength(0);
    expect(
      screen.getByText("Aucun témoignage n'est publié pour le moment.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('says only what is true under the search: free booking, online cancellation, the counted professionals', async () => {
    renderHome();
    expect(screen.getByText('Réservation gratuite')).toBeInTheDocument();
    expect(screen.getByText("Annulation en ligne jusqu'à 24h avant")).toBeInTheDocument();
    expect(await screen.findByText(/^1\s234 professionnels du droit référencés$/)).toBeInTheDocument();
    expect(screen.queryByText(/Paiements sécurisés|Réponse sous 24h|500\+/)).toBeNull();
  });
});
