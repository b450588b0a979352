import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { REMINDER_LEAD_HOURS } from '#domain/appointments/booking/booking-notifications.ts';
import {
  isSmsReminderDue,
  professionalSmsReminderText,
  SMS_REMINDER_LATEST_BEFORE_START_MS,
} from '#domain/appointments/sms-reminders/sms-reminder.ts';
import { isMobileNumber } from '#domain/kernel/phone/phone-number.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { proAppointmentLink } from '#domain/messaging/notifications/appointment-notices.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  appointments,
  proAppointmentDetails,
  professionalReminders,
  professionals,
  smsOutbox,
  users,
} from '#server/db/schema/index.ts';
import { notificationPreferencesOf, recordNotifications } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { PROFESSIONAL_SMS_REMINDER_KIND } from './sms-reminders';

const MODE_PHRASE: Record<TConsultationMode, string> = {
  cabinet: 'au cabinet',
  visio: 'en visioconférence',
  telephone: 'par téléphone',
};

/**
 * The professional's reminder the day before each confirmed appointment, through the channels they chose
 * for « Rappel la veille d’un rendez-vous » (the app by default; e-mail and SMS on request). Same timing as
 * the client's (24 hours before, none for an appointment booked later than that). Several instances may
 * run it: the (appointment, start) key of professional_reminders lets one of them write it.
 */
export async function sendDueProfessionalReminders(
  deps: Pick<TAppDeps, 'db' | 'config' | 'clock'>,
): Promise<number> {
  const now = deps.clock.now();
  const dueFrom = new Date(now.getTime() + SMS_REMINDER_LATEST_BEFORE_START_MS);
  const dueUntil = new Date(now.getTime() + REMINDER_LEAD_HOURS * 3_600_000);
  const clientUsers = sql`"client_user"`;
  const candidates = await deps.db
    .select({
      id: appointments.id,
      start: appointments.startsAt,
      mode: appointments.mode,
      createdAt: appointments.createdAt,
      proUserId: users.id,
      proPhone: users.phone,
      proEmail: sql<string>`coalesce(nullif(${professionals.email}, ''), ${users.email})`,
      proFirstName: professionals.firstName,
      clientName: sql<string | null>`coalesce(${proAppointmentDetails.clientName},
        (select ${clientUsers}.first_name || ' ' || ${clientUsers}.last_name from users ${clientUsers}
          where ${clientUsers}.id = ${appointments.clientUserId}))`,
    })
    .from(appointments)
    .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .leftJoin(proAppointmentDetails, eq(proAppointmentDetails.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        gt(appointments.startsAt, dueFrom),
        lte(appointments.startsAt, dueUntil),
        isNotNull(professionals.userId),
        sql`${appointments.createdAt} < ${appointments.startsAt} - make_interval(hours => ${REMINDER_LEAD_HOURS})`,
        sql`not exists (select 1 from ${professionalReminders} r where r.appointment_id = ${appointments.id} and r.appointment_start = ${appointments.startsAt})`,
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(500);
  let sent = 0;
  for (const candidate of candidates) {
    if (!isSmsReminderDue(candidate, now)) continue;
    const won = await deps.db.transaction(async (db) => {
      const claimed = await db
        .insert(professionalReminders)
        .values({ appointmentId: candidate.id, appointmentStart: candidate.start })
        .onConflictDoNothing()
        .returning({ id: professionalReminders.appointmentId });
      if (claimed.length === 0) return false;
      await remindProfessional(db, deps, candidate);
      return true;
    });
    if (won) sent += 1;
  }
  return sent;
}

async function remindProfessional(
  db: TDatabaseOrTransaction,
  deps: Pick<TAppDeps, 'config'>,
  appointment: {
    id: number;
    start: Date;
    mode: TConsultationMode;
    proUserId: string;
    proPhone: string | null;
    proEmail: string;
    proFirstName: string;
    clientName: string | null;
  },
): Promise<void> {
  const when = `${formatParisLongDate(appointment.start)} à ${formatParisTime(appointment.start)}`;
  const preference = (
    await notificationPreferencesOf(db, [appointment.proUserId], 'appointment_reminder')
  ).get(appointment.proUserId);
  if (!preference) return;
  // The bell names the client (it is the professional's own workspace); e-mail and SMS never do.
  await recordNotifications(db, [
    {
      userId: appointment.proUserId,
      kind: 'appointment_reminder',
      title: `Rappel\u00a0: rendez-vous ${appointment.clientName ? `avec ${appointment.clientName} ` : ''}le ${when}`,
      link: proAppointmentLink(appointment.id),
    },
  ]);
  if (preference.email) {
    await enqueueEmail(
      db,
      {
        ...composeEmail(
          { email: appointment.proEmail, firstName: appointment.proFirstName },
          `Rappel\u00a0: rendez-vous le ${when}`,
          [
            `Consultation ${MODE_PHRASE[appointment.mode]}, le ${when}. Le détail (client, motif, questionnaire) est dans votre espace JurisRDV Pro.`,
          ],
          {
            label: 'Ouvrir mes rendez-vous',
            url: `${deps.config.publicUrl}${proAppointmentLink(appointment.id)}`,
          },
        ),
        kind: 'pro_reminder',
        appointmentId: appointment.id,
      },
      Boolean(deps.config.smtpUrl),
    );
  }
  if (preference.sms && appointment.proPhone && isMobileNumber(appointment.proPhone)) {
    await db
      .insert(smsOutbox)
      .values({
        toNumber: appointment.proPhone,
        body: professionalSmsReminderText({
          start: appointment.start,
          mode: appointment.mode,
          publicUrl: deps.config.publicUrl,
        }),
        status: deps.config.sms ? 'pending' : 'kept',
        kind: PROFESSIONAL_SMS_REMINDER_KIND,
        appointmentId: appointment.id,
        appointmentStart: appointment.start,
      })
      .onConflictDoNothing();
  }
}
