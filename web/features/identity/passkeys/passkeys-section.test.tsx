import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasskeysSection } from './passkeys-section';

const PASSKEY = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'MacBook',
  createdAt: '2030-01-15T09:30:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};

describe('PasskeysSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the passkeys, and says in French when the browser cannot make one', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/auth/pro/passkeys'
        ? Response.json({ passkeys: [PASSKEY] })
        : Response.json({ options: { challenge: 'abc' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no WebAuthn, like an old browser.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PasskeysSection />
      </QueryClientProvider>,
    );
    const item = within(await screen.findByRole('list', { name: 'Vos clés d’accès' })).getByRole('listitem');
    expect(item).toHaveTextContent('MacBook');
    expect(item).toHaveTextContent('Ajoutée le 15 janvier 2030 à 10:30');
    expect(item).toHaveTextContent('jamais utilisée');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une clé d’accès' }));
    await userEvent.type(screen.getByLabelText('Nom de la clé'), 'Téléphone');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'Un-mot-de-passe-solide-7');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la clé d’accès' }));
    expect(
      await screen.findByText('Votre navigateur ne prend pas en charge les clés d’accès.'),
    ).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
      password: 'Un-mot-de-passe-solide-7',
    });
    // What was typed stays.
    expect(screen.getByLabelText('Nom de la clé')).toHaveValue('Téléphone');
  });
});
