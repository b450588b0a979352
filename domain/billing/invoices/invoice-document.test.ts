import { describe, expect, it } from 'vitest';
import { eurosText, invoiceDocument, invoiceView } from './invoice-document';
import { buildInvoice, TEST_ISSUER } from './invoice-test-factory';

describe('invoice document', () => {
  it('writes amounts in French from the cents', () => {
    expect(eurosText(123_456)).toBe('1\u00a0234,56\u00a0€');
    expect(eurosText(-5)).toBe('-0,05\u00a0€');
  });

  it('gives the PDF and the HTML version the same texts: lines, VAT per rate, totals, mentions', () => {
    const invoice = buildInvoice({
      lines: [
        { description: 'Consultation', quantityThousandths: 1500, unitPriceCents: 10_000, vatRateBp: 2000 },
        {
          description: 'Ouvrage juridique',
          quantityThousandths: 1000,
          unitPriceCents: 2_000,
          vatRateBp: 550,
        },
      ],
    });
    const view = invoiceView(invoice);
    expect(view.lines[0]).toEqual({
      description: 'Consultation',
      quantity: '1,5',
      unitPrice: '100,00\u00a0€',
      vatRate: '20 %',
      net: '150,00\u00a0€',
    });
    expect(view.totals.map((total) => total.label)).toEqual(['Total HT', 'Total TVA', 'Total TTC']);
    const document = invoiceDocument(view);
    expect(document.title).toBe(view.title);
    expect(document.blocks[0]).toEqual({ kind: 'heading', level: 1, text: view.title });
    const tables = document.blocks.flatMap((block) => (block.kind === 'table' ? [block] : []));
    expect(tables.map((table) => table.caption)).toEqual([
      `Lignes de ${view.title}`,
      'TVA par taux',
      'Totaux',
    ]);
    expect(tables[0]?.rows).toEqual(
      view.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.vatRate, line.net]),
    );
    expect(tables[2]?.rows).toEqual(view.totals.map((total) => [total.label, total.amount]));
    const paragraphs = document.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : []));
    for (const text of [...view.issuerLines, ...view.mentions, view.clientName, view.footer])
      expect(paragraphs).toContain(text);
  });

  it('shows a draft with the professional’s current mentions, marked as a draft', () => {
    const draft = buildInvoice({ status: 'draft', number: null, issueDate: null, issuer: null });
    expect(invoiceView(draft).issuerLines).toEqual([]);
    const view = invoiceView(draft, TEST_ISSUER);
    expect(view.draftMention).toBe('BROUILLON — sans valeur comptable');
    expect(view.issuerLines[0]).toBe(TEST_ISSUER.name);
    expect(invoiceDocument(view).blocks[1]).toEqual({
      kind: 'paragraph',
      text: 'BROUILLON — sans valeur comptable',
      tone: 'strong',
    });
  });
});
