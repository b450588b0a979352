import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';

const DAY_MS = 86_400_000;

/** « Far away »: the first free slot is more than this many days ahead (or there is none in the horizon). */
export const WAITING_LIST_FAR_AWAY_DAYS = 7;
/** A client waits on this many professionals at most at once: a script cannot subscribe to the directory. */
export const MAX_ACTIVE_WAITING_ENTRIES = 20;
/**
 * A client holds at most this many notices for one professional whose slots are still ahead: when a
 * professional opens a whole week, the other waiting clients get the other slots and nobody gets fifty
 * e-mails. Slots left over are announced by a later sweep, once earlier notices' slots have passed.
 */
export const MAX_OUTSTANDING_NOTICES_PER_ENTRY = 3;

/**
 * Whether the profile offers « Me prévenir si un créneau se libère plus tôt »: no free slot within the
 * booking horizon, or the first one more than WAITING_LIST_FAR_AWAY_DAYS days ahead.
 */
export function isNextAvailabilityFarAway(nextAvailableAt: Date | null, now: Date): boolean {
  if (nextAvailableAt === null) return true;
  return nextAvailableAt.getTime() - now.getTime() > WAITING_LIST_FAR_AWAY_DAYS * DAY_MS;
}

/**
 * The date a client waits to beat: the professional's first free slot when they join, or, with none in
 * the horizon, the horizon's end. The entry is over once it passes.
 */
export function waitedForDate(nextAvailableAt: Date | null, now: Date, horizonDays: number): Date {
  return nextAvailableAt ?? new Date(now.getTime() + horizonDays * DAY_MS);
}

export type TWaitingEntryForAssignment = {
  id: number;
  clientUserId: string;
  waitedFor: Date;
  joinedAt: Date;
  /** Notices this client already holds for this professional whose slots are still ahead. */
  outstandingNotices: number;
};

export type TSlotAssignment = { slotStart: Date; entryId: number; clientUserId: string };

/**
 * Hands each free slot not announced yet to one waiting client: among the entries waiting for a date after
 * that slot, the one holding the fewest notices, then the first to join (first come, first served). So a
 * single freed slot goes to the first waiting client only, and several freed slots go round the list.
 * Slots come in any order; they are handed out earliest first.
 */
export function assignFreedSlots(
  slotStarts: readonly Date[],
  entries: readonly TWaitingEntryForAssignment[],
  announcedStarts: ReadonlySet<number>,
): TSlotAssignment[] {
  const held = new Map(entries.map((entry) => [entry.id, entry.outstandingNotices]));
  const byJoin = [...entries].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.id - b.id);
  const assignments: TSlotAssignment[] = [];
  const seen = new Set<number>();
  for (const start of [...slotStarts].sort((a, b) => a.getTime() - b.getTime())) {
    const at = start.getTime();
    if (announcedStarts.has(at) || seen.has(at)) continue;
    seen.add(at);
    let chosen: TWaitingEntryForAssignment | null = null;
    for (const entry of byJoin) {
      if (!(at < entry.waitedFor.getTime())) continue;
      const count = held.get(entry.id) ?? 0;
      if (count >= MAX_OUTSTANDING_NOTICES_PER_ENTRY) continue;
      if (chosen === null || count < (held.get(chosen.id) ?? 0)) chosen = entry;
    }
    if (chosen === null) continue;
    held.set(chosen.id, (held.get(chosen.id) ?? 0) + 1);
    assignments.push({ slotStart: start, entryId: chosen.id, clientUserId: chosen.clientUserId });
  }
  return assignments;
}

const PARIS_DAY_PARTS = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: PARIS_TIME_ZONE,
});
const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: PARIS_TIME_ZONE,
});

/** « mardi 1er décembre à 10:00 »: a slot as the notice names it (Europe/Paris, « 1er » for the first). */
export function describeFreedSlot(start: Date): string {
  const parts = PARIS_DAY_PARTS.formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('day') === '1' ? '1er' : part('day');
  return `${part('weekday')} ${day} ${part('month')} à ${PARIS_TIME.format(start)}`;
}

/** The bell's title: who and when, never a matter. */
export function freedSlotTitle(professionalName: string, start: Date): string {
  return `Un créneau s'est libéré chez ${professionalName} le ${describeFreedSlot(start)}`;
}

/** The profile query parameter that opens the booking dialog on a freed slot (an ISO instant). */
export const FREED_SLOT_PARAM = 'creneau';

/** The link of a notice: the professional's profile, the booking dialog opened on that slot. */
export function freedSlotPath(professionalId: number, start: Date): string {
  return `/lawyer/${professionalId}?${FREED_SLOT_PARAM}=${encodeURIComponent(start.toISOString())}`;
}
