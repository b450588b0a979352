import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityProviderButtons } from './identity-provider-buttons';

function renderButtons(providers: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ providers })),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <IdentityProviderButtons returnTo="/lawyer/3?reprise=abc" />
    </QueryClientProvider>,
  );
}

describe('IdentityProviderButtons', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a button per configured provider, going to the server with the return path', async () => {
    renderButtons(['google', 'franceconnect']);
    const google = await screen.findByRole('link', { name: 'Continuer avec Google' });
    expect(google).toHaveAttribute(
      'href',
      '/api/auth/oidc/google/start?returnTo=%2Flawyer%2F3%3Freprise%3Dabc',
    );
    expect(screen.getByRole('link', { name: "S'identifier avec FranceConnect" })).toHaveAttribute(
      'href',
      '/api/auth/oidc/franceconnect/start?returnTo=%2Flawyer%2F3%3Freprise%3Dabc',
    );
    expect(screen.getByRole('link', { name: "Qu'est-ce que FranceConnect\u202f?" })).toHaveAttribute(
      'href',
      'https://franceconnect.gouv.fr/',
    );
    expect(screen.queryByRole('link', { name: /LinkedIn/u })).toBeNull();
  });

  it('shows nothing when no provider is configured', async () => {
    const { container } = renderButtons([]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
