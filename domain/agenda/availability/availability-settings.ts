import { INVALID_TIME_MESSAGE } from '#domain/kernel/format-messages.ts';
import {
  CONSULTATION_MODE_VALUES,
  type TConsultationMode,
} from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** ISO weekday: 1 = lundi … 7 = dimanche. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** The furthest a professional can open bookings; imported calendars are read no further (plus a margin). */
export const MAX_BOOKING_HORIZON_DAYS = 90;

const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, INVALID_TIME_MESSAGE);

export const ZOpeningRange = z
  .object({ start: ZClockTime, end: ZClockTime })
  .refine((range) => range.start < range.end, { message: "L'heure de fin doit être après l'heure de début" });
export type TOpeningRange = z.infer<typeof ZOpeningRange>;

/** Opening ranges per weekday ("1".."7"), for one consultation mode. */
export const ZWeekOpeningHours = z.partialRecord(
  z.enum(['1', '2', '3', '4', '5', '6', '7']),
  z.array(ZOpeningRange).max(6),
);
export type TWeekOpeningHours = z.infer<typeof ZWeekOpeningHours>;

export const ZAvailabilitySettings = z.object({
  /** Opening hours for each mode the professional offers; a mode absent here is not offered. */
  weeklyHours: z.partialRecord(z.enum(CONSULTATION_MODE_VALUES), ZWeekOpeningHours),
  slotMinutes: z.number().int().min(10).max(240),
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 14),
  horizonDays: z.number().int().min(1).max(MAX_BOOKING_HORIZON_DAYS),
});
export type TAvailabilitySettings = z.infer<typeof ZAvailabilitySettings>;

const DEFAULT_DAY: TOpeningRange[] = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '17:00' },
];

export function defaultWeekOpeningHours(): TWeekOpeningHours {
  return { '1': DEFAULT_DAY, '2': DEFAULT_DAY, '3': DEFAULT_DAY, '4': DEFAULT_DAY, '5': DEFAULT_DAY };
}

/** PRODUCT.md §4 defaults: Mon–Fri 09:00–12:00 and 14:00–17:00, 30-minute slots, 2 h notice, 14 days. */
export function defaultAvailabilitySettings(
  modes: readonly TConsultationMode[] = CONSULTATION_MODE_VALUES,
): TAvailabilitySettings {
  return {
    weeklyHours: Object.fromEntries(modes.map((mode) => [mode, defaultWeekOpeningHours()])),
    slotMinutes: 30,
    minNoticeMinutes: 120,
    horizonDays: 14,
  };
}

/** A time during which the professional cannot be booked (appointment, blocking event, imported busy time). */
export type TBusyInterval = { start: Date; end: Date };

/** A bookable start time and the modes it can be booked in. */
export type TFreeSlot = { start: Date; end: Date; modes: TConsultationMode[] };
