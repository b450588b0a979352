import { and, eq, inArray } from 'drizzle-orm';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { invoicePayments, invoices, onlinePayments } from '#server/db/schema/index.ts';
import type { TInvoiceRow } from './invoice-queries';

export const ONLINE_PREPAYMENT_NOTE = 'Prépaiement en ligne à la réservation';

/**
 * The fee a client prepaid online when booking (ADR 0021) is money received: when the appointment is
 * invoiced, it is recorded on that invoice (« Paiement en ligne », on the day it was paid), so the invoice
 * shows as paid and the revenue counts it — once, whatever later invoices of the same appointment.
 */
/** Returns what was recorded (0 when nothing was prepaid, or it is already on another invoice). */
export async function recordOnlinePrepayment(
  tx: TDatabaseOrTransaction,
  issued: TInvoiceRow,
): Promise<number> {
  if (issued.kind !== 'invoice' || issued.appointmentId === null) return 0;
  const [paid] = await tx
    .select({ amountCents: onlinePayments.amountCents, paidAt: onlinePayments.updatedAt })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.appointmentId, issued.appointmentId),
        eq(onlinePayments.professionalId, issued.professionalId),
        eq(onlinePayments.status, 'paid'),
      ),
    );
  if (!paid) return 0;
  const siblings = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.professionalId, issued.professionalId),
        eq(invoices.appointmentId, issued.appointmentId),
        eq(invoices.kind, 'invoice'),
      ),
    );
  const already = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(
      and(
        inArray(
          invoicePayments.invoiceId,
          siblings.map((sibling) => sibling.id),
        ),
        eq(invoicePayments.means, 'en_ligne'),
      ),
    )
    .limit(1);
  if (already.length > 0) return 0;
  const amountCents = Math.min(paid.amountCents, issued.grossCents);
  await tx.insert(invoicePayments).values({
    invoiceId: issued.id,
    professionalId: issued.professionalId,
    paidOn: formatParisDate(paid.paidAt),
    amountCents,
    means: 'en_ligne',
    note: ONLINE_PREPAYMENT_NOTE,
  });
  return amountCents;
}
