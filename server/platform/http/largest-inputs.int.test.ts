import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '#domain/kernel/files/file-type.ts';
import {
  LONGEST_PLACE,
  LONGEST_WORKSPACE_SEARCH,
  largestDirectorySearchQuery,
  pdfOfSize,
} from '#server/test-support/largest-inputs.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';

/**
 * The largest input each heavy endpoint accepts is accepted and answered right. How long the server then keeps
 * /api/health waiting is a benchmark, `npm run bench:heavy-endpoints` (ADR 0056); this file has no clock.
 */

let t: TTestApp;
let sophie: string;

beforeAll(async () => {
  t = await createTestApp();
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
});

afterAll(async () => {
  await t.close();
});

describe('the largest inputs', { timeout: 60_000 }, () => {
  it('searches the directory with every filter at its longest, and a 100-character place', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/professionals/search?${largestDirectorySearchQuery()}`,
    });
    expect(all.statusCode, all.body).toBe(200);
    const place = encodeURIComponent(
      'Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson '.repeat(3).slice(0, 100),
    );
    const unknown = await t.app.inject({ method: 'GET', url: `/api/professionals/search?location=${place}` });
    expect(unknown.statusCode).toBeLessThan(500);
  });

  it('searches the workspace with the longest query, and refuses one character more', async () => {
    const longest = LONGEST_WORKSPACE_SEARCH;
    const found = await callAs(t.app, sophie, 'GET', `/api/pro/search?q=${encodeURIComponent(longest)}`);
    expect(found.statusCode, found.body).toBe(200);
    const over = await callAs(t.app, sophie, 'GET', `/api/pro/search?q=${encodeURIComponent(`${longest}x`)}`);
    expect(over.statusCode).toBe(400);
  });

  it('stores a 10 Mo document of a case and serves back the same bytes', async () => {
    const created = await callAs(t.app, sophie, 'POST', '/api/pro/cases', {
      title: 'Succession Dubois',
      client: { name: 'Paul Dubois' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId: number = created.json().case.id;
    const file = pdfOfSize(MAX_DOCUMENT_BYTES);
    const stored = await callAs(t.app, sophie, 'POST', `/api/pro/cases/${caseId}/documents`, {
      title: 'Inventaire',
      kind: 'contract',
      fileName: 'inventaire.pdf',
      contentBase64: file.toString('base64'),
    });
    expect(stored.statusCode, stored.body.slice(0, 500)).toBe(201);
    const [document] = stored.json().case.documents as { id: number }[];
    const download = await callAs(
      t.app,
      sophie,
      'GET',
      `/api/pro/cases/${caseId}/documents/${document?.id}/file`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file)).toBe(true);
  });

  it('stores a 10 Mo document of an appointment', async () => {
    const listed = await callAs(t.app, sophie, 'GET', '/api/pro/appointments?period=all');
    expect(listed.statusCode).toBe(200);
    const [appointment] = listed.json().appointments as { id: number }[];
    const stored = await callAs(t.app, sophie, 'POST', `/api/pro/appointments/${appointment?.id}/documents`, {
      title: 'Pièce',
      kind: 'scan',
      fileName: 'piece.pdf',
      contentBase64: pdfOfSize(MAX_DOCUMENT_BYTES).toString('base64'),
    });
    expect(stored.statusCode, stored.body.slice(0, 500)).toBe(201);
  });
});
