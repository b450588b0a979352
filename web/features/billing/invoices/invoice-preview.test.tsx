import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoicePreview } from './invoice-preview';
import { makeInvoice } from './test-fixtures';

const DRAFT = makeInvoice({
  status: 'draft',
  displayStatus: 'draft',
  number: null,
  lines: [
    { description: 'Consultation', quantityThousandths: 1500, unitPriceCents: 10_000, vatRateBp: 2000 },
    { description: 'Frais de copie', quantityThousandths: 1000, unitPriceCents: 2_000, vatRateBp: 1000 },
  ],
  netCents: 17_000,
  vatCents: 3_200,
  grossCents: 20_200,
  vatBreakdown: [
    { vatRateBp: 2000, netCents: 15_000, vatCents: 3_000 },
    { vatRateBp: 1000, netCents: 2_000, vatCents: 200 },
  ],
  paidCents: 0,
  outstandingCents: 20_200,
});

/** What is read, its spaces (no-break ones before « € » and « % ») written as plain ones. */
const read = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('InvoicePreview', () => {
  it('prints each line with its amount excluding VAT, the VAT per rate and the totals', () => {
    render(<InvoicePreview invoice={DRAFT} number="F-000002" />);
    const preview = screen.getByRole('article', { name: 'Aperçu\u00a0: Facture n°\u00a0F-000002' });
    const table = within(preview).getByRole('table', { name: 'Lignes de la facture' });
    expect(within(table).getAllByRole('columnheader').map(read)).toEqual([
      'Désignation',
      'Qté',
      'PU HT',
      'TVA',
      'Montant HT',
    ]);
    const consultation = within(table).getByRole('row', { name: /^Consultation/ });
    expect(within(consultation).getAllByRole('cell').map(read)).toEqual([
      'Consultation',
      '1,5',
      '100 €',
      '20 %',
      '150 €',
    ]);

    expect(within(preview).getAllByRole('term').map(read)).toEqual([
      'TVA 20 % sur 150 €',
      'TVA 10 % sur 20 €',
      'Total HT',
      'Total TVA',
      'Total TTC',
    ]);
    expect(within(preview).getAllByRole('definition').map(read)).toEqual([
      '30 €',
      '2 €',
      '170 €',
      '32 €',
      '202 €',
    ]);
  });
});
