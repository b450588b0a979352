import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';
import { buildProfessionalFaq } from './professional-faq';

const base = {
  name: 'Maître Sophie Martin',
  modes: ['cabinet', 'visio', 'telephone'] as const,
  firstConsultationFeeCents: 12_000,
  acceptsLegalAid: true,
  languages: ['Français'],
  city: 'Paris',
};

describe('professional FAQ', () => {
  it('has the five questions, answered from the profile', () => {
    const faq = buildProfessionalFaq(base);
    expect(faq).toHaveLength(5);
    expect(faq[0]?.answer).toContain('au cabinet, en visioconférence ou par téléphone');
    expect(faq[1]?.answer.replace(/\s/g, ' ')).toContain('120 €');
    expect(faq[2]?.answer.startsWith('Oui')).toBe(true);
  });

  it('says so when legal aid is not accepted and adapts to one mode', () => {
    const faq = buildProfessionalFaq({ ...base, modes: ['telephone'], acceptsLegalAid: false });
    expect(faq[0]?.answer).toContain('vous reçoit par téléphone.');
    expect(faq[2]?.answer.startsWith('Non')).toBe(true);
  });

  it('formats fees in euros the French way', () => {
    expect(formatEuros(12_000).replace(/\s/g, ' ')).toBe('120 €');
    expect(formatEuros(9_550).replace(/\s/g, ' ')).toBe('95,50 €');
  });
});
