import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRM_LOGO_NOT_AN_IMAGE, MAX_FIRM_LOGO_BYTES } from '#domain/identity/firms/firm-logo.ts';
import type { TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import { FirmLogoField } from './firm-logo-field';
import { SOPHIE_FIRM } from './firm-test-data';

const FIRM = { ...SOPHIE_FIRM, id: 4 };

type TCall = { method: string; url: string; body: unknown };

function stubApi(answer: (call: TCall) => Response) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderField(firm = FIRM) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <FirmLogoField firm={firm} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

afterEach(() => vi.unstubAllGlobals());

describe('« Logo du cabinet »', () => {
  it('sends the chosen image as base64, then shows the firm’s answer in « Mon cabinet »', async () => {
    const calls = stubApi(() =>
      Response.json({
        firm: { ...FIRM, logoUrl: '/api/pro/firm/logo?v=9' },
        myRole: 'associate',
        myPermissions: [],
        members: [],
      }),
    );
    const { client } = renderField();
    expect(screen.getByText('Aucun logo')).toBeInTheDocument();
    const input = screen.getByLabelText('Logo du cabinet');
    expect(input).toHaveAccessibleDescription('PNG, JPEG ou WebP, 1 Mo au plus');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: '/api/pro/firm/logo',
      body: { fileName: 'logo.png', contentBase64: 'iVBORw==' },
    });
    await waitFor(() =>
      expect(client.getQueryData<TFirmResponse>(['pro', 'firm'])?.firm.logoUrl).toBe(
        '/api/pro/firm/logo?v=9',
      ),
    );
  });

  it('refuses an image over 1 Mo before sending it, and says the server’s refusal next to the field', async () => {
    const calls = stubApi(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: FIRM_LOGO_NOT_AN_IMAGE,
            fieldErrors: { contentBase64: FIRM_LOGO_NOT_AN_IMAGE },
          },
        },
        { status: 400 },
      ),
    );
    renderField();
    const input = screen.getByLabelText('Logo du cabinet');
    await userEvent.upload(
      input,
      new File([new Uint8Array(MAX_FIRM_LOGO_BYTES + 1)], 'grand.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Le logo ne doit pas dépasser 1 Mo');
    expect(calls).toEqual([]);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.upload(
      input,
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(FIRM_LOGO_NOT_AN_IMAGE);
    expect(calls).toHaveLength(1);
  });

  it('shows the current logo and removes it', async () => {
    const calls = stubApi(() =>
      Response.json({ firm: FIRM, myRole: 'associate', myPermissions: [], members: [] }),
    );
    renderField({ ...FIRM, logoUrl: '/api/pro/firm/logo?v=9' });
    expect(screen.getByRole('img', { name: 'Logo de Cabinet Martin Avocats' })).toHaveAttribute(
      'src',
      '/api/pro/firm/logo?v=9',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le logo' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', url: '/api/pro/firm/logo', body: undefined }]),
    );
  });
});
