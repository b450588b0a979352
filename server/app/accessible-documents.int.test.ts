// @vitest-environment node
// RGAA 13.3: every generated PDF declares its language, title and tagging status, and has an accessible HTML
// version beside it with the same content, under the same checks as the PDF.
import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import { professionals } from '#server/db/schema/index.ts';
import { insertAppointment, insertProfessionalAccount } from '#server/test-support/factories.ts';
import { pageTexts } from '#server/test-support/pdf-page-texts.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  type TCallMethod,
  type TTestApp,
} from '#server/test-support/test-app.ts';

let t: TTestApp;
let sophie: string;
let thomas: string;
let marie: string;
let lucas: string;

// Monday 7 June 2027, 08:00 Paris: far from the demo appointments seeded around today.
const NOW = new Date('2027-06-07T06:00:00Z');
// Tuesday 8 June 10:00 Paris.
const TUESDAY_10 = '2027-06-08T08:00:00.000Z';
const THOMAS = 2;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  sophie = await loginAs(t.app, 'pro', 'sophie.martin@example.com', 'demo-2025', true);
  thomas = await loginAs(t.app, 'pro', 'thomas.bernard@example.com', 'demo-2025', true);
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
  const billing = await call(sophie, 'PUT', '/api/pro/billing-settings', {
    siret: '732 829 320 00074',
    vatNumber: 'FR 44 732829320',
    hourlyRateCents: 20_000,
    reminderDelaysDays: [30, 7],
  });
  expect(billing.statusCode, billing.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

function call(cookie: string | undefined, method: TCallMethod, url: string, payload?: unknown) {
  return callAs(t.app, cookie, method, url, payload);
}

const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

function decodeEntities(html: string): string {
  return html
    .replace(/<br>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The text of each element of the given tags, in order (the page's own markup: no nesting of these). */
function texts(html: string, tags: string[]): string[] {
  const pattern = new RegExp(`<(${tags.join('|')})(?:\\s[^>]*)?>([\\s\\S]*?)</\\1>`, 'g');
  return [...html.matchAll(pattern)].map((match) => flat(decodeEntities(match[2] ?? '')));
}

async function pdfText(payload: Uint8Array): Promise<string> {
  return flat((await pageTexts(payload)).join(' '));
}

/** The structure types of a tagged PDF's tree, depth first (« Document », « H1 », « P », « Table »…). */
function structureTypes(node: PDFDict | undefined, depth = 0): string[] {
  if (!node || depth > 64) return [];
  const type = node.lookupMaybe(PDFName.of('S'), PDFName)?.decodeText();
  const kids = node.lookup(PDFName.of('K'));
  const children = kids instanceof PDFArray ? kids.asArray().map((kid) => node.context.lookup(kid)) : [kids];
  return [
    ...(type ? [type] : []),
    ...children.flatMap((child) =>
      child instanceof PDFDict && child.lookupMaybe(PDFName.of('Type'), PDFName)?.decodeText() !== 'MCR'
        ? structureTypes(child, depth + 1)
        : [],
    ),
  ];
}

/** What the PDF says to assistive technologies: language, title shown as the window's title, tagging. */
async function pdfAccessibility(payload: Uint8Array) {
  const doc = await PDFDocument.load(payload, { updateMetadata: false });
  const tree = doc.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
  const lang = doc.catalog.lookup(PDFName.of('Lang'));
  const markInfo = doc.catalog.lookupMaybe(PDFName.of('MarkInfo'), PDFDict);
  const displayDocTitle = doc.catalog
    .lookupMaybe(PDFName.of('ViewerPreferences'), PDFDict)
    ?.lookup(PDFName.of('DisplayDocTitle'));
  return {
    lang: lang instanceof PDFString ? lang.decodeText() : null,
    title: doc.getTitle() ?? null,
    displayDocTitle: displayDocTitle instanceof PDFBool ? displayDocTitle.asBoolean() : null,
    marked: markInfo?.lookupMaybe(PDFName.of('Marked'), PDFBool)?.asBoolean() ?? null,
    structureTree: tree !== undefined,
    structure: new Set(structureTypes(tree)),
  };
}

/** The HTML version: a French page titled after the PDF, its first heading the document's title. */
function expectAccessiblePage(html: string, pdfTitle: string | null) {
  expect(html.startsWith('<!doctype html>')).toBe(true);
  expect(html).toContain('<html lang="fr-FR">');
  expect(pdfTitle).not.toBeNull();
  expect(texts(html, ['title'])).toEqual([flat(`${pdfTitle} — version accessible`)]);
  expect(texts(html, ['h1'])).toEqual([flat(pdfTitle ?? '')]);
}

/** Language, title shown in the title bar, and a structure tree which /MarkInfo declares. */
async function expectDeclared(payload: Uint8Array) {
  const declared = await pdfAccessibility(payload);
  expect(declared).toMatchObject({ lang: 'fr-FR', displayDocTitle: true, marked: true, structureTree: true });
  expect(declared.title).toBeTruthy();
  return declared;
}

describe('the fee agreement and its accessible version', () => {
  let appointmentId = 0;

  beforeAll(async () => {
    const booked = await call(marie, 'POST', '/api/appointments', {
      professionalId: THOMAS,
      start: TUESDAY_10,
      mode: 'cabinet',
      reason: 'Succession',
      answers: {},
      isFirstConsultation: true,
      acceptsFeeAgreement: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    appointmentId = booked.json().appointment.id;
  });

  it('says in HTML, for both parties, every heading and paragraph the PDF says', async () => {
    for (const [cookie, space] of [
      [marie, 'client'],
      [thomas, 'pro'],
    ] as const) {
      const base = `/api/${space}/appointments/${appointmentId}/fee-agreement`;
      const pdf = await call(cookie, 'GET', `${base}.pdf`);
      expect(pdf.statusCode).toBe(200);
      const declared = await expectDeclared(pdf.rawPayload);
      expect(declared.title).toBe("Convention d'honoraires");
      expect([...declared.structure]).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P']));
      const html = await call(cookie, 'GET', `${base}.html`);
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.headers['cache-control']).toBe('private, no-store');
      expectAccessiblePage(html.body, declared.title);
      expect(html.body).toContain(`href="${base}.pdf"`);
      const pdfSays = await pdfText(pdf.rawPayload);
      const blocks = texts(html.body, ['h1', 'h2', 'h3', 'p']);
      expect(blocks.length).toBeGreaterThan(10);
      for (const block of blocks) expect(pdfSays).toContain(block);
      expect(texts(html.body, ['h2'])).toEqual(
        expect.arrayContaining(['Le professionnel', 'Le client', 'Rendez-vous', 'Honoraires', 'Conditions']),
      );
      for (const expected of [
        'Maître Thomas Bernard',
        'Marie Dubois',
        'Première consultation : 150 € TTC',
        "Médiateur de la consommation de la profession d'avocat",
        'Acceptée en ligne le lundi 7 juin 2027 à 08:00',
      ])
        expect(blocks.join(' ')).toContain(expected);
    }
  });

  it('is refused like the PDF: another client or professional gets 404, no session 401', async () => {
    const url = (space: 'client' | 'pro') => `/api/${space}/appointments/${appointmentId}/fee-agreement.html`;
    expect((await call(lucas, 'GET', url('client'))).statusCode).toBe(404);
    expect((await call(sophie, 'GET', url('pro'))).statusCode).toBe(404);
    expect((await call(marie, 'GET', url('pro'))).statusCode).toBe(401);
    expect((await call(undefined, 'GET', url('client'))).statusCode).toBe(401);
    expect((await call(undefined, 'GET', url('pro'))).statusCode).toBe(401);
  });

  it('previews before booking in HTML what the preview PDF says, for the same booking', async () => {
    const query = `first=true&mode=cabinet&start=${encodeURIComponent(TUESDAY_10)}`;
    const pdf = await call(undefined, 'GET', `/api/professionals/${THOMAS}/fee-agreement-preview?${query}`);
    expect(pdf.statusCode).toBe(200);
    const declared = await expectDeclared(pdf.rawPayload);
    const html = await call(
      undefined,
      'GET',
      `/api/professionals/${THOMAS}/fee-agreement-preview.html?${query}`,
    );
    expect(html.statusCode).toBe(200);
    expectAccessiblePage(html.body, declared.title);
    const pdfSays = await pdfText(pdf.rawPayload);
    const blocks = texts(html.body, ['h1', 'h2', 'p']);
    for (const block of blocks) expect(pdfSays).toContain(block);
    expect(blocks).toContain('Aperçu — non encore acceptée');
    expect(blocks.join(' ')).toContain('150 € TTC');
    expect(
      (await call(undefined, 'GET', '/api/professionals/999999/fee-agreement-preview.html')).statusCode,
    ).toBe(404);
  });
});

describe('invoices, credit notes and their accessible version', () => {
  let invoice: TInvoice;
  let creditNote: TInvoice;

  beforeAll(async () => {
    const sophieRow = await t.handle.db.query.professionals.findFirst({
      where: (table, { eq }) => eq(table.lastName, 'Martin'),
    });
    const marieRow = await t.handle.db.query.users.findFirst({
      where: (table, { eq }) => eq(table.email, 'marie.dubois@example.com'),
    });
    if (!sophieRow || !marieRow) throw new Error('comptes de démonstration absents');
    const appointment = await insertAppointment(t.handle.db, {
      professionalId: sophieRow.id,
      clientUserId: marieRow.id,
      startsAt: new Date('2027-06-01T09:00:00Z'),
      endsAt: new Date('2027-06-01T10:00:00Z'),
    });
    const draft = await call(sophie, 'POST', '/api/pro/invoices', {
      appointmentId: appointment.id,
      clientName: 'Marie Dubois',
      clientAddress: '12 rue de la Paix, 75002 Paris',
      lines: [
        {
          description: 'Consultation du 1er juin 2027',
          quantityThousandths: 1000,
          unitPriceCents: 12_000,
          vatRateBp: 2000,
        },
        {
          description: 'Rédaction d’un courrier',
          quantityThousandths: 1500,
          unitPriceCents: 8_000,
          vatRateBp: 2000,
        },
      ],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await call(sophie, 'POST', `/api/pro/invoices/${draft.json().invoice.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    invoice = issued.json().invoice;
    const credited = await call(sophie, 'POST', `/api/pro/invoices/${invoice.id}/credit-note`, {
      lines: [
        {
          description: 'Geste commercial',
          quantityThousandths: 1000,
          unitPriceCents: 1_000,
          vatRateBp: 2000,
        },
      ],
    });
    expect(credited.statusCode, credited.body).toBe(201);
    creditNote = credited.json().invoice;
  });

  it('shows the same amounts, names and mentions as the PDF, as tables with headers, in both spaces', async () => {
    for (const [document, amounts, mention] of [
      [
        invoice,
        ['120,00 €', '1,5', '80,00 €', '240,00 €', '48,00 €', '288,00 €', 'Total TTC'],
        "Pas d'escompte pour paiement anticipé.",
      ],
      [
        creditNote,
        ['10,00 €', '2,00 €', '12,00 €', "Total TTC de l'avoir", 'Geste commercial'],
        `Montant à déduire des sommes dues au titre de la facture ${invoice.number}`,
      ],
    ] as const) {
      for (const [cookie, url] of [
        [sophie, `/api/pro/invoices/${document.id}`],
        [marie, `/api/client/invoices/${document.id}`],
      ] as const) {
        const pdf = await call(cookie, 'GET', `${url}/pdf`);
        expect(pdf.statusCode).toBe(200);
        const declared = await expectDeclared(pdf.rawPayload);
        expect(declared.title).toContain(document.number ?? '');
        expect([...declared.structure]).toEqual(
          expect.arrayContaining(['Document', 'H1', 'P', 'Table', 'TR', 'TH', 'TD']),
        );
        const html = await call(cookie, 'GET', `${url}/html`);
        expect(html.statusCode).toBe(200);
        expectAccessiblePage(html.body, declared.title);
        expect(html.body).toContain(`href="${url}/pdf"`);
        const pdfSays = await pdfText(pdf.rawPayload);
        // Every paragraph and cell of the page is drawn in the PDF (its headings and captions only add structure).
        const cells = texts(html.body, ['p', 'th', 'td']);
        for (const cell of cells) expect(pdfSays).toContain(cell);
        for (const amount of amounts) expect(cells).toContain(flat(amount));
        expect(cells).toContain('Marie Dubois');
        expect(cells.join(' ')).toContain('SIRET : 732 829 320 00074');
        expect(cells.join(' ')).toContain(mention);
        expect(html.body).toContain('<th scope="col" class="num">Montant HT</th>');
        expect(texts(html.body, ['caption'])).toEqual([
          `Lignes de ${declared.title}`,
          'TVA par taux',
          'Totaux',
        ]);
      }
    }
  });

  it('is refused like the PDF: another professional or client gets 404, no session 401', async () => {
    expect((await call(thomas, 'GET', `/api/pro/invoices/${invoice.id}/html`)).statusCode).toBe(404);
    expect((await call(lucas, 'GET', `/api/client/invoices/${invoice.id}/html`)).statusCode).toBe(404);
    expect((await call(lucas, 'GET', `/api/client/invoices/${creditNote.id}/html`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/api/client/invoices/${invoice.id}/html`)).statusCode).toBe(401);
    expect((await call(undefined, 'GET', `/api/pro/invoices/${invoice.id}/html`)).statusCode).toBe(401);
    expect((await call(marie, 'GET', `/api/pro/invoices/${invoice.id}/html`)).statusCode).toBe(401);
  });

  it('shows a draft to its professional only, marked as such in both versions', async () => {
    const draft = await call(sophie, 'POST', '/api/pro/invoices', {
      clientName: 'Client Brouillon',
      clientAddress: '1 rue du Test, 75001 Paris',
      lines: [
        {
          description: 'Étude du dossier',
          quantityThousandths: 1000,
          unitPriceCents: 5_000,
          vatRateBp: 2000,
        },
      ],
    });
    const id = draft.json().invoice.id;
    const pdf = await call(sophie, 'GET', `/api/pro/invoices/${id}/pdf`);
    const html = await call(sophie, 'GET', `/api/pro/invoices/${id}/html`);
    expect(html.statusCode).toBe(200);
    const pdfSays = await pdfText(pdf.rawPayload);
    const cells = texts(html.body, ['p', 'th', 'td']);
    for (const cell of cells) expect(pdfSays).toContain(cell);
    expect(cells).toContain('BROUILLON — sans valeur comptable');
    expect(cells).toContain('Client Brouillon');
    expect((await call(marie, 'GET', `/api/client/invoices/${id}/html`)).statusCode).toBe(404);
    expect((await call(thomas, 'GET', `/api/pro/invoices/${id}/html`)).statusCode).toBe(404);
  });
});

describe('the « Déclaration à l’Ordre » and its accessible version', () => {
  it('says in HTML every heading and paragraph of the letter and its annex', async () => {
    const pdf = await call(sophie, 'GET', '/api/pro/bar-declaration.pdf');
    expect(pdf.statusCode).toBe(200);
    const declared = await expectDeclared(pdf.rawPayload);
    const html = await call(sophie, 'GET', '/api/pro/bar-declaration.html');
    expect(html.statusCode).toBe(200);
    expectAccessiblePage(html.body, declared.title);
    expect(declared.title).toBe('Déclaration à l’Ordre — Sophie Martin');
    expect([...declared.structure]).toEqual(expect.arrayContaining(['Document', 'H2', 'H3', 'P']));
    const pdfSays = await pdfText(pdf.rawPayload);
    const blocks = texts(html.body, ['h2', 'h3', 'p']);
    expect(blocks.length).toBeGreaterThan(15);
    for (const block of blocks) expect(pdfSays).toContain(block);
    expect(blocks).toContain('Madame, Monsieur le Bâtonnier');
    expect(texts(html.body, ['h2'])[0]).toMatch(/^Annexe\s: /);
    expect(texts(html.body, ['h3']).length).toBeGreaterThan(3);
  });

  it('is a lawyer’s own: a client or no session gets 401, a notaire 404', async () => {
    expect((await call(marie, 'GET', '/api/pro/bar-declaration.html')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/pro/bar-declaration.html')).statusCode).toBe(401);
    const { professional } = await insertProfessionalAccount(t.handle.db, {
      email: 'notaire.html@example.com',
    });
    await t.handle.db
      .update(professionals)
      .set({ professionalType: 'notaire' })
      .where(eq(professionals.id, professional.id));
    const cookie = await loginAs(t.app, 'pro', 'notaire.html@example.com');
    expect((await call(cookie, 'GET', '/api/pro/bar-declaration.html')).statusCode).toBe(404);
  });
});
