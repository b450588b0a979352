import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { REMINDER_LEAD_HOURS } from '#domain/appointments/booking/booking-notifications.ts';
import {
  isSmsReminderDue,
  SMS_REMINDER_LATEST_BEFORE_START_MS,
  smsReminderText,
} from '#domain/appointments/sms-reminders/sms-reminder.ts';
import { isMobileNumber, toE164 } from '#domain/kernel/phone/phone-number.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { appointments, smsOutbox, users } from '#server/db/schema/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';

export const SMS_REMINDER_KIND = 'reminder';
/** The professional's own reminder by SMS (server/appointments/sms-reminders/professional-reminders.ts). */
export const PROFESSIONAL_SMS_REMINDER_KIND = 'pro_reminder';

/**
 * Queues the 24-hour SMS reminders that are due (issue 14 §3): confirmed appointments of clients who chose
 * « Rappels SMS » with a mobile number. Several instances may run it at once: the unique key (appointment,
 * kind, start) lets one row in; the others' inserts do nothing. Returns how many were queued.
 */
export async function queueDueSmsReminders(deps: Pick<TAppDeps, 'db' | 'config' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const dueFrom = new Date(now.getTime() + SMS_REMINDER_LATEST_BEFORE_START_MS);
  const dueUntil = new Date(now.getTime() + REMINDER_LEAD_HOURS * 3_600_000);
  const candidates = await deps.db
    .select({
      id: appointments.id,
      start: appointments.startsAt,
      mode: appointments.mode,
      createdAt: appointments.createdAt,
      phone: users.phone,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientUserId))
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        gt(appointments.startsAt, dueFrom),
        lte(appointments.startsAt, dueUntil),
        eq(users.notifyBySms, true),
        isNotNull(users.phone),
        // Booked before the reminder's time (as isSmsReminderDue says): in SQL, so that appointments that will never
        // get one do not fill the batch every minute and hold back those that should.
        sql`${appointments.createdAt} < ${appointments.startsAt} - make_interval(hours => ${REMINDER_LEAD_HOURS})`,
        sql`not exists (select 1 from ${smsOutbox} o where o.appointment_id = ${appointments.id} and o.kind = ${SMS_REMINDER_KIND} and o.appointment_start = ${appointments.startsAt})`,
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(500);
  let queued = 0;
  for (const candidate of candidates) {
    if (!isSmsReminderDue(candidate, now) || !candidate.phone || !isMobileNumber(candidate.phone)) continue;
    const toNumber = toE164(candidate.phone);
    if (!toNumber) continue;
    const inserted = await deps.db
      .insert(smsOutbox)
      .values({
        toNumber,
        body: smsReminderText({
          start: candidate.start,
          mode: candidate.mode,
          publicUrl: deps.config.publicUrl,
        }),
        status: deps.config.sms ? 'pending' : 'kept',
        sendAfter: now,
        kind: SMS_REMINDER_KIND,
        appointmentId: candidate.id,
        appointmentStart: candidate.start,
      })
      .onConflictDoNothing()
      .returning({ id: smsOutbox.id });
    queued += inserted.length;
  }
  return queued;
}

/** A cancelled or moved appointment's reminders (client's and professional's) not sent yet go (a moved one gets one for its new start). */
export async function cancelSmsReminder(db: TDatabaseOrTransaction, appointmentId: number): Promise<void> {
  await db
    .delete(smsOutbox)
    .where(
      and(
        eq(smsOutbox.appointmentId, appointmentId),
        inArray(smsOutbox.kind, [SMS_REMINDER_KIND, PROFESSIONAL_SMS_REMINDER_KIND]),
        sql`${smsOutbox.status} in ('pending', 'kept')`,
      ),
    );
}
