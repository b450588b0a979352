import { describe, expect, it } from 'vitest';
import { firmMetaDescription, firmTitle } from './firm-head-text';
import { firmJsonLd } from './firm-json-ld';
import { makeFirmLawyer, makeFirmPage } from './firm-test-data';

const URLS = {
  firm: 'https://jurisrdv.fr/cabinet/4',
  lawyer: (id: number) => `https://jurisrdv.fr/lawyer/${id}`,
};

describe('firmJsonLd', () => {
  it('is a LegalService at the firm’s address with each lawyer as an employee', () => {
    expect(firmJsonLd(makeFirmPage(), URLS)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      name: 'Cabinet Martin Avocats',
      url: 'https://jurisrdv.fr/cabinet/4',
      telephone: '01 42 00 00 00',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '45 boulevard Malesherbes',
        postalCode: '75008',
        addressLocality: 'Paris',
        addressCountry: 'FR',
      },
      employee: [
        {
          '@type': 'Person',
          name: 'Maître Sophie Martin',
          url: 'https://jurisrdv.fr/lawyer/1',
          jobTitle: 'Avocate',
        },
        {
          '@type': 'Person',
          name: 'Maître Luc Fontaine',
          url: 'https://jurisrdv.fr/lawyer/9',
          jobTitle: 'Avocat',
        },
      ],
    });
  });

  it('states no phone the firm did not give, and nothing of the slots', () => {
    const data = firmJsonLd(makeFirmPage({ phone: '' }), URLS);
    expect(data).not.toHaveProperty('telephone');
    expect(JSON.stringify(data)).not.toContain('2026-11');
    expect(data).not.toHaveProperty('logo');
  });

  it('gives the logo as an absolute address', () => {
    expect(firmJsonLd(makeFirmPage({ logoUrl: '/api/firms/4/logo?v=12' }), URLS)).toMatchObject({
      logo: 'https://jurisrdv.fr/api/firms/4/logo?v=12',
    });
  });
});

describe('the firm page’s head texts', () => {
  it('names the firm and its town, then its lawyers with their specialty', () => {
    const firm = makeFirmPage();
    expect(firmTitle(firm)).toBe('Cabinet Martin Avocats à Paris');
    expect(firmMetaDescription(firm)).toBe(
      'Cabinet Martin Avocats à Paris\u00a0: Maître Sophie Martin (Droit de la famille) et Maître Luc Fontaine (Droit pénal). Prenez rendez-vous en ligne sur JurisRDV.',
    );
  });

  it('names three lawyers at most and counts the others', () => {
    const lawyers = [1, 2, 3, 4, 5].map((id) => makeFirmLawyer({ id, name: `Maître Avocat ${id}` }));
    expect(firmMetaDescription(makeFirmPage({ lawyers }))).toMatch(
      /Maître Avocat 3 \(Droit de la famille\) et 2 autres\. Prenez/,
    );
    expect(firmMetaDescription(makeFirmPage({ lawyers: lawyers.slice(0, 4) }))).toMatch(/ et 1 autre\. /);
    expect(firmMetaDescription(makeFirmPage({ lawyers: lawyers.slice(0, 1) }))).toBe(
      'Cabinet Martin Avocats à Paris\u00a0: Maître Avocat 1 (Droit de la famille). Prenez rendez-vous en ligne sur JurisRDV.',
    );
  });
});
