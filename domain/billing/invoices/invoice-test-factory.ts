// Test support: an issued invoice as the API returns it, with its amounts computed from its lines so that
// the tests of the mentions, the Factur-X XML and the PDF never hold inconsistent totals.
import { consumerMediatorOf } from './consumer-mediator';
import { invoiceTotals } from './invoice-amounts';
import type { TInvoice, TInvoiceLine } from './invoice-schemas';

export const TEST_ISSUER: NonNullable<TInvoice['issuer']> = {
  name: 'Maître Sophie Martin',
  title: 'Avocate au barreau de Paris',
  practice: 'Cabinet Martin',
  streetAddress: '12 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  email: 'sophie.martin@example.fr',
  phone: '01 23 45 67 89',
  consumerMediator: consumerMediatorOf('avocat'),
};

export function buildInvoice(overrides: Partial<TInvoice> = {}): TInvoice {
  const lines: TInvoiceLine[] = overrides.lines ?? [
    {
      description: 'Consultation juridique',
      quantityThousandths: 1500,
      unitPriceCents: 20_000,
      vatRateBp: 2000,
    },
  ];
  const totals = invoiceTotals(lines);
  const isCreditNote = overrides.kind === 'credit_note';
  return {
    id: 42,
    kind: 'invoice',
    status: 'issued',
    displayStatus: 'issued',
    number: 'F-000042',
    byFirm: false,
    lawyerName: 'Sophie Martin',
    creditedInvoiceId: isCreditNote ? 41 : null,
    creditedInvoiceNumber: isCreditNote ? 'F-000041' : null,
    clientName: 'Jean Dupont',
    clientAddress: '3 avenue Victor Hugo\n69003 Lyon',
    clientIsBusiness: false,
    clientEmail: 'jean.dupont@example.fr',
    clientContactId: null,
    clientHasAccount: false,
    appointmentId: null,
    caseId: null,
    workSessionIds: [],
    issuer: TEST_ISSUER,
    issueDate: '2026-11-24',
    dueDate: isCreditNote ? '2026-11-24' : '2026-12-24',
    paymentTermDays: isCreditNote ? 0 : 30,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
    vatBreakdown: totals.vatBreakdown,
    creditedCents: 0,
    paidCents: 0,
    outstandingCents: isCreditNote ? 0 : totals.grossCents,
    ...overrides,
    lines,
  };
}
