import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TModerationItem } from '#domain/appointments/reviews/review-schemas.ts';
import { json, stubApi, withQueryClient } from '../booking/test-support';
import { ReviewModerationQueue } from './review-moderation-queue';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NEW_REVIEW: TModerationItem = {
  id: 4,
  kind: 'new',
  professionalId: 1,
  professionalName: 'Maître Sophie Martin',
  rating: 2,
  text: 'Elle a obtenu 1 500 € au tribunal.',
  submittedAt: '2026-11-20T09:00:00.000Z',
  consultationOn: '2026-11-18',
  submissionCount: 1,
  flags: ['amount', 'court'],
  report: null,
  late: true,
};

const REPORTED: TModerationItem = {
  ...NEW_REVIEW,
  id: 5,
  kind: 'reported',
  text: 'Accueil désagréable.',
  flags: [],
  late: false,
  report: {
    reason: 'Autre motif (précisé dans la note)',
    note: 'Jamais venu.',
    reportedAt: '2026-11-21T10:00:00.000Z',
  },
};

function renderQueue(items: TModerationItem[]) {
  let left = items;
  const api = stubApi([
    { method: 'GET', path: '/api/admin/reviews', handler: () => json({ items: left }) },
    {
      method: 'POST',
      path: /^\/api\/admin\/reviews\/\d+\/decision$/,
      handler: (call) => {
        left = left.filter((item) => !call.path.includes(`/${item.id}/`));
        return json({ ok: true });
      },
    },
  ]);
  render(withQueryClient(<MemoryRouter>{<ReviewModerationQueue />}</MemoryRouter>));
  return api;
}

describe('ReviewModerationQueue', () => {
  it('shows each review to read with its dates, what the check found and how long it waited', async () => {
    renderQueue([NEW_REVIEW, REPORTED]);
    const card = await screen.findByRole('article', { name: 'Nouvel avis sur Maître Sophie Martin' });
    expect(within(card).getByRole('img', { name: 'Note\u00a0: 2 sur 5' })).toBeInTheDocument();
    expect(within(card).getByText('Elle a obtenu 1 500 € au tribunal.')).toBeInTheDocument();
    expect(within(card).getByText(/consultation du 18 novembre 2026/)).toBeInTheDocument();
    expect(
      within(card).getByText('Détails possibles du dossier : un montant et le nom d’une juridiction.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('En attente depuis plus de 48 h')).toBeInTheDocument();
    const reported = screen.getByRole('article', { name: 'Avis signalé sur Maître Sophie Martin' });
    expect(
      within(reported).getByText(/Autre motif \(précisé dans la note\) — Jamais venu\./),
    ).toBeInTheDocument();
    expect(within(reported).getByRole('button', { name: 'Maintenir en ligne' })).toBeInTheDocument();
  });

  it('publishes, or refuses with a reason from the list and a note for the author', async () => {
    const user = userEvent.setup();
    const api = renderQueue([NEW_REVIEW, REPORTED]);
    const card = await screen.findByRole('article', { name: 'Nouvel avis sur Maître Sophie Martin' });
    await user.click(within(card).getByRole('button', { name: 'Refuser…' }));
    await user.click(within(card).getByRole('button', { name: 'Refuser l’avis' }));
    expect(within(card).getByText('Choisissez un motif.')).toBeInTheDocument();
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Motif du refus' }),
      'Le texte donne des détails du dossier ou de la consultation (secret professionnel)',
    );
    await user.type(
      within(card).getByRole('textbox', { name: /Précision pour l'auteur/ }),
      'Retirez le montant.',
    );
    await user.click(within(card).getByRole('button', { name: 'Refuser l’avis' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Nouvel avis/ })).toBeNull());
    const reported = screen.getByRole('article', { name: 'Avis signalé sur Maître Sophie Martin' });
    await user.click(within(reported).getByRole('button', { name: 'Maintenir en ligne' }));
    expect(await screen.findByText('Aucun avis à modérer.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      [
        '/api/admin/reviews/4/decision',
        { decision: 'refuse', reason: 'case-details', note: 'Retirez le montant.' },
      ],
      ['/api/admin/reviews/5/decision', { decision: 'publish' }],
    ]);
  });
});
