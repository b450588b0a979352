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

  it('switches to a recovery code', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    expect(screen.getByLabelText('Code de secours')).toHaveAttribute('placeholder', 'xxxx-xxxx');
  });
});
