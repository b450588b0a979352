// Existing appointments for directory professionals, so their calendars look lived-in: 2 to 8 in the
// next 14 days, inside their opening hours, on their slot grid (Europe/Paris civil time), never
// overlapping (the database's exclusion constraint would refuse it anyway).

import { TZDate } from '@date-fns/tz';
import type { TAvailabilitySettings } from '#domain/agenda/availability/availability-settings.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import {
  CONSULTATION_MODE_VALUES,
  type TConsultationMode,
} from '#domain/kernel/vocabulary/search-options.ts';
import type { appointments } from '#server/db/schema/index.ts';
import { GENERIC_REASONS } from './directory-texts';
import { DEFAULT_DIRECTORY_SEED, practiceContentOf, type TNewProfessional } from './generate-directory';
import { Random } from './random';

export type TNewAppointment = typeof appointments.$inferInsert;

/** Only the first rows of a directory get appointments (a 100 000-row benchmark does not need 500 000). */
export const MAX_PROFESSIONALS_WITH_APPOINTMENTS = 2000;
/** Share of those rows that get some. */
export const APPOINTMENT_SHARE = 0.6;
/** Appointments lie in the next this-many Paris calendar days (today included). */
export const APPOINTMENT_WINDOW_DAYS = 14;
/** No seeded appointment starts sooner than this after `now`. */
const MIN_LEAD_MINUTES = 60;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Separates the appointment stream from the profile stream of the same row. */
const APPOINTMENT_STREAM = 0x41505054;

type TWeekdayKey = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** The next 14 Paris civil days from `now`, with a memo of civil time → instant shared by every row. */
export class ParisDayGrid {
  readonly days: readonly { offset: number; weekday: TWeekdayKey }[];
  private readonly year: number;
  private readonly month: number;
  private readonly date: number;
  private readonly instants = new Map<number, number>();

  constructor(readonly now: Date) {
    const today = new TZDate(now.getTime(), PARIS_TIME_ZONE);
    this.year = today.getFullYear();
    this.month = today.getMonth();
    this.date = today.getDate();
    this.days = Array.from({ length: APPOINTMENT_WINDOW_DAYS }, (_, offset) => {
      const noon = new TZDate(this.year, this.month, this.date + offset, 12, 0, PARIS_TIME_ZONE);
      return { offset, weekday: String(noon.getDay() === 0 ? 7 : noon.getDay()) as TWeekdayKey };
    });
  }

  /** Epoch ms of civil `minute` (minutes after midnight) on day `offset` in Europe/Paris. */
  instant(offset: number, minute: number): number {
    const key = offset * 1440 + minute;
    let value = this.instants.get(key);
    if (value === undefined) {
      value = new TZDate(
        this.year,
        this.month,
        this.date + offset,
        Math.floor(minute / 60),
        minute % 60,
        PARIS_TIME_ZONE,
      ).getTime();
      this.instants.set(key, value);
    }
    return value;
  }
}

function clockMinutes(value: string): number {
  const [hours = '0', minutes = '0'] = value.split(':');
  return Number(hours) * 60 + Number(minutes);
}

type TCandidate = { start: number; modes: TConsultationMode[] };

/** Every slot start of the window with the modes it can be booked in, after now + 1 h, sorted. */
function candidateSlots(
  availability: TAvailabilitySettings,
  offered: readonly string[],
  grid: ParisDayGrid,
): TCandidate[] {
  const earliest = grid.now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS;
  const byStart = new Map<number, TCandidate>();
  for (const day of grid.days) {
    for (const mode of CONSULTATION_MODE_VALUES) {
      if (!offered.includes(mode)) continue;
      for (const range of availability.weeklyHours[mode]?.[day.weekday] ?? []) {
        const end = clockMinutes(range.end);
        for (
          let minute = clockMinutes(range.start);
          minute + availability.slotMinutes <= end;
          minute += availability.slotMinutes
        ) {
          const start = grid.instant(day.offset, minute);
          if (start < earliest) continue;
          const known = byStart.get(start);
          if (known) {
            if (!known.modes.includes(mode)) known.modes.push(mode);
          } else byStart.set(start, { start, modes: [mode] });
        }
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** Whether directory row `index` gets appointments at all. */
export function rowHasAppointments(index: number, seed = DEFAULT_DIRECTORY_SEED): boolean {
  if (index >= MAX_PROFESSIONALS_WITH_APPOINTMENTS) return false;
  return Random.seeded(seed, index, APPOINTMENT_STREAM, 1).chance(APPOINTMENT_SHARE);
}

/**
 * Appointments of directory row `index` (stored with id `professionalId`), relative to `grid.now`.
 * Deterministic for a given (seed, index, now). Empty for rows without appointments.
 */
export function generateDirectoryAppointments(
  row: Pick<
    TNewProfessional,
    'availability' | 'consultationModes' | 'autoConfirm' | 'professionalType' | 'specialty'
  >,
  professionalId: number,
  index: number,
  grid: ParisDayGrid,
  seed = DEFAULT_DIRECTORY_SEED,
): TNewAppointment[] {
  if (!rowHasAppointments(index, seed) || !row.availability) return [];
  const random = Random.seeded(seed, index, APPOINTMENT_STREAM, 2);
  const candidates = candidateSlots(row.availability, row.consultationModes ?? [], grid);
  const slotMs = row.availability.slotMinutes * MINUTE_MS;
  const wanted = random.int(2, 8);
  const chosen: TCandidate[] = [];
  // Shuffled candidates, taken while they do not overlap an earlier pick (ranges of different modes
  // may sit on different grids, so two distinct starts can still overlap).
  for (const candidate of random.sample(candidates, candidates.length)) {
    if (chosen.length >= wanted) break;
    if (chosen.some((other) => Math.abs(other.start - candidate.start) < slotMs)) continue;
    chosen.push(candidate);
  }
  const content = practiceContentOf(row);
  const now = grid.now.getTime();
  return chosen
    .sort((a, b) => a.start - b.start)
    .map((slot) => ({
      professionalId,
      clientUserId: null,
      startsAt: new Date(slot.start),
      endsAt: new Date(slot.start + slotMs),
      mode: random.pick(slot.modes),
      status: row.autoConfirm || random.chance(0.4) ? ('confirmed' as const) : ('pending' as const),
      reason: random.chance(0.7) ? random.pick(content.reasons) : random.pick(GENERIC_REASONS),
      // Booked between 1 hour and 10 days ago.
      createdAt: new Date(now - random.int(1, 240) * HOUR_MS),
    }));
}
