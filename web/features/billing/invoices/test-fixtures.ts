import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';

/** An issued invoice of 144 € TTC (one line at 20 %), 44 € of it paid. */
export function makeInvoice(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    id: 7,
    kind: 'invoice',
    status: 'issued',
    displayStatus: 'partially_paid',
    number: 'F-000001',
    byFirm: false,
    lawyerName: 'Sophie Martin',
    creditedInvoiceId: null,
    creditedInvoiceNumber: null,
    clientName: 'Marie Dubois',
    clientAddress: '12 rue de la Paix, 75002 Paris',
    clientIsBusiness: false,
    clientEmail: 'marie.dubois@example.com',
    clientContactId: null,
    clientHasAccount: true,
    appointmentId: null,
    caseId: null,
    workSessionIds: [],
    issuer: null,
    issueDate: '2026-11-25',
    dueDate: '2026-12-25',
    paymentTermDays: 30,
    lines: [
      { description: 'Consultation', quantityThousandths: 1000, unitPriceCents: 12_000, vatRateBp: 2000 },
    ],
    netCents: 12_000,
    vatCents: 2_400,
    grossCents: 14_400,
    vatBreakdown: [{ vatRateBp: 2000, netCents: 12_000, vatCents: 2_400 }],
    creditedCents: 0,
    paidCents: 4_400,
    outstandingCents: 10_000,
    ...overrides,
  };
}
