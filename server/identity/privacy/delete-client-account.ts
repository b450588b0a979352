import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { cancelReminder, notifyProfessional } from '#server/appointments/booking/appointment-emails.ts';
import { appointmentForEmail } from '#server/appointments/booking/appointment-queries.ts';
import { videoServiceOf } from '#server/appointments/video-consultations/video-rooms.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import {
  appointments,
  conversations,
  proAppointmentDetails,
  professionals,
  users,
} from '#server/db/schema/index.ts';
import {
  appointmentNoticeFacts,
  notifyAppointmentEvent,
} from '#server/messaging/notifications/appointment-notifications.ts';
import { professionalWantsEmail } from '#server/messaging/notifications/record-notifications.ts';
import type { TConfig } from '#server/platform/config.ts';
import { purgeEmailsTo, purgeSmsTo } from './purge-emails';

type TClientRow = typeof users.$inferSelect;

/**
 * Deletes a client account, whether the client asked for it or it stayed inactive past the retention period.
 * Runs inside the caller's transaction (`tx`), so either everything below happens or nothing does:
 * - future appointments are cancelled, their reminders removed, and each professional is told;
 * - the professional's own records of every appointment with this client keep who the client was (name,
 *   e-mail, phone copied into the professional's appointment details): they are the professional's
 *   archives, kept under their own obligations (ADR 0011), and without the copy they would read « Client »;
 * - every e-mail addressed to the client (sent, kept or still to be sent, reminders included) is deleted;
 * - the secure messages exchanged with each professional stay in that professional's records (ADR 0028),
 *   like the appointments: the conversation keeps the client's name, is closed (nobody writes in it any
 *   more) and loses its link to the account; its attachments stay with it;
 * - the account goes, and with it its sessions, reset links and the documents shared in the client space
 *   (foreign keys); appointments and cases lose their link to the account (set null).
 * Returns the professionals whose availability changed.
 */
export async function deleteClientAccountIn(
  tx: TDatabaseOrTransaction,
  config: TConfig,
  client: TClientRow,
  now: Date,
  professionalNotice: string,
): Promise<number[]> {
  const future = await tx
    .select({ appointment: appointments, professional: professionals })
    .from(appointments)
    .innerJoin(professionals, eq(professionals.id, appointments.professionalId))
    .where(
      and(
        eq(appointments.clientUserId, client.id),
        inArray(appointments.status, ['pending', 'confirmed']),
        gt(appointments.startsAt, now),
      ),
    );
  for (const { appointment, professional } of future) {
    await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: 'client',
        cancellationReason: 'Compte supprimé',
        updatedAt: now,
      })
      .where(eq(appointments.id, appointment.id));
    await cancelReminder(tx, appointment.id);
    if (await professionalWantsEmail(tx, professional, 'appointment_cancelled')) {
      await notifyProfessional(
        { db: tx, config, now },
        appointmentForEmail(videoServiceOf(config), appointment, professional, client),
        'cancelled',
        professionalNotice,
      );
    }
    await notifyAppointmentEvent(
      tx,
      'cancelled_by_client',
      appointmentNoticeFacts(appointment, professional, client),
    );
  }
  await tx.execute(sql`
    insert into ${proAppointmentDetails} (appointment_id, client_name, client_email, client_phone)
    select ${appointments.id}, ${`${client.firstName} ${client.lastName}`}, ${client.email}, ${client.phone}
    from ${appointments} where ${appointments.clientUserId} = ${client.id}
    on conflict (appointment_id) do update set
      client_name = coalesce(${proAppointmentDetails.clientName}, excluded.client_name),
      client_email = coalesce(${proAppointmentDetails.clientEmail}, excluded.client_email),
      client_phone = coalesce(${proAppointmentDetails.clientPhone}, excluded.client_phone)`);
  await tx
    .update(conversations)
    .set({
      clientName: `${client.firstName} ${client.lastName}`,
      closedAt: sql`coalesce(${conversations.closedAt}, ${now.toISOString()}::timestamptz)`,
      clientEmailedAt: null,
    })
    .where(eq(conversations.clientUserId, client.id));
  await purgeEmailsTo(tx, client.email);
  await purgeSmsTo(tx, client.phone);
  await tx.delete(users).where(eq(users.id, client.id));
  return [...new Set(future.map((row) => row.professional.id))];
}
