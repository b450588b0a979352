import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/shared/api/http.ts';
import { LoginForm, loginErrorMessage } from './login-form';

describe('login error message', () => {
  it('maps wrong credentials, the rate limit and failures to the specified texts', () => {
    expect(loginErrorMessage(new ApiError('INVALID_CREDENTIALS', 'x', 401))).toBe(
      'E-mail ou mot de passe incorrect',
    );
    expect(loginErrorMessage(new ApiError('TOO_MANY_ATTEMPTS', 'Trop de tentatives', 429))).toBe(
      'Trop de tentatives',
    );
    expect(loginErrorMessage(new Error('network'))).toBe('Une erreur est survenue lors de la connexion');
  });
});

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderForm() {
    const onSuccess = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LoginForm space="client" forgotPasswordTo="/forgot-password" onSuccess={onSuccess} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return onSuccess;
  }

  it('shows the red box when the server refuses the credentials', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou mot de passe incorrect' } },
          { status: 401 },
        ),
      ),
    );
    const onSuccess = renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'marie.dubois@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'mauvais');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the wait of a throttled sign-in in the red box', async () => {
    const message = 'Trop de tentatives de connexion. Réessayez dans 2 minutes.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'TOO_MANY_ATTEMPTS', message } },
          { status: 429, headers: { 'retry-after': '120' } },
        ),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'marie.dubois@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'demo-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('toggles the password visibility', async () => {
    renderForm();
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
