import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  externalChangeOf,
  type TExternalChange,
} from '#domain/appointments/calendar-copies/external-change.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { appointmentCalendarCopies } from '#server/db/schema/index.ts';

/** Due at once: the writer takes copies whose next attempt has passed, oldest first. */
const AT_ONCE = new Date('2000-01-01T00:00:00Z');

const NO_EXTERNAL_CHANGE = { externalChange: null, externalStartsAt: null, externalEndsAt: null } as const;

/** The external changes not yet applied nor restored, by appointment id. */
export async function externalChangesOf(
  db: TDatabaseOrTransaction,
  appointmentIds: readonly number[],
): Promise<Map<number, TExternalChange>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select({
      appointmentId: appointmentCalendarCopies.appointmentId,
      externalChange: appointmentCalendarCopies.externalChange,
      externalStartsAt: appointmentCalendarCopies.externalStartsAt,
      externalEndsAt: appointmentCalendarCopies.externalEndsAt,
    })
    .from(appointmentCalendarCopies)
    .where(
      and(
        inArray(appointmentCalendarCopies.appointmentId, [...appointmentIds]),
        isNotNull(appointmentCalendarCopies.externalChange),
      ),
    );
  const changes = new Map<number, TExternalChange>();
  for (const row of rows) {
    const change = externalChangeOf(row);
    if (row.appointmentId !== null && change) changes.set(row.appointmentId, change);
  }
  return changes;
}

export async function externalChangeOfAppointment(
  db: TDatabaseOrTransaction,
  appointmentId: number,
): Promise<TExternalChange | null> {
  return (await externalChangesOf(db, [appointmentId])).get(appointmentId) ?? null;
}

/**
 * Forgets the change once applied, only if it is still the one the professional saw (a second click, or the
 * sync engine seeing another move meanwhile, finds nothing and the caller's transaction is undone).
 */
export async function clearAppliedExternalChange(
  tx: TDatabaseOrTransaction,
  appointmentId: number,
  seen: TExternalChange,
): Promise<boolean> {
  const cleared = await tx
    .update(appointmentCalendarCopies)
    .set(NO_EXTERNAL_CHANGE)
    .where(
      and(
        eq(appointmentCalendarCopies.appointmentId, appointmentId),
        eq(appointmentCalendarCopies.externalChange, seen.kind),
        ...(seen.kind === 'moved'
          ? [
              eq(appointmentCalendarCopies.externalStartsAt, new Date(seen.start)),
              eq(appointmentCalendarCopies.externalEndsAt, new Date(seen.end)),
            ]
          : []),
      ),
    )
    .returning({ id: appointmentCalendarCopies.id });
  return cleared.length > 0;
}

/**
 * « Restaurer »: JurisRDV's version is written again at once. The written hash is forgotten so that the
 * writer rewrites an event it believes unchanged; a deleted event loses its key and etag, to be created again.
 * Returns the change restored, or null when there was none.
 */
export async function restoreJurisRdvVersion(
  db: TDatabase,
  appointmentId: number,
): Promise<TExternalChange | null> {
  return db.transaction(async (tx) => {
    const [copy] = await tx
      .select()
      .from(appointmentCalendarCopies)
      .where(
        and(
          eq(appointmentCalendarCopies.appointmentId, appointmentId),
          isNotNull(appointmentCalendarCopies.externalChange),
        ),
      )
      .for('update');
    const change = copy ? externalChangeOf(copy) : null;
    if (!copy || !change) return null;
    await tx
      .update(appointmentCalendarCopies)
      .set({
        ...NO_EXTERNAL_CHANGE,
        dirty: true,
        nextAttemptAt: AT_ONCE,
        attempts: 0,
        lastError: null,
        writtenHash: null,
        ...(change.kind === 'deleted' ? { objectKey: null, etag: null } : {}),
      })
      .where(eq(appointmentCalendarCopies.id, copy.id));
    return change;
  });
}
