import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { PRO_MARKETING_PAGES } from '#domain/kernel/routing/page-routes.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { proMarketingRoutes } from './pro-marketing-routes';

const FACTS: TSiteFacts = {
  supportEmail: 'support@jurisrdv.test',
  emailDelivery: false,
  secureTransport: false,
  videoHost: 'meet.jit.si',
  publicProfessionalCount: 12,
  demoMode: true,
  publicCommuneCount: 3,
};

beforeEach(() => {
  stubApi([{ method: 'GET', path: '/api/site/facts', handler: () => json(FACTS) }]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderAt(path: string) {
  const router = createMemoryRouter(proMarketingRoutes, { initialEntries: [path] });
  render(withQueryClient(<RouterProvider router={router} />));
  // Pages are lazy routes: wait until the router has loaded the page's module.
  // Lazy modules can take more than a second to arrive on a busy machine.
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  return router;
}

const PAGES = PRO_MARKETING_PAGES;

describe('pro marketing routes', () => {
  it.each(PAGES)('%s renders one h1 inside <main> with the pro header and footer', async (path) => {
    await renderAt(path);
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'JurisRDV Pro' })[0]).toHaveAttribute('href', '/pro');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/pro/login');
    expect(screen.getByText(/© \d{4} JurisRDV/)).toBeInTheDocument();
    // The title is set in an effect, just after the page renders.
    await waitFor(() => expect(document.title).toMatch(/ \| JurisRDV Pro$/));
  });

  it('links the footer to every marketing and legal page', async () => {
    await renderAt('/pro');
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href): href is string => href !== null);
    for (const path of PAGES.slice(1, 13)) expect(hrefs).toContain(path);
  });

  it('opens and closes the small-screen menu', async () => {
    const user = userEvent.setup();
    await renderAt('/pro');
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu JurisRDV Pro' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says the offer is free today, with no trial, price or plan that nobody can buy', async () => {
    await renderAt('/pro');
    expect(screen.getByText('0 €')).toBeInTheDocument();
    expect(screen.queryByText(/essai/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /Annuel/ })).toBeNull();
    expect(screen.queryByText(/59 €|79 €/)).toBeNull();
  });

  it('opens the demo request in an accessible dialog', async () => {
    const user = userEvent.setup();
    await renderAt('/pro');
    await user.click(screen.getByRole('button', { name: 'En savoir plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demandez une démonstration' });
    expect(within(dialog).getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute(
      'href',
      '/pro/register',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the configured support address next to the contact form', async () => {
    await renderAt('/pro/contact');
    const details = screen.getByRole('complementary', { name: 'Nos coordonnées' });
    expect(await within(details).findByRole('link', { name: 'support@jurisrdv.test' })).toHaveAttribute(
      'href',
      'mailto:support@jurisrdv.test',
    );
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument();
    // Reply times and opening hours nobody can keep are not promised.
    expect(screen.queryByText(/2 heures|9\sh à 18\sh/)).toBeNull();
  });

  it('no longer says data never leaves the European Union, and names where video meetings run', async () => {
    await renderAt('/pro/securite');
    expect(
      await screen.findByText(
        /se déroulent sur meet\.jit\.si, service exploité par 8x8, Inc\., société établie aux États-Unis\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hors de l['’]Union|Hébergement en France|99,9/)).toBeNull();
    // Where production meetings should run is a recommendation, with what the setting does.
    expect(
      screen.getByText(/^Pour un usage en production, nous recommandons un serveur Jitsi Meet auto-hébergé/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^L’adresse du service de visioconférence est un réglage de la plateforme/),
    ).toBeInTheDocument();
  });

  it('documents only the API that exists', async () => {
    await renderAt('/pro/api');
    expect(screen.getByText('/calendar/{jeton}.ics')).toBeInTheDocument();
    expect(screen.queryByText('/api/v1/appointments')).toBeNull();
    expect(screen.queryByText(/1000 requêtes/)).toBeNull();
  });
});
