import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { proMarketingRoutes } from './pro-marketing-routes';

async function renderAt(path: string) {
  const router = createMemoryRouter(proMarketingRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  // Pages are lazy routes: wait until the router has loaded the page's module.
  await screen.findAllByRole('heading', { level: 1 });
  return router;
}

const PAGES = [
  '/pro',
  '/pro/fonctionnalites',
  '/pro/tarifs',
  '/pro/securite',
  '/pro/integrations',
  '/pro/contact',
  '/pro/centre-aide',
  '/pro/formation',
  '/pro/api',
  '/pro/cgu',
  '/pro/confidentialite',
  '/pro/mentions-legales',
  '/pro/rgpd',
  '/pro/terms',
  '/pro/privacy',
] as const;

describe('pro marketing routes', () => {
  it.each(PAGES)('%s renders one h1 inside <main> with the pro header and footer', async (path) => {
    await renderAt(path);
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'JurisRDV Pro' })[0]).toHaveAttribute('href', '/pro');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/pro/login');
    expect(screen.getByText(/© 2025 JurisRDV/)).toBeInTheDocument();
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

  it('switches the landing price between annual (default) and monthly billing', async () => {
    const user = userEvent.setup();
    await renderAt('/pro');
    expect(screen.getByRole('button', { name: /Annuel/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('59 €')).toBeInTheDocument();
    expect(screen.getByText(/708 € par an au lieu de 948 €/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mensuel' }));
    expect(screen.getByText('79 €')).toBeInTheDocument();
    expect(screen.getByText('facturé mensuellement')).toBeInTheDocument();
  });

  it('opens the demo presentation in an accessible dialog', async () => {
    const user = userEvent.setup();
    await renderAt('/pro');
    await user.click(screen.getByRole('button', { name: 'En savoir plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Découvrez JurisRDV Pro' });
    expect(within(dialog).getByRole('link', { name: "Commencer l'essai gratuit" })).toHaveAttribute(
      'href',
      '/pro/register',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('validates the contact form then confirms the message', async () => {
    const user = userEvent.setup();
    await renderAt('/pro/contact');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText("L'adresse email est requise")).toBeInTheDocument();
    expect(screen.getByText('Le sujet est requis')).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.type(screen.getByLabelText('Nom'), 'Maître Durand');
    await user.type(screen.getByLabelText('Email'), 'durand@example.com');
    await user.type(screen.getByLabelText('Sujet'), 'Démonstration');
    await user.type(screen.getByLabelText('Message'), 'Bonjour, je souhaite une démonstration.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre message a été envoyé ! Nous vous répondrons dans les plus brefs délais.',
    );
    expect(screen.getByLabelText('Nom')).toHaveValue('');
  });
});
