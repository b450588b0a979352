import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  PAYMENT_HOLD_GRACE_MINUTES,
  PAYMENT_NOT_COMPLETED_REASON,
} from '#domain/appointments/online-payments/online-payment-rules.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { appointments, onlinePayments } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';

/**
 * Ends a hold whose payment did not happen: the appointment is cancelled « Paiement non abouti », which
 * frees its slot (the exclusion constraint only sees pending and confirmed rows). Only a row still
 * awaiting its payment changes, so a late or repeated call does nothing. Answers the professional's id
 * when something was released (the caller refreshes their public slots after its transaction).
 */
export async function releaseHoldIn(
  db: TDatabaseOrTransaction,
  appointmentId: number,
  outcome: 'expired' | 'failed',
  now: Date,
): Promise<number | null> {
  const [released] = await db
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancellationReason: PAYMENT_NOT_COMPLETED_REASON,
      paymentStatus: 'failed',
      paymentExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.paymentStatus, 'awaiting'),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    )
    .returning({ professionalId: appointments.professionalId });
  await db
    .update(onlinePayments)
    .set({ status: outcome, updatedAt: now })
    .where(and(eq(onlinePayments.appointmentId, appointmentId), eq(onlinePayments.status, 'open')));
  return released?.professionalId ?? null;
}

/** releaseHoldIn in its own transaction, then the professional's public slots refreshed. */
export async function releaseHold(
  deps: TAppDeps,
  appointmentId: number,
  outcome: 'expired' | 'failed',
): Promise<boolean> {
  const now = deps.clock.now();
  const professionalId = await deps.db.transaction((tx) => releaseHoldIn(tx, appointmentId, outcome, now));
  if (professionalId !== null) await professionalsChanged(deps.db, [professionalId], now);
  return professionalId !== null;
}

/**
 * Holds past their expiry (and a grace period) whose webhook never came — Stripe down, endpoint
 * misconfigured, server stopped: released like an expired session. Idempotent (see releaseHoldIn), so
 * several instances may run it together. Answers how many were released.
 */
export async function releaseAbandonedHolds(deps: TAppDeps, limit = 100): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - PAYMENT_HOLD_GRACE_MINUTES * 60_000);
  const due = await deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.paymentStatus, 'awaiting'),
        lte(appointments.paymentExpiresAt, sql`${cutoff.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(appointments.paymentExpiresAt))
    .limit(limit);
  let released = 0;
  for (const { id } of due) {
    if (await releaseHold(deps, id, 'expired')) released += 1;
  }
  return released;
}
