import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import {
  json,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { DemoDialog } from './demo-dialog';

const FACTS: TSiteFacts = {
  supportEmail: 'contact@jurisrdv.fr',
  emailDelivery: true,
  secureTransport: true,
  smsHost: null,
  videoHost: 'meet.jit.si',
  videoProvider: 'jitsi',
  demoBookingUrl: null,
  publicProfessionalCount: 0,
  demoMode: true,
  publicCommuneCount: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(facts: Partial<TSiteFacts>, routes: TRoute[] = []) {
  const api = stubApi([
    ...routes,
    { method: 'GET', path: '/api/site/facts', handler: () => json({ ...FACTS, ...facts }) },
  ]);
  const router = createMemoryRouter([{ path: '/pro', element: <DemoDialog /> }], {
    initialEntries: ['/pro'],
  });
  const user = userEvent.setup();
  render(withQueryClient(<RouterProvider router={router} />));
  return { api, user };
}

describe('DemoDialog', () => {
  it('embeds the scheduling page when DEMO_BOOKING_URL is set', async () => {
    const url = 'https://calendly.com/jurisrdv/demo';
    const { user } = setup({ demoBookingUrl: url });
    await user.click(screen.getByRole('button', { name: 'En savoir plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réservez une démonstration' });
    const embedded = await within(dialog).findByTitle('Réserver une démonstration de JurisRDV Pro');
    expect(embedded.tagName).toBe('IFRAME');
    expect(embedded).toHaveAttribute('src', url);
    expect(embedded.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(within(dialog).getByRole('link', { name: /Ouvrir la page de réservation/ })).toHaveAttribute(
      'href',
      url,
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('otherwise asks for a demonstration, with field errors in French, and sends it', async () => {
    const { api, user } = setup({ demoBookingUrl: null }, [
      {
        method: 'POST',
        path: '/api/support/demo-requests',
        handler: () => json({ status: 'stored' }, 201),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'En savoir plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demandez une démonstration' });
    expect(within(dialog).queryByTitle(/Réserver une démonstration/)).toBeNull();
    expect(within(dialog).getByText(/vous acceptez que JurisRDV utilise ces coordonnées/)).toHaveTextContent(
      /conservées 1 an après leur réception, puis effacées\.$/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Demander une démonstration' }));
    expect(await within(dialog).findByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le cabinet est requis')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      "L'adresse e-mail est requise",
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Maître Claire Fontaine');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cabinet' }), 'Fontaine Avocats');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'claire@fontaine-avocats.fr');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (facultatif)' }), 'Nous sommes 4.');
    await user.click(within(dialog).getByRole('button', { name: 'Demander une démonstration' }));
    expect(
      await within(dialog).findByText(
        'Votre demande de démonstration a été envoyée. Notre équipe vous recontactera pour convenir d’un rendez-vous.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Maître Claire Fontaine',
      firm: 'Fontaine Avocats',
      email: 'claire@fontaine-avocats.fr',
      phone: null,
      message: 'Nous sommes 4.',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveValue('');
  });

  it('keeps what was typed and shows the server’s field errors and refusals', async () => {
    let attempt = 0;
    const { user } = setup({ demoBookingUrl: null }, [
      {
        method: 'POST',
        path: '/api/support/demo-requests',
        handler: () => {
          attempt += 1;
          return attempt === 1
            ? json(
                {
                  error: {
                    code: 'VALIDATION_FAILED',
                    message: 'Certains champs sont invalides.',
                    fieldErrors: { firm: 'Le cabinet doit tenir sur une ligne' },
                  },
                },
                400,
              )
            : json(
                {
                  error: {
                    code: 'TOO_MANY_ATTEMPTS',
                    message:
                      'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 1 minute.',
                  },
                },
                429,
              );
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'En savoir plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demandez une démonstration' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Claire Fontaine');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cabinet' }), 'Fontaine');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'claire@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Demander une démonstration' }));
    expect(await within(dialog).findByText('Le cabinet doit tenir sur une ligne')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Cabinet' })).toHaveValue('Fontaine');
    await user.click(within(dialog).getByRole('button', { name: 'Demander une démonstration' }));
    await waitFor(() =>
      expect(within(dialog).getByText(/Veuillez réessayer dans 1 minute\./)).toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveValue('Claire Fontaine');
  });
});
