import { describe, expect, it } from 'vitest';
import { buildConsent, readValidConsent } from './cookie-consent';

describe('cookie consent', () => {
  const decided = new Date('2026-01-15T10:00:00Z');
  const stored = JSON.stringify(buildConsent({ analytics: true, marketing: false }, decided));

  it('keeps a choice for 13 months', () => {
    expect(readValidConsent(stored, new Date('2027-02-14T10:00:00Z'))?.analytics).toBe(true);
  });

  it('asks again once 13 months have passed', () => {
    expect(readValidConsent(stored, new Date('2027-02-15T10:00:01Z'))).toBeNull();
  });

  it('discards a corrupted or foreign value', () => {
    expect(readValidConsent('{not json', decided)).toBeNull();
    expect(readValidConsent(JSON.stringify({ analytics: true }), decided)).toBeNull();
    expect(readValidConsent(null, decided)).toBeNull();
    const valid = { essential: true, analytics: true, marketing: false, decidedAt: decided.toISOString() };
    expect(readValidConsent(JSON.stringify({ ...valid, essential: false }), decided)).toBeNull();
    expect(readValidConsent(JSON.stringify({ ...valid, analytics: 'oui' }), decided)).toBeNull();
    expect(readValidConsent(JSON.stringify({ ...valid, decidedAt: 'hier' }), decided)).toBeNull();
    expect(
      readValidConsent(JSON.stringify({ ...valid, decidedAt: '2026-13-45T99:00:00Z' }), decided),
    ).toBeNull();
    expect(readValidConsent(JSON.stringify(valid), decided)).toEqual(valid);
  });

  it('keeps only the fields of a choice', () => {
    const withExtra = JSON.stringify({ ...JSON.parse(stored), note: 'ajouté' });
    expect(readValidConsent(withExtra, decided)).toEqual(JSON.parse(stored));
  });

  it('always keeps essential cookies on', () => {
    expect(buildConsent({ analytics: false, marketing: false }, decided).essential).toBe(true);
  });
});
