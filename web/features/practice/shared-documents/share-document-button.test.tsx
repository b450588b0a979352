import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { ShareDocumentButton } from './share-document-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL_OF_SHARE = '/api/pro/appointments/3/documents/7/share';

function renderButton(onShared = vi.fn(), sharedAt: string | null = null) {
  render(
    withQueryClient(
      <ShareDocumentButton<{ ok: boolean }>
        url={URL_OF_SHARE}
        documentTitle="Attestation"
        clientName="Marie Dubois"
        sharedAt={sharedAt}
        onShared={onShared}
      />,
    ),
  );
  return onShared;
}

describe('« Partager avec le client »', () => {
  it('sends the chosen category and hands the answer back', async () => {
    const api = stubApi([{ method: 'POST', path: URL_OF_SHARE, handler: () => json({ ok: true }) }]);
    const onShared = renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Partager Attestation avec Marie Dubois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partager avec le client' });
    expect(dialog).toHaveTextContent('apparaîtra dans l’espace de Marie Dubois');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Procès-verbal');
    await user.click(screen.getByRole('button', { name: 'Partager' }));
    await vi.waitFor(() => expect(onShared).toHaveBeenCalledWith({ ok: true }));
    expect(api.calls.at(-1)).toEqual({
      method: 'POST',
      path: URL_OF_SHARE,
      body: { category: 'Procès-verbal' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the red box and keeps the dialog open', async () => {
    stubApi([
      {
        method: 'POST',
        path: URL_OF_SHARE,
        handler: () =>
          json(
            { error: { code: 'INVALID_STATE', message: 'Ce document est déjà partagé avec ce client.' } },
            409,
          ),
      },
    ]);
    const onShared = renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Partager Attestation avec Marie Dubois' }));
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce document est déjà partagé avec ce client.',
    );
    expect(onShared).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Partager avec le client' })).toBeInTheDocument();
  });

  it('says when it was shared and whether the client opened it, instead of offering it again', async () => {
    stubApi([
      {
        method: 'GET',
        path: URL_OF_SHARE,
        handler: () =>
          json({
            share: { id: 5, title: 'Attestation', status: 'viewed', sharedAt: '2026-11-23T09:00:00.000Z' },
          }),
      },
    ]);
    renderButton(vi.fn(), '2026-11-23T09:00:00.000Z');
    expect(screen.getByText('Partagé avec le client le 23/11/2026')).toBeInTheDocument();
    expect(await screen.findByText('Consulté')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Partager/ })).not.toBeInTheDocument();
  });

  it('withdraws a share after a confirmation and hands the answer back', async () => {
    const api = stubApi([
      {
        method: 'GET',
        path: URL_OF_SHARE,
        handler: () =>
          json({
            share: { id: 5, title: 'Attestation', status: 'pending', sharedAt: '2026-11-23T09:00:00.000Z' },
          }),
      },
      { method: 'DELETE', path: URL_OF_SHARE, handler: () => json({ ok: true }) },
    ]);
    const onShared = renderButton(vi.fn(), '2026-11-23T09:00:00.000Z');
    expect(await screen.findByText('Nouveau')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retirer le partage de Attestation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer le partage\u202f?' });
    expect(dialog).toHaveTextContent('ne pourra plus l’ouvrir ni le télécharger');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Retirer le partage' }));
    await vi.waitFor(() => expect(onShared).toHaveBeenCalledWith({ ok: true }));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === URL_OF_SHARE)).toBe(true);
  });
});
