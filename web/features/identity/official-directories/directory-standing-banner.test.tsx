import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDirectoryStandingResponse } from '#domain/identity/official-directories/official-directory-schemas.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { DirectoryStandingBanner } from './directory-standing-banner';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FLAGGED: TDirectoryStandingResponse['flagged'] = {
  source: 'cnb',
  leftAt: '2027-03-31T22:30:00.000Z',
  delistOn: '2027-04-30T22:30:00.000Z',
  answeredAt: null,
  delistedAt: null,
};

function stub(flagged: TDirectoryStandingResponse['flagged']) {
  let current = flagged;
  return stubApi([
    { method: 'GET', path: '/api/pro/official-directory', handler: () => json({ flagged: current }) },
    {
      method: 'POST',
      path: '/api/pro/official-directory/answer',
      handler: () => {
        current = current ? { ...current, answeredAt: '2027-04-02T08:00:00.000Z' } : null;
        return json({ ok: true });
      },
    },
  ]);
}

describe('DirectoryStandingBanner', () => {
  it('says until when the lawyer may answer, requires the answer, then says it was sent', async () => {
    const { calls } = stub(FLAGGED);
    render(withQueryClient(<DirectoryStandingBanner enabled />));
    expect(
      await screen.findByRole('heading', {
        name: 'Votre inscription n’a pas été retrouvée dans l’annuaire officiel',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveTextContent(
      'Notre contrôle du 1er avril 2027 ne vous a plus trouvé dans l’annuaire national des avocats (CNB). Sans réponse de votre part avant le 1er mai 2027, votre profil ne sera plus référencé.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    expect(await screen.findByText('Votre réponse est requise')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre réponse' }), 'Inscrit à Versailles.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    expect(await screen.findByText(/Votre réponse du 2 avril 2027 a été transmise/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'Inscrit à Versailles.' });
  });

  it('says the profile left the directory, and shows nothing when found or for staff', async () => {
    stub({ ...FLAGGED, delistedAt: '2027-04-30T22:30:00.000Z' });
    const { unmount } = render(withQueryClient(<DirectoryStandingBanner enabled />));
    expect(
      await screen.findByRole('heading', { name: 'Votre profil n’est plus référencé sur JurisRDV' }),
    ).toBeInTheDocument();
    unmount();

    const { calls } = stub(null);
    const found = render(withQueryClient(<DirectoryStandingBanner enabled />));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(found.container).toBeEmptyDOMElement();
    found.unmount();
    const staff = render(withQueryClient(<DirectoryStandingBanner enabled={false} />));
    expect(staff.container).toBeEmptyDOMElement();
  });
});
