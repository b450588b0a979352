import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TwoFactorLoginStep } from './two-factor-login-step';

describe('TwoFactorLoginStep', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderStep() {
    const onSuccess = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TwoFactorLoginStep challenge="challenge-token-123" onSuccess={onSuccess} onRestart={vi.fn()} />
      </QueryClientProvider>,
    );
    return onSuccess;
  }

  it('asks for a one-time code, and shows the French error next to the field', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Certains champs sont invalides.',
            fieldErrors: { code: 'Code incorrect ou expiré. Vérifiez votre application et réessayez.' },
          },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = renderStep();
    const field = screen.getByLabelText('Code de vérification');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByLabelText('Faire confiance à cet appareil pendant 30 jours'));
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(/^Code incorrect ou expiré/)).toBeVisible();
    expect(field).toHaveValue('123456');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      challenge: 'challenge-token-123',
      code: '123456',
      trustDevice: true,
    });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('offers only the passkey to an account without TOTP, with the device trust asked, and shows its refusal', async () => {
    const onPasskey = vi.fn(async (_trustDevice: boolean) => {
      throw new Error('Opération annulée : aucune clé d’accès n’a été utilisée. Vous pouvez réessayer.');
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TwoFactorLoginStep
          challenge="challenge-token-123"
          methods={['passkey']}
          onPasskey={onPasskey}
          onSuccess={vi.fn()}
          onRestart={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.queryByLabelText('Code de vérification')).toBeNull();
    await userEvent.click(screen.getByLabelText('Faire confiance à cet appareil pendant 30 jours'));
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser une clé d’accès' }));
    expect(onPasskey).toHaveBeenCalledWith(true);
    expect(await screen.findByText(/^Opération annulée/)).toBeVisible();
  });

  it('offers the code and the passkey to an account with both', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TwoFactorLoginStep
          challenge="challenge-token-123"
          methods={['totp', 'passkey']}
          onPasskey={vi.fn()}
          onSuccess={vi.fn()}
          onRestart={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Code de vérification')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Utiliser une clé d’accès' })).toBeVisible();
  });

  it('switches to a recovery code', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    expect(screen.getByLabelText('Code de secours')).toHaveAttribute('placeholder', 'xxxx-xxxx');
  });
});
