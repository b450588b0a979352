// @vitest-environment node
import { XMLParser } from 'fast-xml-parser';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { VAT_EXEMPTION_MENTION } from '../../domain/invoices/billing-settings';
import {
  DRAFT_MENTION,
  LATE_PAYMENT_PENALTIES_MENTION,
  paymentTermsMention,
  RECOVERY_INDEMNITY_MENTION,
} from '../../domain/invoices/invoice-mentions';
import type { TInvoice, TInvoiceLine } from '../../domain/invoices/invoice-schemas';
import { buildInvoice, TEST_ISSUER } from '../../domain/invoices/invoice-test-factory';
import { pageTexts } from '../test-support/pdf-page-texts';
import { invoicePdfFileName, readFacturXAttachment, renderInvoicePdf } from './invoice-pdf';

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
      paymentTermsMention(mixedRates),
      LATE_PAYMENT_PENALTIES_MENTION,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(RECOVERY_INDEMNITY_MENTION);
    expect(text).not.toContain(VAT_EXEMPTION_MENTION);
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
    expect(text).toContain(VAT_EXEMPTION_MENTION);
    expect(text).not.toContain('TVA intracommunautaire');
    expect(text).toContain('Total TTC 90,00 €');
  });

  it('adds the 40 € recovery indemnity for a business client', async () => {
    const business = buildInvoice({ clientIsBusiness: true, clientName: 'SARL Dupont & Fils' });
    const pdf = await renderInvoicePdf(business);
    const [text = ''] = await pageTexts(pdf);
    expect(text).toContain(RECOVERY_INDEMNITY_MENTION);
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

    const texts = await pageTexts(pdf);
    const all = texts.join(' ');
    expect(all).toContain('Dupont <script>alert(1)</script> & « Fils »');
    // ő keeps its base letter; ł (no decomposition), the emoji, NUL and the bidi override are dropped.
    expect(all).toContain('« Fils » o 1 234');
    expect(all).not.toContain('\u0000');
    expect(all).toContain('100. Dupont');
    expect(texts.at(-1)).toContain(LATE_PAYMENT_PENALTIES_MENTION);
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

    const anonymous = await renderInvoicePdf(draft);
    expect((await pageTexts(anonymous))[0]).toContain(DRAFT_MENTION);
  });
});
