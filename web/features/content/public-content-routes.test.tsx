import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicContentRoutes } from './public-content-routes';

async function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: publicContentRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  // Pages are lazy routes: wait until the router has loaded the page's module.
  await screen.findAllByRole('heading', { level: 1 });
}

const PAGES: readonly [string, string][] = [
  ['/about', 'À propos de JurisRDV'],
  ['/how-it-works', 'Comment ça marche ?'],
  ['/faq', 'Questions fréquentes'],
  ['/contact', 'Contactez-nous'],
  ['/professionals', 'Tarifs'],
  ['/legal-notice', 'Mentions légales'],
  ['/privacy-policy', 'Politique de confidentialité'],
  ['/terms-of-service', "Conditions générales d'utilisation"],
  ['/cookies', 'Politique cookies'],
  ['/terms', "Conditions d'utilisation"],
  ['/privacy', 'Confidentialité'],
  ['/family-law', 'Droit de la famille'],
  ['/criminal-law', 'Droit pénal'],
  ['/real-estate-law', 'Droit immobilier'],
  ['/labor-law', 'Droit du travail'],
  ['/business-law', 'Droit des affaires'],
  ['/tax-law', 'Droit fiscal'],
];

describe('public content routes', () => {
  it.each(PAGES)('%s shows its title as the only h1 and in the tab', async (path, title) => {
    await renderAt(path);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(title);
    // The title is set in an effect, just after the page renders.
    await waitFor(() => expect(document.title).toBe(`${title} | JurisRDV`));
  });

  it('links a specialty page to the matching search', async () => {
    await renderAt('/family-law');
    expect(screen.getByRole('link', { name: 'Voir les avocats disponibles' })).toHaveAttribute(
      'href',
      '/search?professionalType=avocat&specialty=Droit%20de%20la%20famille',
    );
  });

  it('credits the geographic data sources in the legal notice', async () => {
    await renderAt('/legal-notice');
    expect(screen.getByRole('heading', { name: 'Données géographiques' })).toBeInTheDocument();
    expect(screen.getByText(/« La Poste – Base officielle des codes postaux »/)).toBeInTheDocument();
    expect(screen.getByText(/« IGN – ADMIN EXPRESS-COG »/)).toBeInTheDocument();
    expect(screen.getByText(/Etalab « découpage administratif »/)).toBeInTheDocument();
  });

  it('gives the support e-mail on the contact page', async () => {
    await renderAt('/contact');
    expect(screen.getByRole('link', { name: 'contact@jurisrdv.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@jurisrdv.fr',
    );
  });
});
