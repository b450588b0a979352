import { describe, expect, it } from 'vitest';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { UNSAFE_TEXT_MESSAGE } from '#domain/kernel/text/unsafe-characters.ts';
import {
  agreementFeeOf,
  needsFeeAgreement,
  QUOTE_FEE_TEXT,
  renderFeeAgreement,
  type TFeeAgreementInput,
  ZFeeAgreementContent,
} from './fee-agreement-content';
import {
  DEFAULT_FEE_AGREEMENT_TEMPLATE,
  MAX_TERMS_LENGTH,
  readFeeAgreementTemplate,
  ZFeeAgreementTemplate,
} from './fee-agreement-template';

const FEES: TProfessionalFees = {
  firstConsultation: { kind: 'amount', cents: 12_000 },
  followUp: { kind: 'amount', cents: 9_550 },
  urgent: null,
  legalInsuranceAccepted: false,
  paymentMeans: ['virement', 'carte'],
  paymentFacilities: false,
};

const INPUT: TFeeAgreementInput = {
  professional: {
    firstName: 'Sophie',
    lastName: 'Martin',
    practice: 'Cabinet Martin',
    barNumber: 'P1234',
    address: '12 rue de Rivoli, 75004 Paris',
    email: 'sophie.martin@example.com',
    phone: '01 23 45 67 89',
  },
  client: { firstName: 'Marie', lastName: 'Dubois', email: 'marie.dubois@example.com' },
  // Tuesday 24 November 2026, 10:00 Paris.
  appointment: { start: new Date('2026-11-24T09:00:00Z'), mode: 'visio' },
  fee: { kind: 'amount', cents: 12_000, label: 'Première consultation' },
  paymentMeans: FEES.paymentMeans,
  template: DEFAULT_FEE_AGREEMENT_TEMPLATE,
};

describe('whether a booking needs a fee agreement', () => {
  it('needs one for a stated amount or a quote, not for a free first consultation nor an unstated fee', () => {
    expect(agreementFeeOf(FEES, true)).toEqual({
      kind: 'amount',
      cents: 12_000,
      label: 'Première consultation',
    });
    expect(agreementFeeOf(FEES, false)).toEqual({
      kind: 'amount',
      cents: 9_550,
      label: 'Consultation de suivi',
    });
    expect(needsFeeAgreement({ ...FEES, firstConsultation: { kind: 'free' } }, true)).toBe(false);
    expect(agreementFeeOf({ ...FEES, firstConsultation: { kind: 'quote' } }, true)).toEqual({
      kind: 'quote',
      label: 'Première consultation',
    });
    expect(needsFeeAgreement({ ...FEES, followUp: null }, false)).toBe(false);
    expect(needsFeeAgreement(null, true)).toBe(false);
  });
});

describe('the template', () => {
  it('accepts the default one, and reads a stored one or falls back to the default', () => {
    expect(ZFeeAgreementTemplate.parse(DEFAULT_FEE_AGREEMENT_TEMPLATE)).toEqual(
      DEFAULT_FEE_AGREEMENT_TEMPLATE,
    );
    expect(readFeeAgreementTemplate(null)).toEqual({
      template: DEFAULT_FEE_AGREEMENT_TEMPLATE,
      isDefault: true,
    });
    expect(readFeeAgreementTemplate({ terms: 'x' })).toEqual({
      template: DEFAULT_FEE_AGREEMENT_TEMPLATE,
      isDefault: true,
    });
    const custom = { ...DEFAULT_FEE_AGREEMENT_TEMPLATE, mediatorWebsite: '' };
    expect(readFeeAgreementTemplate(custom)).toEqual({ template: custom, isDefault: false });
  });

  it('names the avocats’ mediator by default, and mentions TVA, payment at the end and withdrawal', () => {
    expect(DEFAULT_FEE_AGREEMENT_TEMPLATE.mediatorName).toBe(
      "Médiateur de la consommation de la profession d'avocat",
    );
    expect(DEFAULT_FEE_AGREEMENT_TEMPLATE.mediatorAddress).toContain('180 boulevard Haussmann, 75008 Paris');
    expect(DEFAULT_FEE_AGREEMENT_TEMPLATE.terms).toContain('TVA');
    expect(DEFAULT_FEE_AGREEMENT_TEMPLATE.terms).toContain('expressément');
    expect(DEFAULT_FEE_AGREEMENT_TEMPLATE.paymentTerms).toContain("à l'issue de la consultation");
  });

  it('refuses NUL, empty, oversized text, an unknown key and a website that is not http(s)', () => {
    const issues = (value: unknown) =>
      ZFeeAgreementTemplate.safeParse(value).error?.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
    expect(issues({ ...DEFAULT_FEE_AGREEMENT_TEMPLATE, mediatorName: 'A\u0000' })).toEqual([
      `mediatorName: ${UNSAFE_TEXT_MESSAGE}`,
    ]);
    expect(issues({ ...DEFAULT_FEE_AGREEMENT_TEMPLATE, paymentTerms: '   ' })).toEqual([
      'paymentTerms: Modalités de paiement\u00a0: texte requis',
    ]);
    expect(
      issues({ ...DEFAULT_FEE_AGREEMENT_TEMPLATE, terms: 'a'.repeat(MAX_TERMS_LENGTH + 1) }),
    ).toHaveLength(1);
    expect(issues({ ...DEFAULT_FEE_AGREEMENT_TEMPLATE, extra: 1 })).toHaveLength(1);
    expect(
      issues({ ...DEFAULT_FEE_AGREEMENT_TEMPLATE, mediatorWebsite: 'javascript:alert(1)' }),
    ).toHaveLength(1);
  });
});

describe('the rendered agreement', () => {
  it('names both parties, the appointment, the fee, the payment means and the mediator', () => {
    const content = renderFeeAgreement(INPUT);
    expect(ZFeeAgreementContent.parse(content)).toEqual(content);
    expect(content.professional.name).toBe('Maître Sophie Martin');
    expect(content.professional.lines).toContain("N° d'inscription\u00a0: P1234");
    expect(content.client).toEqual({ name: 'Marie Dubois', lines: ['marie.dubois@example.com'] });
    expect(content.appointment).toEqual({
      dateText: 'mardi 24 novembre 2026 à 10:00',
      modeText: 'Visioconférence',
    });
    expect(content.feeText.replaceAll('\u202f', ' ').replaceAll('\u00a0', ' ')).toBe(
      'Première consultation : 120 € TTC',
    );
    const payment = content.sections.find((section) => section.heading === 'Modalités de paiement');
    expect(payment?.body).toContain('Moyens de paiement acceptés\u00a0: carte bancaire ou virement.');
    const mediation = content.sections.find((section) => section.heading === 'Médiation de la consommation');
    expect(mediation?.body).toContain('https://mediateur-consommation-avocat.fr');
  });

  it('says « sur devis » for a quote, and leaves the client and date open in the preview', () => {
    const content = renderFeeAgreement({
      ...INPUT,
      client: null,
      appointment: null,
      fee: { kind: 'quote', label: 'Première consultation' },
    });
    expect(content.sections[0]?.body).toBe(`Première consultation\u00a0: ${QUOTE_FEE_TEXT}.`);
    expect(content.client.name).toBe('Le client');
    expect(content.appointment.dateText).toBe('Date choisie lors de la réservation');
  });
});
