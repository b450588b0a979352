import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm, passwordChangedDescription } from './change-password-form';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordForm space="client" />
    </QueryClientProvider>,
  );
}

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText('Mot de passe actuel'), current);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), next);
  await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
}

describe('ChangePasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's strength feedback under the new password and keeps what was typed", async () => {
    const feedback =
      "Ce mot de passe est trop facile à deviner. Les caractères répétés comme 'aaa' sont faciles à deviner.";
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Certains champs sont invalides. Vérifiez le formulaire.',
            fieldErrors: { newPassword: feedback },
          },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await fill('Ancienne-Boussole-41', 'aaaaaaaa');
    expect(await screen.findByText(feedback)).toBeInTheDocument();
    const newPassword = screen.getByLabelText('Nouveau mot de passe');
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword).toHaveValue('aaaaaaaa');
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('Ancienne-Boussole-41');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/client/password',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          currentPassword: 'Ancienne-Boussole-41',
          newPassword: 'aaaaaaaa',
          confirmPassword: 'aaaaaaaa',
        }),
      }),
    );
  });

  it('checks the confirmation in the browser with the shared schema', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await fill('Ancienne-Boussole-41', 'Nouvelle-Lanterne-82', 'Autre-Chose-99');
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a throttled answer in the red box', async () => {
    const message = 'Trop de tentatives. Réessayez dans 30 secondes.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'TOO_MANY_ATTEMPTS', message } }, { status: 429 })),
    );
    renderForm();
    await fill('devine', 'Nouvelle-Lanterne-82');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('passwordChangedDescription', () => {
  it('says what happened to the other sessions', () => {
    expect(passwordChangedDescription(0)).toBe('Aucune autre session n’était ouverte.');
    expect(passwordChangedDescription(1)).toBe('Votre autre session a été déconnectée.');
    expect(passwordChangedDescription(3)).toBe('Vos 3 autres sessions ont été déconnectées.');
  });
});
