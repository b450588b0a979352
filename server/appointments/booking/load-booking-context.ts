import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_BOOKING_HORIZON_DAYS,
  type TBusyInterval,
} from '#domain/agenda/availability/availability-settings.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { horizonEnd, loadBusyIntervals } from '#server/agenda/index.ts';
import type { TDatabase } from '#server/db/database.ts';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';
import { professionals } from '#server/db/schema/index.ts';
import type { TLawyerAssistant } from '#server/identity/index.ts';
import { PROFESSIONAL_UNKNOWN_MESSAGE } from './find-bookable-slot';

export type TBookingContext = {
  professional: typeof professionals.$inferSelect;
  /** Busy times from `now` to the farthest horizon any professional may have. */
  busy: TBusyInterval[];
  /** The id the new appointment will have (drawn from its sequence now, so that it is known before the insert). */
  appointmentId: number;
  /** The notification kinds the professional does not want by e-mail (« Paramètres des notifications »). */
  emailOptOuts: readonly string[];
  /** The assistants assigned to the professional (ADR 0058), told of a request by e-mail too. */
  assistants: readonly TLawyerAssistant[];
};

const bookableProfessionalQuery = preparedPerDatabase((db) =>
  db
    .select({
      professional: professionals,
      appointmentId: sql<string>`nextval(pg_get_serial_sequence('appointments', 'id'))`,
      // Read with the professional rather than by another statement: a booking's count is budgeted.
      emailOptOuts: sql<string[] | null>`(select array_agg(np.kind) from notification_preferences np
        where np.user_id = "professionals"."user_id" and not np.email)`,
      // The same for the assistants assigned to them (identity's table, read by the schema like the bell's copies).
      assistants: sql<TLawyerAssistant[] | null>`(select json_agg(json_build_object(
          'userId', u.id, 'email', u.email, 'firstName', u.first_name) order by u.last_name, u.first_name, u.id)
        from firm_assistant_assignments a join users u on u.id = a.assistant_user_id
        where a.lawyer_user_id = "professionals"."user_id")`,
      // A connected calendar that blocks slots and was not read within the sync interval (issue 28 §3).
      staleCalendars: sql<boolean>`exists(select 1 from connected_calendars cc
        join calendar_connections c on c.id = cc.connection_id
        where cc.professional_id = "professionals"."id" and cc.blocks_slots and c.status <> 'unauthorized'
          and (cc.last_synced_at is null or cc.last_synced_at < ${sql.placeholder('staleBefore')}::timestamptz))`,
    })
    .from(professionals)
    .where(and(eq(professionals.id, sql.placeholder('id')), eq(professionals.isPublic, true)))
    .prepare('bookable_professional'),
);

/**
 * What a booking needs to read, in two queries sent together: the bookable professional (or 404)
 * with the new appointment's id, and their busy times (the one loader every slot computation uses).
 */
export async function loadBookingContext(
  db: TDatabase,
  professionalId: number,
  now: Date,
  calendars?: { staleBefore: Date; refresh: () => Promise<void> },
): Promise<TBookingContext> {
  const staleBefore = (calendars?.staleBefore ?? now).toISOString();
  let [[row], busy] = await Promise.all([
    bookableProfessionalQuery(db).execute({ id: professionalId, staleBefore }),
    loadBusyIntervals(db, [professionalId], now, horizonEnd(now, MAX_BOOKING_HORIZON_DAYS)),
  ]);
  if (!row?.professional.acceptsOnlineBooking) {
    throw new AppError('NOT_FOUND', { message: PROFESSIONAL_UNKNOWN_MESSAGE });
  }
  if (calendars && row.staleCalendars) {
    // A slot blocked seconds ago in the professional's Outlook is not booked: those calendars are read first.
    await calendars.refresh();
    busy = await loadBusyIntervals(db, [professionalId], now, horizonEnd(now, MAX_BOOKING_HORIZON_DAYS));
  }
  return {
    professional: row.professional,
    busy: busy.get(professionalId) ?? [],
    appointmentId: Number(row.appointmentId),
    emailOptOuts: row.emailOptOuts ?? [],
    assistants: row.assistants ?? [],
  };
}
