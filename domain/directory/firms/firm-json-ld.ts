import type { TFirmPage } from './firm-page-schemas';

type TJsonLd = Record<string, unknown>;

/**
 * The firm as schema.org structured data: a `LegalService` at its address, each lawyer the page lists an
 * `employee` (a `Person` with their profile's URL and their title). Only what the page itself shows.
 */
export function firmJsonLd(firm: TFirmPage, urls: { firm: string; lawyer: (id: number) => string }): TJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: firm.name,
    url: urls.firm,
    ...(firm.phone ? { telephone: firm.phone } : {}),
    ...(firm.logoUrl ? { logo: new URL(firm.logoUrl, urls.firm).href } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.streetAddress,
      postalCode: firm.postalCode,
      addressLocality: firm.city,
      addressCountry: 'FR',
    },
    employee: firm.lawyers.map((lawyer) => ({
      '@type': 'Person',
      name: lawyer.name,
      url: urls.lawyer(lawyer.id),
      jobTitle: lawyer.title,
    })),
  };
}
