import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '#domain/directory/consent/cookie-consent.ts';
import { PUBLIC_PAGE_HEADS } from '#domain/directory/seo/page-heads.ts';
import { DEFAULT_CONSUMER_MEDIATOR } from '#domain/directory/site/consumer-mediator-setting.ts';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { PRO_MARKETING_PAGES, PUBLIC_CONTENT_PAGES } from '#domain/kernel/routing/page-routes.ts';
import { parseClaimsDocument, type TClaimRow } from './claims-document';
import { pageSentencesOf, type TCalendarSyncFacts } from './page-claims-support';
import { normalizeText } from './page-text';

/**
 * Every sentence of the marketing, security and legal pages must be listed, with its evidence, in
 * docs/claims.md (PRODUCT.md §8): a new sentence, true or not, fails here until someone writes down
 * why it is true. Each page is rendered twice, with the configuration facts on and off, since some
 * sentences follow the configuration; every listed sentence must still appear somewhere.
 */
const CLAIMS_PATH = join(__dirname, '../../docs/claims.md');

const PUBLIC_PAGES = PUBLIC_CONTENT_PAGES;
const PRO_PAGES = PRO_MARKETING_PAGES;

const LAYOUTS = { public: 'public-layout', pro: 'pro-layout' } as const;

/** What a production deployment with SMTP and https says, and what a bare local run says. */
const FACT_SETS: readonly TSiteFacts[] = [
  {
    supportEmail: 'support@cabinet-exemple.fr',
    emailDelivery: true,
    secureTransport: true,
    smsHost: 'api.brevo.com',
    videoHost: 'visio.exemple.fr',
    videoProvider: 'generic',
    demoBookingUrl: 'https://calendly.com/jurisrdv/demo',
    publicProfessionalCount: 742,
    demoMode: true,
    publicCommuneCount: 96,
    consumerMediator: {
      name: 'Médiateur de la consommation choisi',
      address: '1 rue de la Paix, 75002 Paris',
      website: 'https://mediateur.exemple.fr',
    },
  },
  {
    supportEmail: 'contact@jurisrdv.fr',
    emailDelivery: false,
    secureTransport: false,
    smsHost: null,
    videoHost: 'meet.jit.si',
    videoProvider: 'jitsi',
    demoBookingUrl: null,
    publicProfessionalCount: 0,
    demoMode: true,
    publicCommuneCount: 0,
    consumerMediator: DEFAULT_CONSUMER_MEDIATOR,
  },
];

/** The calendar sync each of FACT_SETS runs with: every service configured, then none. */
const CALENDAR_SYNC_SETS: readonly TCalendarSyncFacts[] = [
  { caldav: true, google: true, microsoft: true },
  { caldav: false, google: false, microsoft: false },
];

function rowFor(rows: readonly TClaimRow[], sentence: string): TClaimRow | undefined {
  return rows.find((row) => row.pattern.test(sentence));
}

const document_ = parseClaimsDocument(readFileSync(CLAIMS_PATH, 'utf8'));
const shown = new Map<string, Set<string>>();

beforeAll(() => {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      essential: true,
      analytics: false,
      marketing: false,
      decidedAt: new Date().toISOString(),
    }),
  );
});

afterAll(() => {
  window.localStorage.clear();
});

describe('docs/claims.md lists every sentence of the marketing, security and legal pages', () => {
  const pages = [
    ...PUBLIC_PAGES.map((path) => ({ path, layout: LAYOUTS.public })),
    ...PRO_PAGES.map((path) => ({ path, layout: LAYOUTS.pro })),
  ];

  it.each(pages)(
    '$path',
    async ({ path, layout }) => {
      const own = document_.get(path) ?? [];
      const shared = document_.get(layout) ?? [];
      const seen = new Set<string>();
      for (const [index, facts] of FACT_SETS.entries()) {
        const sentences = await pageSentencesOf(path, facts, CALENDAR_SYNC_SETS[index]);
        for (const { sentence } of sentences) seen.add(sentence);
        // The server writes the same title in the HTML (server/app/web-app/page-head.ts).
        expect(
          sentences.filter((entry) => entry.tag === 'TITLE').map((entry) => entry.sentence),
          'domain/directory/seo/page-heads.ts',
        ).toEqual([normalizeText(PUBLIC_PAGE_HEADS[path].title)]);
      }
      shown.set(path, seen);

      const unlisted = [...seen].filter((sentence) => !rowFor(own, sentence) && !rowFor(shared, sentence));
      expect(
        unlisted.map((sentence) => `| ${sentence} | |`),
        `add these to docs/claims.md under \`${path}\`, with their evidence`,
      ).toEqual([]);

      const stale = own.filter((row) => ![...seen].some((sentence) => row.pattern.test(sentence)));
      expect(
        stale.map((row) => row.text),
        `these rows of \`${path}\` are no longer on the page`,
      ).toEqual([]);
    },
    30_000,
  );

  it('every row has its evidence, and the shared rows appear on some page', () => {
    const missingEvidence = [...document_.entries()].flatMap(([section, rows]) =>
      rows.filter((row) => row.evidence === '').map((row) => `${section}: ${row.text}`),
    );
    expect(missingEvidence).toEqual([]);
    for (const [layout, paths] of [
      [LAYOUTS.public, PUBLIC_PAGES],
      [LAYOUTS.pro, PRO_PAGES],
    ] as const) {
      const everywhere = paths.flatMap((path) => [...(shown.get(path) ?? [])]);
      const stale = (document_.get(layout) ?? []).filter(
        (row) => !everywhere.some((sentence) => row.pattern.test(sentence)),
      );
      expect(
        stale.map((row) => row.text),
        `rows of \`${layout}\` shown nowhere`,
      ).toEqual([]);
    }
  });

  it('knows no section that is not a listed page or layout', () => {
    const known = new Set<string>([...PUBLIC_PAGES, ...PRO_PAGES, LAYOUTS.public, LAYOUTS.pro]);
    expect([...document_.keys()].filter((section) => !known.has(section))).toEqual([]);
  });
});
