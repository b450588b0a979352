// @vitest-environment node

import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFStream,
  PDFString,
} from '@cantoo/pdf-lib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { VAT_EXEMPTION_MENTION } from '#domain/billing/invoices/billing-settings.ts';
import {
  CONSUMER_LATE_PAYMENT_MENTION,
  DRAFT_MENTION,
  LATE_PAYMENT_PENALTIES_MENTION,
  paymentTermsMention,
  RECOVERY_INDEMNITY_MENTION,
} from '#domain/billing/invoices/invoice-mentions.ts';
import type { TInvoice, TInvoiceLine } from '#domain/billing/invoices/invoice-schemas.ts';
import { buildInvoice, TEST_ISSUER } from '#domain/billing/invoices/invoice-test-factory.ts';
import { pageTexts } from '#server/test-support/pdf-page-texts.ts';
import { invoicePdfFileName, readFacturXAttachment, renderInvoicePdf } from './invoice-pdf';

/** The mentions' no-break spaces, as pageTexts reads them: plain (they share the space's glyph). */
const asDrawn = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

type TNode = { [key: string]: TNode | TNode[] | string | undefined };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['ram:IncludedSupplyChainTradeLineItem', 'ram:ApplicableTradeTax'].includes(name),
});

function amountCents(value: unknown): number {
  const text = typeof value === 'object' && value !== null ? (value as TNode)['#text'] : value;
  const match = /^(\d+)\.(\d{2})$/.exec(String(text));
  if (!match) throw new Error(`not an amount: ${String(text)}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** What the embedded XML says, in cents. */
async function facturXOf(pdf: Uint8Array) {
  const xml = await readFacturXAttachment(pdf);
  if (xml === null) throw new Error('no Factur-X attachment');
  const root = (parser.parse(xml) as TNode)['rsm:CrossIndustryInvoice'] as TNode;
  const transaction = root['rsm:SupplyChainTradeTransaction'] as TNode;
  const settlement = transaction['ram:ApplicableHeaderTradeSettlement'] as TNode;
  const summation = settlement['ram:SpecifiedTradeSettlementHeaderMonetarySummation'] as TNode;
  return {
    typeCode: (root['rsm:ExchangedDocument'] as TNode)['ram:TypeCode'],
    lineCount: (transaction['ram:IncludedSupplyChainTradeLineItem'] as TNode[]).length,
    netCents: amountCents(summation['ram:TaxBasisTotalAmount']),
    vatCents: amountCents(summation['ram:TaxTotalAmount']),
    grossCents: amountCents(summation['ram:GrandTotalAmount']),
    vatBreakdown: (settlement['ram:ApplicableTradeTax'] as TNode[]).map((tax) => ({
      category: tax['ram:CategoryCode'],
      netCents: amountCents(tax['ram:BasisAmount']),
      vatCents: amountCents(tax['ram:CalculatedAmount']),
    })),
    settlement,
  };
}

function rawStream(value: unknown): PDFRawStream {
  if (!(value instanceof PDFRawStream)) throw new Error('not a stream');
  return value;
}

const line = (overrides: Partial<TInvoiceLine> = {}): TInvoiceLine => ({
  description: 'Consultation juridique',
  quantityThousandths: 1000,
  unitPriceCents: 15_000,
  vatRateBp: 2000,
  ...overrides,
});

const mixedRates = buildInvoice({
  lines: [
    line({ description: 'Consultation (1 h 30)', quantityThousandths: 1500, unitPriceCents: 13_333 }),
    line({ description: 'Rédaction d’un contrat de bail commercial', unitPriceCents: 45_000 }),
    line({
      description: 'Code civil 2027',
      quantityThousandths: 2000,
      unitPriceCents: 2_999,
      vatRateBp: 550,
    }),
  ],
});

function expectTotalsOf(facturX: Awaited<ReturnType<typeof facturXOf>>, invoice: TInvoice) {
  expect(facturX.netCents).toBe(invoice.netCents);
  expect(facturX.vatCents).toBe(invoice.vatCents);
  expect(facturX.grossCents).toBe(invoice.grossCents);
  expect(facturX.vatBreakdown.map(({ netCents, vatCents }) => ({ netCents, vatCents }))).toEqual(
    invoice.vatBreakdown.map(({ netCents, vatCents }) => ({ netCents, vatCents })),
  );
}

describe('invoice PDF', () => {
  it('names the file after the kind and the number', () => {
    expect(invoicePdfFileName(buildInvoice())).toBe('facture-F-000042.pdf');
    expect(invoicePdfFileName(buildInvoice({ kind: 'credit_note', number: 'F-000043' }))).toBe(
      'avoir-F-000043.pdf',
    );
    expect(invoicePdfFileName(buildInvoice({ id: 12, status: 'draft', number: null }))).toBe(
      'brouillon-facture-12.pdf',
    );
  });

  it('prints an invoice at 20 % and 5,5 % with its mentions, and embeds Factur-X with the same totals', async () => {
    const pdf = await renderInvoicePdf(mixedRates);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');

    const facturX = await facturXOf(pdf);
    expect(facturX.typeCode).toBe('380');
    expect(facturX.lineCount).toBe(3);
    expect(facturX.vatBreakdown.map((tax) => tax.category)).toEqual(['S', 'S']);
    expectTotalsOf(facturX, mixedRates);
    expect(mixedRates.grossCents).toBe(84_328);

    const [text = ''] = await pageTexts(pdf);
    for (const expected of [
      'Facture n° F-000042',
      TEST_ISSUER.name,
      'SIRET : 732 829 320 00074',
      'N° de TVA intracommunautaire : FR44732829320',
      'Jean Dupont',
      '69003 Lyon',
      "Date d'émission : 24/11/2026",
      "Date d'échéance : 24/12/2026",
      'Prix unit. HT',
      '1,5',
      '133,33 €',
      '5,5 %',
      'Total HT 709,98 €',
      'Total TVA 133,30 €',
      'Total TTC 843,28 €',
      'Avocate au barreau de Paris — Cabinet Martin',
      paymentTermsMention(mixedRates),
      // No-break spaces share the space's glyph: the PDF's text reads them back as spaces.
      asDrawn(CONSUMER_LATE_PAYMENT_MENTION),
      "Médiateur de la consommation de la profession d'avocat, Conseil national des barreaux, 180 boulevard Haussmann, 75008 Paris, mediateur-consommation-avocat.fr",
    ])
      expect(text).toContain(asDrawn(expected));
    // A consumer: none of the business penalties of L441-10.
    expect(text).not.toContain(asDrawn(LATE_PAYMENT_PENALTIES_MENTION));
    expect(text).not.toContain('L441-10');
    expect(text).not.toContain(asDrawn(RECOVERY_INDEMNITY_MENTION));
    expect(text).not.toContain(asDrawn(VAT_EXEMPTION_MENTION));
  });

  it('declares Factur-X EN 16931 in XMP and dates the document on its issue date', async () => {
    const pdf = await renderInvoicePdf(mixedRates);
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Facture n° F-000042');
    expect(doc.getAuthor()).toBe(TEST_ISSUER.name);
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    const metadata = doc.catalog.lookup(PDFName.of('Metadata'));
    if (!(metadata instanceof PDFRawStream)) throw new Error('no XMP metadata');
    const xmp = new TextDecoder().decode(decodePDFRawStream(metadata).decode());
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(doc.catalog.lookup(PDFName.of('AF'))).toBeInstanceOf(PDFArray);
    // Same invoice, same bytes: nothing in the file depends on when it was rendered.
    expect(await renderInvoicePdf(mixedRates)).toEqual(pdf);
  });

  it('says the same in the Info dictionary and the XMP, left uncompressed in its xpacket (PDF/A)', async () => {
    const doc = await PDFDocument.load(await renderInvoicePdf(mixedRates), { updateMetadata: false });
    const metadata = rawStream(doc.catalog.lookup(PDFName.of('Metadata')));
    expect(metadata.dict.get(PDFName.of('Filter'))).toBeUndefined();
    const xmp = new TextDecoder().decode(metadata.getContents());
    expect(xmp.startsWith('<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>')).toBe(true);
    expect(xmp.endsWith('<?xpacket end="w"?>')).toBe(true);
    const xmpText = (pattern: RegExp) => pattern.exec(xmp)?.[1];
    const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
    expect(info.lookup(PDFName.of('CreationDate'), PDFString).asString()).toBe('D:20261124000000Z');
    expect(info.lookup(PDFName.of('ModDate'), PDFString).asString()).toBe('D:20261124000000Z');
    expect(xmpText(/<xmp:CreateDate>([^<]*)</)).toBe('2026-11-24T00:00:00Z');
    expect(xmpText(/<xmp:ModifyDate>([^<]*)</)).toBe('2026-11-24T00:00:00Z');
    expect(xmpText(/<dc:title><rdf:Alt><rdf:li xml:lang="x-default">([^<]*)</)).toBe(doc.getTitle());
    expect(xmpText(/<dc:description><rdf:Alt><rdf:li xml:lang="x-default">([^<]*)</)).toBe(doc.getSubject());
    expect(xmpText(/<dc:creator><rdf:Seq><rdf:li>([^<]*)</)).toBe(doc.getAuthor());
    expect(xmpText(/<pdf:Producer>([^<]*)</)).toBe(doc.getProducer());
    expect(xmpText(/<pdf:Keywords>([^<]*)</)).toBe(doc.getKeywords());
    expect(xmpText(/<xmp:CreatorTool>([^<]*)</)).toBe(doc.getCreator());
    expect(doc.getKeywords()).toBe('Factur-X, EN 16931, F-000042');

    const id = doc.context.trailerInfo.ID;
    expect(id).toBeInstanceOf(PDFArray);
    expect(id instanceof PDFArray && id.size()).toBe(2);
    expect(doc.context.trailerInfo.Encrypt).toBeUndefined();
    // No transparency on an issued invoice (only a draft's watermark is translucent): no graphics state.
    for (const page of doc.getPages())
      expect(page.node.Resources()?.lookupMaybe(PDFName.of('ExtGState'), PDFDict)?.keys() ?? []).toEqual([]);
  });

  it('declares an sRGB output intent with its ICC profile (PDF/A, the colours being DeviceRGB)', async () => {
    const doc = await PDFDocument.load(await renderInvoicePdf(mixedRates));
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    expect(intents.size()).toBe(1);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of('Type'))).toBe(PDFName.of('OutputIntent'));
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    expect(intent.lookup(PDFName.of('OutputConditionIdentifier'), PDFString).asString()).toBe(
      'sRGB IEC61966-2.1',
    );
    const profile = rawStream(intent.lookup(PDFName.of('DestOutputProfile')));
    expect(profile.dict.lookup(PDFName.of('N'), PDFNumber).asNumber()).toBe(3);
    const icc = decodePDFRawStream(profile).decode();
    const ascii = (from: number, to: number) => new TextDecoder('latin1').decode(icc.slice(from, to));
    expect([ascii(12, 16), ascii(16, 20), ascii(36, 40)]).toEqual(['mntr', 'RGB ', 'acsp']);
  });

  it('embeds every font it draws with, issued invoice and draft alike (PDF/A)', async () => {
    const draft = buildInvoice({ status: 'draft', number: null, issuer: null, issueDate: null });
    for (const pdf of [
      await renderInvoicePdf(mixedRates),
      await renderInvoicePdf(draft, { draftIssuer: TEST_ISSUER }),
    ]) {
      const doc = await PDFDocument.load(pdf);
      const fonts = doc.context
        .enumerateIndirectObjects()
        .flatMap(([, object]) => (object instanceof PDFDict ? [object] : []))
        .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('Font'));
      // DejaVu Sans and DejaVu Sans Bold, each a Type0 font over a CIDFontType2 (TrueType) descendant.
      expect(fonts).toHaveLength(4);
      for (const font of fonts) {
        if (font.get(PDFName.of('Subtype')) === PDFName.of('Type0')) {
          // Its descendant is an indirect object of its own, checked by this same loop.
          expect(font.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0)).toBeDefined();
          continue;
        }
        expect(font.get(PDFName.of('Subtype'))).toBe(PDFName.of('CIDFontType2'));
        const descriptor = font.lookup(PDFName.of('FontDescriptor'), PDFDict);
        expect(descriptor.lookup(PDFName.of('FontFile2'))).toBeInstanceOf(PDFStream);
      }
    }
  });

  it('draws French typography with the embedded fonts, and stays small', async () => {
    const french = buildInvoice({
      clientName: 'Œuvres d’Hélène « Cœur » SARL',
      lines: [line({ description: 'Honoraires — procès-verbal « œuvre », 1 234 € d’avance' })],
    });
    const pdf = await renderInvoicePdf(french);
    const [text = ''] = await pageTexts(pdf);
    expect(text).toContain('Œuvres d’Hélène « Cœur » SARL');
    expect(text).toContain('Honoraires — procès-verbal « œuvre », 1 234 € d’avance');
    expect(text).not.toContain('\ufffd');
    // Subset fonts: the glyphs drawn, not the 700 KB of each face.
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('prints the franchise mention of a VAT-exempt issuer, exemption E in Factur-X', async () => {
    const exempt = buildInvoice({
      issuer: { ...TEST_ISSUER, vatNumber: null },
      lines: [line({ vatRateBp: 0, unitPriceCents: 9_000 })],
    });
    const pdf = await renderInvoicePdf(exempt);
    const facturX = await facturXOf(pdf);
    expect(facturX.vatBreakdown).toEqual([{ category: 'E', netCents: 9_000, vatCents: 0 }]);
    expectTotalsOf(facturX, exempt);
    const [text = ''] = await pageTexts(pdf);
    expect(text).toContain(asDrawn(VAT_EXEMPTION_MENTION));
    expect(text).not.toContain('TVA intracommunautaire');
    expect(text).toContain('Total TTC 90,00 €');
  });

  it('adds the 40 € recovery indemnity for a business client', async () => {
    const business = buildInvoice({ clientIsBusiness: true, clientName: 'SARL Dupont & Fils' });
    const pdf = await renderInvoicePdf(business);
    const [text = ''] = await pageTexts(pdf);
    expect(text).toContain(asDrawn(LATE_PAYMENT_PENALTIES_MENTION));
    expect(text).toContain(asDrawn(RECOVERY_INDEMNITY_MENTION));
    expect(text).not.toContain(asDrawn(CONSUMER_LATE_PAYMENT_MENTION));
    expect(text).not.toContain('Médiation de la consommation');
    expect(text).toContain('Client professionnel');
    expect(text).toContain('SARL Dupont & Fils');
    expectTotalsOf(await facturXOf(pdf), business);
  });

  it('prints a credit note with the invoice it credits, type 381 in Factur-X', async () => {
    const creditNote = buildInvoice({
      kind: 'credit_note',
      number: 'F-000043',
      creditedInvoiceNumber: 'F-000042',
    });
    const pdf = await renderInvoicePdf(creditNote);
    expect(invoicePdfFileName(creditNote)).toBe('avoir-F-000043.pdf');
    const facturX = await facturXOf(pdf);
    expect(facturX.typeCode).toBe('381');
    expect(facturX.settlement['ram:InvoiceReferencedDocument']).toEqual({
      'ram:IssuerAssignedID': 'F-000042',
    });
    expectTotalsOf(facturX, creditNote);
    const [text = ''] = await pageTexts(pdf);
    expect(text).toContain('Avoir n° F-000043 sur la facture F-000042');
    expect(text).toContain("Total TTC de l'avoir 360,00 €");
    expect(text).not.toContain("Date d'échéance");
  });

  it('wraps long descriptions and continues on as many pages as 100 lines need, hostile text included', async () => {
    const hostile = 'Dupont <script>alert(1)</script> & « Fils » \u0000 🙂 ő ł \u202e 1\u202f234 ';
    const lines = Array.from({ length: 100 }, (_, index) =>
      line({
        description: `${index + 1}. ${hostile}${'Diligence accomplie au titre du dossier '.repeat(8)}`.slice(
          0,
          300,
        ),
        quantityThousandths: 1000 + index,
        unitPriceCents: 1_000 + index * 37,
        vatRateBp: index % 3 === 0 ? 550 : 2000,
      }),
    );
    lines.push(line({ description: 'X'.repeat(300) }));
    lines.shift();
    const long = buildInvoice({ lines, clientName: hostile, clientAddress: `${hostile}\n75001 Paris` });

    const short = await PDFDocument.load(await renderInvoicePdf(buildInvoice()));
    const pdf = await renderInvoicePdf(long);
    const doc = await PDFDocument.load(pdf);
    expect(short.getPageCount()).toBe(1);
    expect(doc.getPageCount()).toBeGreaterThan(4);

    const facturX = await facturXOf(pdf);
    expect(facturX.lineCount).toBe(100);
    expectTotalsOf(facturX, long);

    // The client's name is in the metadata too: the XMP stays well-formed XML.
    const metadata = rawStream(doc.catalog.lookup(PDFName.of('Metadata')));
    expect(XMLValidator.validate(new TextDecoder().decode(metadata.getContents()))).toBe(true);
    expect(doc.getSubject()).toContain('Dupont <script>alert(1)</script> & « Fils »');
    expect(doc.getSubject()).not.toContain('\u0000');

    const texts = await pageTexts(pdf);
    const all = texts.join(' ');
    expect(all).toContain('Dupont <script>alert(1)</script> & « Fils »');
    // The fonts draw ő and ł; the emoji (no glyph), NUL and the bidi override (invisible) are dropped.
    expect(all).toContain('« Fils » ő ł 1 234');
    expect(all).not.toContain('\u202e');
    expect(all).not.toContain('\ufffd');
    expect(all).not.toContain('\u0000');
    expect(all).toContain('100. Dupont');
    expect(texts.at(-1)).toContain(asDrawn(CONSUMER_LATE_PAYMENT_MENTION));
    // The table header is repeated on every page it continues on.
    for (const text of texts.slice(0, -1)) expect(text).toContain('Désignation');
    texts.forEach((text, index) => {
      expect(text).toContain(`page ${index + 1} / ${texts.length}`);
    });
  });

  it('marks a draft as such, without Factur-X', async () => {
    const draft = buildInvoice({
      id: 12,
      status: 'draft',
      number: null,
      issuer: null,
      issueDate: null,
      dueDate: null,
    });
    const pdf = await renderInvoicePdf(draft, { draftIssuer: TEST_ISSUER });
    expect(await readFacturXAttachment(pdf)).toBeNull();
    const [text = ''] = await pageTexts(pdf);
    expect(text).toContain(DRAFT_MENTION);
    expect(text).toContain('Facture (brouillon)');
    expect(text).toContain(TEST_ISSUER.name);
    expect(text).toContain("Échéance : paiement à 30 jours à compter de l'émission.");
    // The mentions are those the issuer's current settings will freeze: the mediator comes with them.
    expect(text).toContain('mediateur-consommation-avocat.fr');

    const anonymous = await renderInvoicePdf(draft);
    expect((await pageTexts(anonymous))[0]).toContain(DRAFT_MENTION);
  });
});
