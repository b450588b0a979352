import { type SQL, sql } from 'drizzle-orm';
import { appointments } from '#server/db/schema/index.ts';

/** Appointments that end an entry when booked after joining: booked, whatever happened since but a cancellation. */
const BOOKED_STATUSES = sql`('pending', 'confirmed', 'completed')`;

/**
 * An entry still waits: its date is ahead and the client has not booked with that professional since
 * joining. Columns qualified: drizzle writes them bare inside a raw subquery.
 */
export function entryIsActive(now: Date): SQL {
  return sql`"waiting_list_entries"."waited_for" > ${now.toISOString()}::timestamptz
    and not exists (
      select 1 from ${appointments}
      where "appointments"."client_user_id" = "waiting_list_entries"."client_user_id"
        and "appointments"."professional_id" = "waiting_list_entries"."professional_id"
        and "appointments"."status" in ${BOOKED_STATUSES}
        and "appointments"."created_at" >= "waiting_list_entries"."joined_at"
    )`;
}
