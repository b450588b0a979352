import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  stubApi,
  type TRoute,
  withQueryClient,
} from '#web/features/appointments/booking/test-support.tsx';
import { SupportMessageForm } from './support-message-form';

const SENT = 'Votre message a été envoyé\u202f! Nous vous répondrons dans les plus brefs délais.';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(source: 'public' | 'pro', routes: TRoute[]) {
  const api = stubApi(routes);
  const user = userEvent.setup();
  render(withQueryClient(<SupportMessageForm source={source} />));
  return { api, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom'), 'Maître Durand');
  await user.type(screen.getByLabelText('E-mail'), 'durand@example.com');
  await user.type(screen.getByLabelText('Téléphone (facultatif)'), '01 23 45 67 89');
  await user.type(screen.getByLabelText('Sujet'), 'Démonstration');
  await user.type(screen.getByLabelText('Message'), 'Bonjour, je souhaite une démonstration.');
}

describe('SupportMessageForm', () => {
  it('shows the required fields errors without calling the server', async () => {
    const { api, user } = setup('pro', []);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText("L'adresse e-mail est requise")).toBeInTheDocument();
    expect(screen.getByText('Le sujet est requis')).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Cabinet ou société (facultatif)')).not.toHaveAttribute('aria-required');
    expect(api.calls).toHaveLength(0);
  });

  it('confirms only once the server has stored the message, then empties the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, user } = setup('pro', [
      {
        method: 'POST',
        path: '/api/support/messages',
        handler: () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    ]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('button', { name: 'Envoi…' })).toBeDisabled();
    expect(screen.queryByText(SENT)).toBeNull();
    expect(api.calls[0]?.body).toEqual({
      source: 'pro',
      name: 'Maître Durand',
      email: 'durand@example.com',
      company: '',
      phone: '01 23 45 67 89',
      subject: 'Démonstration',
      message: 'Bonjour, je souhaite une démonstration.',
    });
    answer(json({ status: 'stored' }, 201));
    // The live region is there from the start, empty: wait for its text, not for the region.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
    expect(screen.getByLabelText('Nom')).toHaveValue('');
  });

  it('keeps what was typed and says when to retry when the server refuses (429)', async () => {
    const { user } = setup('public', [
      {
        method: 'POST',
        path: '/api/support/messages',
        handler: () =>
          json(
            {
              error: {
                code: 'TOO_MANY_ATTEMPTS',
                message:
                  'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 2 minutes.',
              },
            },
            429,
          ),
      },
    ]);
    expect(screen.getByLabelText('Société (facultatif)')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 2 minutes.',
    );
    expect(screen.queryByText(SENT)).toBeNull();
    expect(screen.getByLabelText('Nom')).toHaveValue('Maître Durand');
    expect(screen.getByLabelText('Message')).toHaveValue('Bonjour, je souhaite une démonstration.');
  });

  it("puts the server's field errors next to their fields", async () => {
    const { user } = setup('public', [
      {
        method: 'POST',
        path: '/api/support/messages',
        handler: () =>
          json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Certains champs sont invalides. Vérifiez le formulaire.',
                fieldErrors: { subject: 'Le sujet doit tenir sur une ligne' },
              },
            },
            400,
          ),
      },
    ]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Le sujet doit tenir sur une ligne')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Sujet')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Sujet')).toHaveValue('Démonstration');
  });

  it('says the message was not sent when the server is unreachable', async () => {
    const { user } = setup('public', [
      { method: 'POST', path: '/api/support/messages', handler: () => json({}, 500) },
    ]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre message n'a pas pu être envoyé. Veuillez réessayer.",
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('durand@example.com');
  });
});
