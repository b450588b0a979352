import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tooManyAttemptsMessage } from '#domain/kernel/text/retry-wait.ts';
import { ProRegisterPage } from '../pro-auth/pro-register-page';
import { ClientRegisterPage } from './client-register-page';

const PASSWORD = 'Une-phrase-longue-42';
const REFUSED = tooManyAttemptsMessage('registration', 42 * 60_000);

/** The API as a server past its registration limit answers (ADR 0040); no identity provider configured. */
function stubRateLimitedApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/register')) {
        return Response.json(
          { error: { code: 'TOO_MANY_ATTEMPTS', message: REFUSED } },
          { status: 429, headers: { 'retry-after': '2520' } },
        );
      }
      if (url.startsWith('/api/auth/identity-providers')) return Response.json({ providers: [] });
      return Response.json({ user: null });
    }),
  );
}

function renderPage(page: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a registration refused by the per-address limit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the wait in the red box of /register and keeps what was typed', async () => {
    expect(REFUSED).toBe('Trop de comptes créés depuis votre réseau. Réessayez dans 42 minutes.');
    stubRateLimitedApi();
    renderPage(<ClientRegisterPage />);
    await userEvent.type(screen.getByLabelText('Prénom'), 'Élodie');
    await userEvent.type(screen.getByLabelText('Nom', { exact: true }), 'Garnier');
    await userEvent.type(screen.getByLabelText('E-mail'), 'elodie.garnier@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: true }), PASSWORD);
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByLabelText('E-mail')).toHaveValue('elodie.garnier@example.com');
    expect(screen.getByLabelText('Mot de passe', { exact: true })).toHaveValue(PASSWORD);
  });

  it('shows the wait in the red box of /pro/register', async () => {
    stubRateLimitedApi();
    renderPage(<ProRegisterPage />);
    await userEvent.click(screen.getByRole('radio', { name: 'Avocat' }));
    await userEvent.selectOptions(screen.getByLabelText('Titre'), 'Avocat');
    await userEvent.type(screen.getByLabelText('Prénom'), 'Julien');
    await userEvent.type(screen.getByLabelText('Nom', { exact: true }), 'Avocat');
    await userEvent.type(screen.getByLabelText('E-mail professionnel'), 'julien.avocat@example.com');
    await userEvent.type(screen.getByLabelText('Cabinet'), 'Cabinet Julien');
    await userEvent.type(screen.getByLabelText('Barreau de…'), 'Paris');
    await userEvent.type(screen.getByLabelText('Numéro de barreau'), 'PARIS-4242');
    await userEvent.type(screen.getByLabelText('Code postal'), '75004');
    await userEvent.type(screen.getByLabelText('Ville'), 'Paris');
    await userEvent.selectOptions(screen.getByLabelText('Domaine d’activité principal'), 'Droit fiscal');
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: true }), PASSWORD);
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), PASSWORD);
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByLabelText('Numéro de barreau')).toHaveValue('PARIS-4242');
  });
});
