import { describe, expect, it } from 'vitest';
import { buildInvoice, TEST_ISSUER } from './invoice-test-factory';
import { csvAmount, csvTextCell, invoicesCsv } from './invoices-csv';

describe('invoicesCsv', () => {
  it('writes a BOM, the French header, CRLF lines, decimal commas and the status label', () => {
    const common = { clientName: 'Marie Dubois', issueDate: '2026-11-25' };
    const csv = invoicesCsv([
      buildInvoice({
        ...common,
        number: 'F-000001',
        dueDate: '2026-12-25',
        lines: [
          { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 12_000, vatRateBp: 2000 },
        ],
        paidCents: 4_400,
        outstandingCents: 10_000,
        displayStatus: 'partially_paid',
      }),
      buildInvoice({
        ...common,
        id: 2,
        kind: 'credit_note',
        number: 'F-000002',
        dueDate: null,
        netCents: 1_000,
        vatCents: 200,
        grossCents: 1_200,
        outstandingCents: 0,
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      "Numéro;Type;Date d'émission;Échéance;Client;Total HT;TVA;Total TTC;Payé;Reste dû;Statut",
      'F-000001;Facture;25/11/2026;25/12/2026;Marie Dubois;120,00;24,00;144,00;44,00;100,00;Partiellement payée',
      'F-000002;Avoir;25/11/2026;;Marie Dubois;-10,00;-2,00;-12,00;0,00;0,00;Émise',
      '',
    ]);
  });

  it('names the issuer and the lawyer beside the number in an export of the whole firm', () => {
    const csv = invoicesCsv(
      [
        buildInvoice({
          number: 'F-000001',
          byFirm: true,
          lawyerName: 'Luc Fontaine',
          issuer: { ...TEST_ISSUER, name: 'Cabinet Martin Avocats' },
        }),
        buildInvoice({
          id: 2,
          number: 'F-000001',
          lawyerName: '=Luc; Fontaine',
          issuer: { ...TEST_ISSUER, name: 'Maître Luc Fontaine' },
        }),
      ],
      { wholeFirm: true },
    );
    const [header, firm, own] = csv.slice(1).split('\r\n');
    expect(header?.split(';').slice(0, 4)).toEqual(['Numéro', 'Émetteur', 'Avocat', 'Type']);
    expect(firm?.split(';').slice(0, 4)).toEqual([
      'F-000001',
      'Cabinet Martin Avocats',
      'Luc Fontaine',
      'Facture',
    ]);
    expect(own?.startsWith('F-000001;Maître Luc Fontaine;"\'=Luc; Fontaine";Facture;')).toBe(true);
    // Every row has as many cells as the header.
    expect(firm?.split(';')).toHaveLength(header?.split(';').length ?? 0);
  });

  it('neutralises formulas and quotes what holds a separator, a quote or a line break', () => {
    const csv = invoicesCsv([buildInvoice({ clientName: '=HYPERLINK("http://x.example";"clic")' })]);
    expect(csv).toContain(';"\'=HYPERLINK(""http://x.example"";""clic"")";');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvTextCell(`${start}1`).includes(`'${start}`)).toBe(true);
    expect(csvTextCell('Dupont; Fils')).toBe('"Dupont; Fils"');
    expect(csvTextCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvTextCell('Jean-Pierre')).toBe('Jean-Pierre');
  });

  it('writes amounts without thousands separators', () => {
    expect(csvAmount(123_456_789)).toBe('1234567,89');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-950)).toBe('-9,50');
    expect(csvAmount(0)).toBe('0,00');
  });
});
