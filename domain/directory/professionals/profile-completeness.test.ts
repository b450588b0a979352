import { describe, expect, it } from 'vitest';
import {
  isProfileComplete,
  isProfilePublic,
  missingProfileItems,
  type TCompletenessInput,
} from './profile-completeness';

const COMPLETE: TCompletenessInput = {
  verificationStatus: 'verified',
  fees: { firstConsultation: { kind: 'quote' } },
  phone: '01 23 45 67 89',
  consultationModes: ['cabinet', 'visio'],
  streetAddress: '1 rue de Rivoli',
  communeCode: '75101',
  latitude: 48.86,
  longitude: 2.34,
};

const keys = (input: TCompletenessInput) => missingProfileItems(input).map((item) => item.key);

describe('profile completeness', () => {
  it('is public when validated and complete', () => {
    expect(missingProfileItems(COMPLETE)).toEqual([]);
    expect(isProfilePublic(COMPLETE)).toBe(true);
  });

  it('is never public before validation or after a refusal, even when complete', () => {
    expect(isProfileComplete({ ...COMPLETE, verificationStatus: 'pending' })).toBe(true);
    expect(isProfilePublic({ ...COMPLETE, verificationStatus: 'pending' })).toBe(false);
    expect(isProfilePublic({ ...COMPLETE, verificationStatus: 'rejected' })).toBe(false);
  });

  it('lists a fresh registration’s missing items in the order of « Ma fiche pro », with where to fix each', () => {
    const fresh: TCompletenessInput = {
      verificationStatus: 'pending',
      fees: null,
      phone: '',
      consultationModes: ['cabinet', 'visio', 'telephone'],
      streetAddress: '',
      communeCode: null,
      latitude: null,
      longitude: null,
    };
    expect(missingProfileItems(fresh)).toEqual([
      {
        key: 'phone',
        label: 'Votre numéro de téléphone',
        section: 'coordonnees',
        sectionTitle: 'Coordonnées',
      },
      {
        key: 'officeAddress',
        label: "L'adresse de votre cabinet, puisque vous proposez des rendez-vous au cabinet",
        section: 'coordonnees',
        sectionTitle: 'Coordonnées',
      },
      {
        key: 'fees',
        label: 'Vos honoraires (première consultation, paiement)',
        section: 'prestations',
        sectionTitle: 'Prestations et tarifs',
      },
    ]);
  });

  it('needs an office only for the office mode, and a resolved one (commune and point)', () => {
    const remote = {
      ...COMPLETE,
      consultationModes: ['visio', 'telephone'],
      streetAddress: '',
      communeCode: null,
    };
    expect(keys(remote)).toEqual([]);
    expect(keys({ ...COMPLETE, communeCode: null })).toEqual(['officeAddress']);
    expect(keys({ ...COMPLETE, latitude: null })).toEqual(['officeAddress']);
    expect(keys({ ...COMPLETE, longitude: null })).toEqual(['officeAddress']);
    expect(keys({ ...COMPLETE, streetAddress: '   ' })).toEqual(['officeAddress']);
  });

  it('needs at least one mode, a phone and the fees', () => {
    expect(keys({ ...COMPLETE, consultationModes: [] })).toEqual(['modes']);
    expect(keys({ ...COMPLETE, phone: '  ' })).toEqual(['phone']);
    expect(keys({ ...COMPLETE, fees: null })).toEqual(['fees']);
  });
});
