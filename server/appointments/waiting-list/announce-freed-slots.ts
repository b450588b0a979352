import { and, asc, count, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { computeFreeSlots } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  assignFreedSlots,
  freedSlotPath,
  freedSlotTitle,
  type TWaitingEntryForAssignment,
} from '#domain/appointments/waiting-list/waiting-list-rules.ts';
import { professionalDisplayName } from '#domain/directory/professionals/search-heading.ts';
import { loadBusyIntervals } from '#server/agenda/index.ts';
import type { TDatabase } from '#server/db/database.ts';
import { professionals, users, waitingListEntries, waitingListNotices } from '#server/db/schema/index.ts';
import { availabilityOf } from '#server/directory/index.ts';
import { recordNotifications } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { enqueueEmails } from '#server/platform/email/outbox.ts';
import { freedSlotEmail } from './waiting-list-emails';
import { entryIsActive } from './waiting-list-queries';

/** First key of the advisory lock one professional's announcements are made under (the second is their id). */
const ANNOUNCE_LOCK_CLASS = 11_015;
/** Professionals looked at per sweep query; the sweep goes on until none is left. */
const SWEEP_BATCH = 200;
/** Entries and notices are kept this long after their date, for the client's history and the export. */
const KEEP_AFTER_DATE_MS = 30 * 86_400_000;

type TDeps = Pick<TAppDeps, 'db' | 'config' | 'clock'>;

/**
 * Tells waiting clients of the free slots earlier than their date (issue 14 §4), for these professionals.
 * Per professional, in one transaction: free slots from the same engine the pages use, each not yet
 * announced slot handed to one waiting client (assignFreedSlots), its notice row, the bell's row and the
 * e-mail written together. Several instances may run it at once: a professional being announced by one is
 * skipped by the others (advisory lock), and the unique key (professional, slot start) lets one notice per
 * slot in whatever happens. Returns how many notices were sent.
 */
export async function announceFreedSlots(deps: TDeps, professionalIds: readonly number[]): Promise<number> {
  let sent = 0;
  for (const professionalId of new Set(professionalIds)) {
    sent += await announceFor(deps, professionalId);
  }
  return sent;
}

async function announceFor(deps: TDeps, professionalId: number): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const locked = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${ANNOUNCE_LOCK_CLASS}, ${professionalId}) as locked`,
    );
    // Another instance is announcing this professional's slots right now: it sees the same change.
    if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return 0;
    const [professional] = await tx
      .select()
      .from(professionals)
      .where(and(eq(professionals.id, professionalId), eq(professionals.isPublic, true)));
    if (!professional?.acceptsOnlineBooking) return 0;
    const settings = availabilityOf(professional);
    if (!settings) return 0;
    const entries = await tx
      .select({
        id: waitingListEntries.id,
        clientUserId: waitingListEntries.clientUserId,
        waitedFor: waitingListEntries.waitedFor,
        joinedAt: waitingListEntries.joinedAt,
        email: users.email,
        firstName: users.firstName,
      })
      .from(waitingListEntries)
      .innerJoin(users, eq(users.id, waitingListEntries.clientUserId))
      .where(and(eq(waitingListEntries.professionalId, professionalId), entryIsActive(now)))
      .orderBy(asc(waitingListEntries.joinedAt), asc(waitingListEntries.id));
    if (entries.length === 0) return 0;

    const until = new Date(Math.max(...entries.map((entry) => entry.waitedFor.getTime())));
    const busy = await loadBusyIntervals(tx, [professionalId], now, until);
    const free = computeFreeSlots({ settings, busy: busy.get(professionalId) ?? [], now, until });
    if (free.length === 0) return 0;

    const announced = await tx
      .select({ slotStart: waitingListNotices.slotStart, clientUserId: waitingListNotices.clientUserId })
      .from(waitingListNotices)
      .where(
        and(eq(waitingListNotices.professionalId, professionalId), gte(waitingListNotices.slotStart, now)),
      );
    const held = await tx
      .select({ clientUserId: waitingListNotices.clientUserId, n: count() })
      .from(waitingListNotices)
      .where(
        and(
          eq(waitingListNotices.professionalId, professionalId),
          gt(waitingListNotices.slotStart, now),
          inArray(
            waitingListNotices.clientUserId,
            entries.map((entry) => entry.clientUserId),
          ),
        ),
      )
      .groupBy(waitingListNotices.clientUserId);
    const heldBy = new Map(held.map((row) => [row.clientUserId, row.n]));
    const forAssignment: TWaitingEntryForAssignment[] = entries.map((entry) => ({
      id: entry.id,
      clientUserId: entry.clientUserId,
      waitedFor: entry.waitedFor,
      joinedAt: entry.joinedAt,
      outstandingNotices: heldBy.get(entry.clientUserId) ?? 0,
    }));
    const assignments = assignFreedSlots(
      free.map((slot) => slot.start),
      forAssignment,
      new Set(announced.map((row) => row.slotStart.getTime())),
    );
    if (assignments.length === 0) return 0;

    // The unique key decides: a slot another instance announced meanwhile is not inserted, nor told.
    const inserted = await tx
      .insert(waitingListNotices)
      .values(
        assignments.map((assignment) => ({
          professionalId,
          slotStart: assignment.slotStart,
          clientUserId: assignment.clientUserId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ slotStart: waitingListNotices.slotStart, clientUserId: waitingListNotices.clientUserId });
    if (inserted.length === 0) return 0;

    const name = professionalDisplayName(professional.firstName, professional.lastName);
    const byClient = new Map(entries.map((entry) => [entry.clientUserId, entry]));
    await recordNotifications(
      tx,
      inserted.map((notice) => ({
        userId: notice.clientUserId,
        kind: 'waiting_list_slot' as const,
        title: freedSlotTitle(name, notice.slotStart),
        link: freedSlotPath(professionalId, notice.slotStart),
      })),
    );
    await enqueueEmails(
      tx,
      inserted.flatMap((notice) => {
        const client = byClient.get(notice.clientUserId);
        return client
          ? [
              freedSlotEmail(deps.config, {
                to: { email: client.email, firstName: client.firstName },
                professionalId,
                professionalName: name,
                start: notice.slotStart,
              }),
            ]
          : [];
      }),
      Boolean(deps.config.smtpUrl),
    );
    return inserted.length;
  });
}

/** Professionals with at least one client still waiting, by id, after `afterId`. */
async function professionalsWithWaitingClients(db: TDatabase, now: Date, afterId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: waitingListEntries.professionalId })
    .from(waitingListEntries)
    .where(and(gt(waitingListEntries.professionalId, afterId), entryIsActive(now)))
    .orderBy(asc(waitingListEntries.professionalId))
    .limit(SWEEP_BATCH);
  return rows.map((row) => row.id);
}

/**
 * The periodic sweep: every professional with waiting clients, so that a change whose wake-up was lost (a
 * crash after the commit, another instance's change) is announced within a minute. Also forgets entries and
 * notices a month after their date.
 */
export async function sweepWaitingLists(deps: TDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const ids = await professionalsWithWaitingClients(deps.db, now, afterId);
    if (ids.length === 0) break;
    sent += await announceFreedSlots(deps, ids);
    afterId = ids[ids.length - 1] as number;
  }
  const forgetBefore = new Date(now.getTime() - KEEP_AFTER_DATE_MS);
  await deps.db.delete(waitingListEntries).where(lt(waitingListEntries.waitedFor, forgetBefore));
  await deps.db.delete(waitingListNotices).where(lt(waitingListNotices.slotStart, forgetBefore));
  return sent;
}
