import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import {
  appointmentNotice,
  type TAppointmentEvent,
  type TAppointmentNoticeFacts,
} from '#domain/messaging/notifications/appointment-notices.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import type { appointments, professionals, users } from '#server/db/schema/index.ts';
import { recordNotifications } from './record-notifications';

export function appointmentNoticeFacts(
  appointment: Pick<typeof appointments.$inferSelect, 'id' | 'startsAt'>,
  professional: Pick<typeof professionals.$inferSelect, 'userId' | 'firstName' | 'lastName'>,
  client: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName'> | null,
): TAppointmentNoticeFacts {
  return {
    appointmentId: appointment.id,
    start: appointment.startsAt,
    professional: {
      userId: professional.userId,
      name: professionalDisplayName(professional.firstName, professional.lastName),
    },
    client: { userId: client?.id ?? null, name: client ? `${client.firstName} ${client.lastName}` : '' },
  };
}

/** The bell of the other party, in the caller's transaction (nothing when they have no account). */
export async function notifyAppointmentEvent(
  db: TDatabaseOrTransaction,
  event: TAppointmentEvent,
  facts: TAppointmentNoticeFacts,
): Promise<void> {
  const notice = appointmentNotice(event, facts);
  if (notice) await recordNotifications(db, [notice]);
}
