import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';
import { buildProfessionalFaq, priceAnswer } from './professional-faq';
import type { TProfessionalFees } from './professional-fees';

const space = (text: string | undefined) => (text ?? '').replace(/\s/g, ' ');

const FEES: TProfessionalFees = {
  firstConsultation: { kind: 'amount', cents: 12_000 },
  followUp: { kind: 'amount', cents: 10_000 },
  urgent: { kind: 'amount', cents: 18_000 },
  legalInsuranceAccepted: true,
  paymentMeans: ['carte', 'cheque', 'especes'],
  paymentFacilities: true,
};

const base = {
  name: 'Maître Sophie Martin',
  modes: ['cabinet', 'visio', 'telephone'] as const,
  fees: FEES,
  acceptsLegalAid: true,
  languages: ['Français'],
  city: 'Paris',
};

describe('professional FAQ', () => {
  it('has the five questions, answered from the profile', () => {
    const faq = buildProfessionalFaq(base);
    expect(faq).toHaveLength(5);
    expect(faq[0]?.answer).toContain('au cabinet, en visioconférence ou par téléphone');
    expect(space(faq[1]?.answer)).toBe(
      'La première consultation est facturée 120 €. Un rendez-vous de suivi coûte 100 €. Une consultation urgente coûte 180 €. Paiement par carte bancaire, chèque ou espèces. Des facilités de paiement sont possibles.',
    );
    expect(faq[2]?.answer).toBe(
      "Oui, l'aide juridictionnelle est acceptée. Apportez votre décision d'admission ou votre dossier de demande. Les assurances de protection juridique sont acceptées.",
    );
  });

  it('says only what the professional stated: no follow-up or urgent fee, no payment means', () => {
    const answer = priceAnswer({
      ...FEES,
      firstConsultation: { kind: 'free' },
      followUp: null,
      urgent: { kind: 'quote' },
      paymentMeans: [],
      paymentFacilities: false,
    });
    expect(answer).toBe(
      'La première consultation est gratuite. Les consultations urgentes sont facturées sur devis.',
    );
    expect(
      priceAnswer({ ...FEES, firstConsultation: { kind: 'quote' }, followUp: { kind: 'quote' } }),
    ).toContain(
      'Le tarif de la première consultation est établi sur devis. Les rendez-vous de suivi sont facturés sur devis.',
    );
    expect(priceAnswer(null)).toBe("Ce professionnel n'a pas encore indiqué ses honoraires.");
  });

  it('says so when legal aid is not accepted, claims no insurance not stated, and adapts to one mode', () => {
    const faq = buildProfessionalFaq({
      ...base,
      modes: ['telephone'],
      acceptsLegalAid: false,
      fees: { ...FEES, legalInsuranceAccepted: false },
    });
    expect(faq[0]?.answer).toContain('vous reçoit par téléphone.');
    expect(faq[2]?.answer).toBe("Non, l'aide juridictionnelle n'est pas acceptée.");
  });

  it('formats fees in euros the French way', () => {
    expect(formatEuros(12_000).replace(/\s/g, ' ')).toBe('120 €');
    expect(formatEuros(9_550).replace(/\s/g, ' ')).toBe('95,50 €');
  });
});
