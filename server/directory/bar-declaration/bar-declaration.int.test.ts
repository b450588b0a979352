// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_TERMS } from '#domain/directory/pro-marketing/pro-terms.ts';
import { pageTexts } from '#server/test-support/pdf-page-texts.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let marie: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-30T09:00:00Z'));
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com');
});
afterAll(async () => {
  await t.close();
});

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /api/pro/bar-declaration.pdf', () => {
  it('draws the lawyer’s letter to their bâtonnier, with the platform’s terms on the following page', async () => {
    const response = await callAs(t.app, sophie, 'GET', '/api/pro/bar-declaration.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="declaration-ordre-jurisrdv-2026-11-30.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pages = (await pageTexts(response.rawPayload)).map(flat);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const [letter = '', ...rest] = pages;
    expect(letter).toContain('Maître Sophie Martin');
    expect(letter).toContain('Avocate au barreau de Paris');
    expect(letter).toContain('PARIS-A1234');
    expect(letter).toContain('Madame, Monsieur le Bâtonnier');
    expect(letter).toContain('Ordre des avocats du barreau de Paris');
    expect(letter).toContain('article 19 du Règlement intérieur national');
    expect(letter).toContain('JurisRDV SAS');
    expect(letter).toContain('/lawyer/1');
    expect(letter).toContain('30 novembre 2026');
    const terms = rest.join(' ');
    expect(terms).toContain(PRO_TERMS.title);
    for (const section of PRO_TERMS.sections) expect(terms).toContain(section.heading);
    expect(terms).toContain('aucun abonnement ni paiement n’est demandé'.replace('’', "'"));
  });

  it('is refused to a client and an anonymous visitor', async () => {
    expect((await callAs(t.app, marie, 'GET', '/api/pro/bar-declaration.pdf')).statusCode).toBe(401);
    expect((await callAs(t.app, undefined, 'GET', '/api/pro/bar-declaration.pdf')).statusCode).toBe(401);
  });
});
