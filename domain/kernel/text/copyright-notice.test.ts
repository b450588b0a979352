import { describe, expect, it } from 'vitest';
import { PARIS_TIME_ZONE } from '../time/paris-time-zone';
import { copyrightNotice } from './copyright-notice';

describe('copyrightNotice', () => {
  it('gives the current year in Paris', () => {
    expect(copyrightNotice(new Date('2027-06-01T10:00:00Z'))).toBe('© 2027 JurisRDV.');
    // 31 December 23:30 UTC is already 1 January in Paris.
    expect(copyrightNotice(new Date('2026-12-31T23:30:00Z'))).toBe('© 2027 JurisRDV.');
  });

  it('counts in the zone every Paris time is in', () => {
    const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: PARIS_TIME_ZONE });
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(copyrightNotice(instant)).toBe(`© ${year.format(instant)} JurisRDV.`);
  });
});
