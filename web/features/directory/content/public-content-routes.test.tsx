import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conformityStatus, currentCounts } from '#domain/directory/accessibility/rgaa-audit.ts';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { publicContentRoutes } from './public-content-routes';

const FACTS: TSiteFacts = {
  supportEmail: 'contact@jurisrdv.fr',
  emailDelivery: true,
  secureTransport: true,
  videoHost: 'meet.jit.si',
  demoMode: false,
  publicProfessionalCount: 742,
  publicCommuneCount: 96,
};

beforeEach(() => {
  stubApi([{ method: 'GET', path: '/api/site/facts', handler: () => json(FACTS) }]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

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
  render(withQueryClient(<RouterProvider router={router} />));
  // Pages are lazy routes: wait until the router has loaded the page's module.
  // Lazy modules can take more than a second to arrive on a busy machine.
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
}

const PAGES: readonly [string, string][] = [
  ['/about', 'À propos de JurisRDV'],
  ['/how-it-works', 'Comment ça marche\u202f?'],
  ['/faq', 'Questions fréquentes'],
  ['/contact', 'Contactez-nous'],
  ['/professionals', 'Tarifs'],
  ['/legal-notice', 'Mentions légales'],
  ['/privacy-policy', 'Politique de confidentialité'],
  ['/terms-of-service', "Conditions générales d'utilisation"],
  ['/cookies', 'Politique cookies'],
  ['/terms', "Conditions d'utilisation"],
  ['/privacy', 'Confidentialité'],
  ['/accessibilite', "Déclaration d'accessibilité"],
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
    expect(screen.getByText(/«\sLa Poste – Base officielle des codes postaux\s»/)).toBeInTheDocument();
    expect(screen.getByText(/«\sIGN – ADMIN EXPRESS-COG\s»/)).toBeInTheDocument();
    expect(screen.getByText(/Etalab «\sdécoupage administratif\s»/)).toBeInTheDocument();
  });

  it('gives the configured support e-mail and a contact form on the contact page', async () => {
    await renderAt('/contact');
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'contact@jurisrdv.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@jurisrdv.fr',
    );
  });

  it('states the RGAA conformity the audit grid gives, how to report a barrier and where to appeal', async () => {
    await renderAt('/accessibilite');
    expect(
      screen.getByText(`Le site JurisRDV est ${conformityStatus(currentCounts())} au RGAA 4.1.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Résultats par thématique' })).toBeInTheDocument();
    expect(screen.getAllByRole('table', { name: /^Critères de la thématique/ })).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'page contact' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByRole('link', { name: 'contact@jurisrdv.fr' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Voies de recours' })).toBeInTheDocument();
    expect(
      screen.getByText(/Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07/),
    ).toBeInTheDocument();
  });

  it('shows only figures counted from the database on the about page', async () => {
    await renderAt('/about');
    expect(await screen.findByText('742')).toBeInTheDocument();
    expect(screen.getByText('professionnels du droit référencés')).toBeInTheDocument();
    expect(screen.queryByText(/500\+|10000\+|95%/)).toBeNull();
  });
});
