import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProReviewsResponse } from '#domain/appointments/reviews/review-schemas.ts';
import { json, stubApi, withQueryClient } from '../booking/test-support';
import { ProReviewsSection } from './pro-reviews-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REVIEWS: TProReviewsResponse = {
  rating: 4.5,
  reviewCount: 2,
  awaitingModeration: 1,
  reviews: [
    {
      id: 8,
      rating: 5,
      text: 'Très claire.',
      reviewedOn: '2026-11-12',
      consultationOn: '2026-11-10',
      answer: null,
      report: null,
    },
    {
      id: 7,
      rating: 4,
      text: null,
      reviewedOn: '2026-11-02',
      consultationOn: '2026-11-01',
      answer: { text: 'Merci.', answeredOn: '2026-11-03' },
      report: {
        reason: 'Le texte ne porte pas sur la consultation',
        reportedOn: '2026-11-04',
        outcome: 'kept',
      },
    },
  ],
};

describe('ProReviewsSection', () => {
  it('answers a review once, shows the server’s refusal next to the answer, and reports with a reason', async () => {
    const user = userEvent.setup();
    let answered = 0;
    const api = stubApi([
      { method: 'GET', path: '/api/pro/reviews', handler: () => json(REVIEWS) },
      {
        method: 'POST',
        path: '/api/pro/reviews/8/answer',
        handler: () => {
          answered += 1;
          return answered === 1
            ? json(
                {
                  error: {
                    code: 'VALIDATION_FAILED',
                    message: 'Certains champs sont invalides.',
                    fieldErrors: { text: 'Votre réponse semble contenir un montant.' },
                  },
                },
                400,
              )
            : json({ ok: true });
        },
      },
      { method: 'POST', path: '/api/pro/reviews/8/report', handler: () => json({ ok: true }) },
    ]);
    render(withQueryClient(<MemoryRouter>{<ProReviewsSection />}</MemoryRouter>));
    const list = await screen.findByRole('list', { name: 'Vos avis publiés' });
    expect(screen.getByText('1 avis en attente de relecture')).toBeInTheDocument();
    const [fresh, answeredReview] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(fresh).toHaveAccessibleName(
      /^Avis du 12\snovembre 2026, après une consultation du 10\snovembre 2026$/,
    );
    // One answer each: the answered review offers none, and says how its report ended.
    expect(within(answeredReview).queryByRole('button', { name: 'Répondre' })).toBeNull();
    expect(within(answeredReview).getByText('Votre réponse, le 3 novembre 2026')).toBeInTheDocument();
    expect(within(answeredReview).getByText(/l’avis reste publié\./)).toBeInTheDocument();

    await user.click(within(fresh).getByRole('button', { name: 'Répondre' }));
    const answer = within(fresh).getByRole('textbox', {
      name: 'Votre réponse publique (une seule par avis)',
    });
    await user.type(answer, 'Merci, 1 500 € bien reçus.');
    await user.click(within(fresh).getByRole('button', { name: 'Publier ma réponse' }));
    expect(await within(fresh).findByText('Votre réponse semble contenir un montant.')).toBeInTheDocument();
    await user.clear(answer);
    await user.type(answer, 'Merci pour votre retour.');
    await user.click(within(fresh).getByRole('button', { name: 'Publier ma réponse' }));

    await user.click(within(fresh).getByRole('button', { name: 'Signaler cet avis' }));
    await user.selectOptions(
      within(fresh).getByRole('combobox', { name: 'Motif du signalement' }),
      'Le texte ne porte pas sur la consultation',
    );
    await user.click(within(fresh).getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
      ).toEqual([
        ['/api/pro/reviews/8/answer', { text: 'Merci, 1 500 € bien reçus.' }],
        ['/api/pro/reviews/8/answer', { text: 'Merci pour votre retour.' }],
        ['/api/pro/reviews/8/report', { reason: 'off-topic', note: null }],
      ]),
    );
  });
});
