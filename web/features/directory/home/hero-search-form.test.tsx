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
  it('turns an everyday word into a profession and a domain, chosen with the arrows and Enter', async () => {
    const user = userEvent.setup();
    renderHome();
    const need = screen.getByRole('combobox', { name: 'Votre besoin' });
    await user.type(need, 'divorce');
    expect(need).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /^Divorce \(Avocat · Droit de la famille\)$/ })).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(need).toHaveAttribute('aria-activedescendant', expect.stringContaining('-0'));
    await user.keyboard('{Enter}');
    expect(need).toHaveValue('Divorce');
    expect(need).toHaveAttribute('aria-expanded', 'false');
    await user.type(screen.getByLabelText('Votre ville ou code postal'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('search-url')).toHaveTextContent(
      '/search?location=Lyon&specialty=Droit%20de%20la%20famille&professionalType=avocat',
    );
  });

  it('offers the notary first for a succession, chosen with the mouse', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByRole('combobox', { name: 'Votre besoin' }), 'succession');
    await user.click(screen.getByRole('option', { name: 'Succession (Notaire · Droit des successions)' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('search-url')).toHaveTextContent(
      '/search?specialty=Droit%20des%20successions&professionalType=notaire',
    );
  });

  it('searches the best match of a word typed without choosing, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderHome();
    const need = screen.getByRole('combobox', { name: 'Votre besoin' });
    await user.type(need, 'zzzz');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nous ne trouvons pas « zzzz » : choisissez une suggestion ou laissez le champ vide.',
    );
    expect(screen.queryByTestId('search-url')).toBeNull();
    await user.clear(need);
    await user.type(need, 'licenciement');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByTestId('search-url')).toHaveTextContent(
      '/search?specialty=Droit%20du%20travail&professionalType=avocat',
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
    // An empty « Témoignages » section says nobody uses the product: none is shown until real ones exist.
    expect(screen.queryByRole('heading', { name: 'Témoignages' })).toBeNull();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('says only what is true under the search: free booking, online cancellation, the counted professionals', async () => {
    renderHome();
    expect(screen.getByText('Réservation gratuite')).toBeInTheDocument();
    expect(screen.getByText("Annulation en ligne jusqu'à 24 h avant")).toBeInTheDocument();
    expect(await screen.findByText(/^1\s234 professionnels du droit référencés$/)).toBeInTheDocument();
    expect(screen.queryByText(/Paiements sécurisés|Réponse sous 24\sh|500\+/)).toBeNull();
  });
});
