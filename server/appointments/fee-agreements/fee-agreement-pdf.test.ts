// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderFeeAgreement } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import { DEFAULT_FEE_AGREEMENT_TEMPLATE } from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import { pageTexts } from '#server/test-support/pdf-page-texts.ts';
import { renderFeeAgreementPdf } from './fee-agreement-pdf';

const content = renderFeeAgreement({
  professional: {
    firstName: 'Sophie',
    lastName: 'Martin',
    practice: 'Cabinet Martin',
    barNumber: 'P1234',
    address: '12 rue de Rivoli, 75004 Paris',
    email: 'sophie.martin@example.com',
    phone: '01 23 45 67 89',
  },
  // Characters the embedded fonts lack (the emoji) must not break the file; Vietnamese letters are kept.
  client: { firstName: 'Zoë 😀', lastName: 'Nguyễn', email: 'zoe@example.com' },
  appointment: { start: new Date('2026-11-24T09:00:00Z'), mode: 'cabinet' },
  fee: { kind: 'amount', cents: 12_000, label: 'Première consultation' },
  paymentMeans: ['carte'],
  template: { ...DEFAULT_FEE_AGREEMENT_TEMPLATE, terms: `${'Très long paragraphe. '.repeat(300)}` },
});

describe('fee agreement PDF', () => {
  it('shows both parties, the appointment, the fee, the payment terms, the mediator and the acceptance', async () => {
    const pdf = await renderFeeAgreementPdf(content, { acceptedAt: new Date('2026-11-20T14:30:00Z') });
    const pages = await pageTexts(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join(' ');
    for (const expected of [
      "Convention d'honoraires",
      'Acceptée en ligne le vendredi 20 novembre 2026 à 15:30',
      'Maître Sophie Martin',
      'Cabinet Martin',
      'Zoë',
      'Nguyễn',
      'mardi 24 novembre 2026 à 10:00',
      'Mode : Cabinet',
      'Première consultation : 120 € TTC',
      "Les honoraires sont payables à l'issue de la consultation.",
      'Moyens de paiement acceptés : carte bancaire.',
      "Médiateur de la consommation de la profession d'avocat",
      'https://mediateur-consommation-avocat.fr',
    ])
      expect(text).toContain(expected);
  });

  it('says a preview is not accepted yet', async () => {
    const text = (await pageTexts(await renderFeeAgreementPdf(content, { acceptedAt: null }))).join(' ');
    expect(text).toContain('Aperçu — non encore acceptée');
  });
});
