import { describe, expect, it } from 'vitest';
import { professionalTitle, professionalTitleLine } from './professional-title';

describe('the title a professional gives themselves', () => {
  it('keeps what they wrote and otherwise names the profession', () => {
    expect(professionalTitle({ professionalType: 'avocat', title: 'Avocate' })).toBe('Avocate');
    expect(professionalTitle({ professionalType: 'avocat', title: '  ' })).toBe('Avocat');
    expect(professionalTitle({ professionalType: 'commissaire' })).toBe('Commissaire de justice');
  });

  it('says the bar of a lawyer only', () => {
    expect(
      professionalTitleLine({ professionalType: 'avocat', title: 'Avocate', barAssociation: 'Lyon' }),
    ).toBe('Avocate au barreau de Lyon');
    expect(professionalTitleLine({ professionalType: 'notaire', barAssociation: 'Lyon' })).toBe('Notaire');
    expect(professionalTitleLine({ professionalType: 'avocat', barAssociation: 'Le Havre' })).toBe(
      'Avocat au barreau du Havre',
    );
    expect(professionalTitleLine({ professionalType: 'avocat', barAssociation: 'Les Hauts-de-Seine' })).toBe(
      'Avocat au barreau des Hauts-de-Seine',
    );
    expect(professionalTitleLine({ professionalType: 'avocat', barAssociation: 'Évry' })).toBe(
      'Avocat au barreau d’Évry',
    );
    expect(professionalTitleLine({ professionalType: 'avocat', barAssociation: null })).toBe('Avocat');
  });
});
