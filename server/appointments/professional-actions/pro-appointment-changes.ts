import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { APPOINTMENT_OVERLAP_MESSAGE } from '#domain/agenda/planning/time-conflict-schemas.ts';
import { appointmentForViewer } from '#domain/appointments/professional-actions/appointment-for-viewer.ts';
import { historyMoment } from '#domain/appointments/professional-actions/appointment-history.ts';
import type { TProAppointment } from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { checkTimeConflicts } from '#server/agenda/index.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { appointmentNotes, appointments } from '#server/db/schema/index.ts';
import {
  APPOINTMENT_NOT_FOUND,
  mayEmailClients,
  recordAccess,
  type requireProfessional,
  type TJournalActor,
  workspaceViewerOf,
} from '#server/identity/index.ts';
import { appointmentNoticeFacts, notifyAppointmentEvent } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { cancelReminder, sendConfirmedEmails } from '../booking/appointment-emails';
import { appointmentForEmail } from '../booking/appointment-queries';
import { isOverlapViolation } from '../booking/find-bookable-slot';
import { sendDueRefunds, settlePaymentOnCancel } from '../online-payments/refunds';
import { videoServiceOf } from '../video-consultations/video-rooms';
import { sendPendingMovedToClient, sendProCancellationToClient } from './pro-appointment-emails';
import {
  clientIdentityOf,
  findProAppointment,
  type TProAppointmentRow,
  toProAppointments,
} from './pro-appointment-queries';

/**
 * The professional's changes of an appointment (accept, refuse, cancel, move), shared by their routes and by
 * « Appliquer » on a change made in their external calendar (issue 28 §2): same checks, same e-mails, same
 * journal.
 */

export const PAST_MESSAGE = 'Choisissez une date et une heure à venir.';
export const NOT_LIVE = 'Ce rendez-vous est annulé ou terminé\u00a0: il ne peut plus être modifié.';

export type TProfessionalRow = Awaited<ReturnType<typeof requireProfessional>>;
type TAppointmentRow = typeof appointments.$inferSelect;
/** More to do in the change's own transaction: throwing there undoes the whole change. */
export type TAlsoInTransaction = (tx: TDatabaseOrTransaction, row: TAppointmentRow) => Promise<void>;

type TJournaledAction =
  | 'read'
  | 'download'
  | 'create'
  | 'update'
  | 'accept'
  | 'refuse'
  | 'cancel'
  | 'reschedule'
  | 'share'
  | 'unshare';

/**
 * A line of the access journal about an appointment (issue 27 §2 and §3): the client's name and the time,
 * never the reason, a note or a document. `what` names the part changed (a note, a document).
 */
export function journalAppointment(
  db: TDatabaseOrTransaction,
  actor: TJournalActor,
  found: { appointment: { id: number; professionalId: number; startsAt: Date }; clientName: string },
  action: TJournaledAction,
  what = 'Rendez-vous',
): Promise<void> {
  return recordAccess(db, actor, {
    professionalId: found.appointment.professionalId,
    subject: 'appointment',
    subjectId: found.appointment.id,
    action,
    label: `${what} de ${found.clientName}, ${historyMoment(found.appointment.startsAt)}`,
  });
}

/** The journal's view of one of the professional's appointments (after a change, its new time). */
export function journaled(found: TProAppointmentRow, row?: TAppointmentRow) {
  return { appointment: row ?? found.appointment, clientName: clientIdentityOf(found).name };
}

export function overlapError(error: unknown): never {
  if (isOverlapViolation(error)) throw new AppError('SLOT_TAKEN', { message: APPOINTMENT_OVERLAP_MESSAGE });
  throw error;
}

export function assertFuture(start: Date, now: Date): void {
  if (start.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', { message: PAST_MESSAGE, fieldErrors: { date: PAST_MESSAGE } });
  }
}

/** Refusing a request and cancelling an appointment both end it on the professional's side. */
export function cancelledByProfessional(now: Date, reason: string | null) {
  return {
    status: 'cancelled' as const,
    cancelledAt: now,
    cancelledBy: 'professional' as const,
    cancellationReason: reason,
  };
}

/** One of the professional's own appointments; another professional's id is 404 and reveals nothing. */
export async function ownProAppointment(
  deps: TAppDeps,
  professionalId: number,
  id: number,
): Promise<TProAppointmentRow> {
  const found = await findProAppointment(deps.db, professionalId, id);
  if (!found) throw new AppError('NOT_FOUND', { message: APPOINTMENT_NOT_FOUND });
  return found;
}

/** The appointment's card as the workspace shows it. */
export async function proAppointmentCard(deps: TAppDeps, professional: TProfessionalRow, id: number) {
  const now = deps.clock.now();
  const row = await ownProAppointment(deps, professional.id, id);
  const [appointment] = await toProAppointments(
    deps.db,
    professional,
    [row],
    now,
    videoServiceOf(deps.config),
  );
  if (!appointment) throw new AppError('INTERNAL');
  return { appointment };
}

/**
 * An answer carrying an appointment's card, as the request's viewer may read it: the whole card for the
 * lawyer, the scheduling part for their staff (ADR 0058 « Who sees what »).
 */
export async function cardForViewer(
  deps: TAppDeps,
  request: FastifyRequest,
  answer: { appointment: TProAppointment },
): Promise<{ appointment: TProAppointment }> {
  return { appointment: appointmentForViewer(answer.appointment, await workspaceViewerOf(deps, request)) };
}

/**
 * Accept, refuse and cancel: one conditional update from the allowed statuses (a concurrent change makes
 * it match nothing → 409 with `conflictMessage`), then (for a cancellation) the reminder removed and the
 * e-mails, in the same transaction; then the public slots follow. Answers the updated card.
 */
export async function changeProAppointmentStatus(
  deps: TAppDeps,
  professional: TProfessionalRow,
  found: TProAppointmentRow,
  change: {
    set: Partial<typeof appointments.$inferInsert>;
    from: readonly ('pending' | 'confirmed')[];
    conflictMessage: string;
    /** Who acted and what the journal calls it (issue 27 §3: the history says who). */
    journal: { actor: TJournalActor; action: 'accept' | 'refuse' | 'cancel' };
    /** The professional's own note on why: one private note of the appointment, never the client's. */
    internalNote?: string | null;
    notify: (db: TDatabaseOrTransaction, row: TAppointmentRow, refundNotice: string | null) => Promise<void>;
    alsoInTransaction?: TAlsoInTransaction;
  },
) {
  let refundRequested = false;
  await deps.db.transaction(async (db) => {
    const [row] = await db
      .update(appointments)
      .set({ ...change.set, updatedAt: deps.clock.now() })
      .where(and(eq(appointments.id, found.appointment.id), inArray(appointments.status, [...change.from])))
      .returning();
    if (!row) throw new AppError('INVALID_STATE', { message: change.conflictMessage });
    await journalAppointment(db, change.journal.actor, journaled(found, row), change.journal.action);
    if (change.internalNote) {
      await db
        .insert(appointmentNotes)
        .values({ appointmentId: row.id, content: change.internalNote, createdAt: deps.clock.now() });
    }
    // A cancelled appointment's 24-hour reminder must never leave.
    if (row.status === 'cancelled') await cancelReminder(db, row.id);
    // A cancelled online payment is refunded (ADR 0021); the client's e-mail says so.
    // Only a booking paid (or held) online has anything to settle: no statement for the others.
    const refund =
      row.status === 'cancelled' && row.paymentStatus
        ? await settlePaymentOnCancel(db, row.id, deps.clock.now())
        : null;
    refundRequested = refund !== null;
    await change.notify(db, row, refund);
    await change.alsoInTransaction?.(db, row);
  });
  await professionalsChanged(deps.db, [professional.id], deps.clock.now());
  // Sent at once when there is one; the online payments job retries it on failure.
  if (refundRequested) await sendDueRefunds(deps, { appointmentId: found.appointment.id }).catch(() => 0);
  return proAppointmentCard(deps, professional, found.appointment.id);
}

/** The professional cancels a live appointment: the client gets the reason (and the refund's notice). */
export async function cancelByProfessional(
  deps: TAppDeps,
  professional: TProfessionalRow,
  found: TProAppointmentRow,
  input: { reason: string; internalNote?: string | null; actor: TJournalActor },
  alsoInTransaction?: TAlsoInTransaction,
) {
  const now = deps.clock.now();
  if (found.appointment.status === 'confirmed' && found.appointment.endsAt <= now) {
    throw new AppError('INVALID_STATE', { message: NOT_LIVE });
  }
  return changeProAppointmentStatus(deps, professional, found, {
    set: cancelledByProfessional(now, input.reason),
    from: ['pending', 'confirmed'],
    journal: { actor: input.actor, action: 'cancel' },
    conflictMessage: 'Ce rendez-vous est déjà annulé.',
    internalNote: input.internalNote?.trim() || null,
    notify: async (db, row, refundNotice) => {
      await notifyAppointmentEvent(
        db,
        'cancelled_by_professional',
        appointmentNoticeFacts(row, professional, found.client),
      );
      if (!found.client || !mayEmailClients(professional)) return;
      await sendProCancellationToClient(
        { db, config: deps.config, now },
        appointmentForEmail(videoServiceOf(deps.config), row, professional, found.client, 2),
        input.reason,
        found.appointment.status === 'confirmed',
        refundNotice,
      );
    },
    ...(alsoInTransaction ? { alsoInTransaction } : {}),
  });
}

/**
 * The professional moves a live appointment to `start`–`end`: never into the past, never over another
 * appointment, over a hearing or a busy time only once confirmed (409 with the conflicts otherwise); the
 * client is told (a confirmed one gets a new invitation, a request a notice). Answers the updated card.
 */
export async function rescheduleByProfessional(
  deps: TAppDeps,
  professional: TProfessionalRow,
  found: TProAppointmentRow,
  input: { start: Date; end: Date; confirmOverlaps: boolean; actor: TJournalActor },
  alsoInTransaction?: TAlsoInTransaction,
) {
  const now = deps.clock.now();
  const current = found.appointment;
  if (current.status === 'cancelled' || current.status === 'completed' || current.endsAt <= now) {
    throw new AppError('INVALID_STATE', { message: NOT_LIVE });
  }
  const { start, end } = input;
  assertFuture(start, now);
  await checkTimeConflicts(deps.db, professional.id, [{ start, end }], {
    kind: 'moveAppointment',
    confirmed: input.confirmOverlaps,
    ignore: { appointmentId: current.id },
  });
  await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(appointments)
        .set({ startsAt: start, endsAt: end, updatedAt: now })
        .where(and(eq(appointments.id, current.id), inArray(appointments.status, ['pending', 'confirmed'])))
        .returning();
      if (!row) throw new AppError('INVALID_STATE', { message: NOT_LIVE });
      await journalAppointment(tx, input.actor, journaled(found, row), 'reschedule');
      await notifyAppointmentEvent(
        tx,
        'moved_by_professional',
        appointmentNoticeFacts(row, professional, found.client),
      );
      if (found.client && mayEmailClients(professional)) {
        const send = { db: tx, config: deps.config, now };
        const forEmail = appointmentForEmail(videoServiceOf(deps.config), row, professional, found.client, 1);
        // The status is kept: a confirmed one gets a new invitation and reminder, a request a notice.
        if (row.status === 'confirmed') await sendConfirmedEmails(send, forEmail, false);
        else await sendPendingMovedToClient(send, forEmail);
      }
      await alsoInTransaction?.(tx, row);
    })
    .catch(overlapError);
  await professionalsChanged(deps.db, [professional.id], now);
  return proAppointmentCard(deps, professional, current.id);
}
