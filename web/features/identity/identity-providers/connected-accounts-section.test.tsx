import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_SIGN_IN_METHOD_MESSAGE } from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import { ConnectedAccountsSection } from './connected-accounts-section';

const LINKS = {
  links: [
    {
      id: '0b5c2d1e-0000-4000-8000-000000000001',
      provider: 'google',
      email: 'jeanne@example.com',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  hasPassword: false,
};

function renderSection(fetchMock: (url: string, init?: RequestInit) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) =>
      url === '/api/auth/identity-providers'
        ? Response.json({ providers: ['google', 'linkedin'] })
        : fetchMock(url, init),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/dashboard?onglet=profil']}>
        <ConnectedAccountsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ConnectedAccountsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the linked provider and says why the only way to sign in cannot be unlinked', async () => {
    renderSection((_url, init) =>
      init?.method === 'DELETE'
        ? Response.json(
            { error: { code: 'INVALID_STATE', message: LAST_SIGN_IN_METHOD_MESSAGE } },
            { status: 409 },
          )
        : Response.json(LINKS),
    );
    expect(await screen.findByRole('heading', { name: 'Comptes connectés' })).toBeVisible();
    expect(screen.getByText('jeanne@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dissocier Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_SIGN_IN_METHOD_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Définir un mot de passe' })).toBeVisible();
    // Google is linked already; LinkedIn can be.
    expect(screen.getByRole('link', { name: 'Associer LinkedIn' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/linkedin/start?link=1',
    );
    expect(screen.queryByRole('link', { name: 'Associer Google' })).toBeNull();
  });

  it('checks that the two passwords match before sending', async () => {
    const fetchMock = vi.fn((_url: string) => Response.json(LINKS));
    renderSection(fetchMock);
    await userEvent.type(await screen.findByLabelText('Nouveau mot de passe'), 'Une-phrase-solide-42');
    await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'Autre-chose-42');
    await userEvent.click(screen.getByRole('button', { name: 'Définir le mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('/password/set'))).toBe(true);
  });
});
