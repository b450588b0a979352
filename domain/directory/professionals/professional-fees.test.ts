import { describe, expect, it } from 'vitest';
import { bookingFee, feeText, paymentMeansText } from './fee-text';
import { centsToEurosInput, parseEurosToCents } from './money';
import { readProfessionalFees, type TProfessionalFees, ZStatedFees } from './professional-fees';

const space = (text: string) => text.replace(/\s/g, ' ');

const FEES: TProfessionalFees = {
  firstConsultation: { kind: 'amount', cents: 12_000 },
  followUp: { kind: 'amount', cents: 10_000 },
  urgent: { kind: 'quote' },
  legalInsuranceAccepted: true,
  paymentMeans: ['carte', 'cheque'],
  paymentFacilities: false,
};

describe('fees as the professional states them', () => {
  it('accepts amounts in cents, « sur devis », a free first consultation and no follow-up fee', () => {
    const stated = {
      ...FEES,
      firstConsultation: { kind: 'free' },
      followUp: null,
      acceptsLegalAid: true,
    };
    expect(ZStatedFees.parse(stated)).toEqual(stated);
  });

  it('refuses absurd amounts, fractions of a cent, unknown or repeated payment means', () => {
    const invalid = [
      { ...FEES, firstConsultation: { kind: 'amount', cents: 0 } },
      { ...FEES, firstConsultation: { kind: 'amount', cents: -500 } },
      { ...FEES, followUp: { kind: 'amount', cents: 1_000_001 } },
      { ...FEES, urgent: { kind: 'amount', cents: 99.5 } },
      { ...FEES, urgent: { kind: 'free' } },
      { ...FEES, paymentMeans: ['bitcoin'] },
      { ...FEES, paymentMeans: ['carte', 'carte'] },
      { ...FEES, firstConsultation: { kind: 'amount' } },
    ];
    for (const fees of invalid) {
      expect(ZStatedFees.safeParse({ ...fees, acceptsLegalAid: false }).success).toBe(false);
    }
    const tooMuch = ZStatedFees.safeParse({
      ...FEES,
      followUp: { kind: 'amount', cents: 2_000_000 },
      acceptsLegalAid: false,
    });
    expect(tooMuch.error?.issues[0]?.message).toBe('Indiquez un montant entre 1 € et 10 000 €');
  });

  it('reads stored fees back, dropping unknown keys, and nothing from unreadable data', () => {
    expect(readProfessionalFees({ ...FEES, firstConsultationFree: false })).toEqual(FEES);
    expect(readProfessionalFees(null)).toBeNull();
    expect(readProfessionalFees({ firstConsultation: 120 })).toBeNull();
  });

  it('words each fee and the payment means in French', () => {
    expect(space(feeText({ kind: 'amount', cents: 9_550 }))).toBe('95,50 €');
    expect(feeText({ kind: 'quote' })).toBe('Sur devis');
    expect(feeText({ kind: 'free' })).toBe('Gratuite');
    expect(paymentMeansText(['virement', 'carte', 'especes'])).toBe('carte bancaire, espèces ou virement');
    expect(paymentMeansText(['cheque'])).toBe('chèque');
    expect(paymentMeansText([])).toBe('');
  });

  it('gives the booking the fee of what is booked, and nothing the professional did not state', () => {
    expect(bookingFee(FEES, true)).toEqual({
      label: 'Première consultation',
      text: feeText(FEES.firstConsultation),
    });
    expect(bookingFee(FEES, false)?.label).toBe('Consultation de suivi');
    expect(bookingFee({ ...FEES, followUp: null }, false)).toBeNull();
    expect(bookingFee(null, true)).toBeNull();
  });
});

describe('amounts typed in euros', () => {
  it('reads French and English decimals, spaces and the euro sign', () => {
    expect(parseEurosToCents('120')).toBe(12_000);
    expect(parseEurosToCents('95,50')).toBe(9_550);
    expect(parseEurosToCents('95.5')).toBe(9_550);
    expect(parseEurosToCents(' 1 200 € ')).toBe(120_000);
    expect(parseEurosToCents('0,05')).toBe(5);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-10', '12,345', '1e3', '12,', '€']) {
      expect(parseEurosToCents(text)).toBeNull();
    }
  });

  it('writes cents back as they would be typed', () => {
    expect(centsToEurosInput(12_000)).toBe('120');
    expect(centsToEurosInput(9_550)).toBe('95,50');
    expect(centsToEurosInput(905)).toBe('9,05');
  });
});
