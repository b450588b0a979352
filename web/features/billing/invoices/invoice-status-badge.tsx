import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import {
  INVOICE_DISPLAY_STATUS_LABELS,
  type TInvoiceDisplayStatus,
} from '#domain/billing/invoices/invoice-status.ts';
import { Badge } from '#web/shared/ui/badge.tsx';

const STATUS_CLASSES: Record<TInvoiceDisplayStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  issued: 'bg-blue-100 text-blue-800',
  partially_paid: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-800',
  overdue: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** « Payée », « En retard »…; a credit note reads « Avoir ». */
export function InvoiceStatusBadge(props: { invoice: Pick<TInvoice, 'kind' | 'displayStatus'> }) {
  if (props.invoice.kind === 'credit_note' && props.invoice.displayStatus !== 'draft')
    return <Badge className="bg-purple-100 text-purple-800">Avoir</Badge>;
  return (
    <Badge className={STATUS_CLASSES[props.invoice.displayStatus]}>
      {INVOICE_DISPLAY_STATUS_LABELS[props.invoice.displayStatus]}
    </Badge>
  );
}
