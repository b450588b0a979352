import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addMonths } from '#domain/billing/invoices/invoice-statistics.ts';
import type { TDatabase } from '#server/db/database.ts';
import { invoicePayments } from '#server/db/schema/index.ts';

/** Money the professional received this Paris month (paid_on dates). */
export async function receivedThisMonthCents(
  db: TDatabase,
  professionalId: number,
  today: string,
): Promise<number> {
  const { from, until } = monthBounds(today);
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${invoicePayments.amountCents}), 0)`.mapWith(Number),
    })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.professionalId, professionalId),
        gte(invoicePayments.paidOn, from),
        lt(invoicePayments.paidOn, until),
      ),
    );
  return row?.cents ?? 0;
}

/** The first civil day of the Paris month holding `today`, and the first of the next one. */
export function monthBounds(today: string): { from: string; until: string } {
  const month = today.slice(0, 7);
  return { from: `${month}-01`, until: `${addMonths(month, 1)}-01` };
}
