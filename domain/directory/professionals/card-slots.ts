import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TSlotDay } from '#domain/agenda/availability/slot-days.ts';
import type { TCardDaySlots, TDaySlots } from './search-schemas';

/** Seed 000 §9: a result card shows 4 upcoming days, 3 times per day; unfolded, every time of up to 7 days. */
export const CARD_DAYS = 4;
export const CARD_TIMES_PER_DAY = 3;
export const CARD_EXPANDED_DAYS = 7;

/** The part of the next days' slots a folded card shows, so a search answer carries only that. */
export function foldCardSlots(days: readonly TDaySlots[]): {
  nextSlots: TCardDaySlots[];
  hasMoreSlots: boolean;
} {
  const withSlots = days.filter((day) => day.slots.length > 0).slice(0, CARD_EXPANDED_DAYS);
  const nextSlots = withSlots.slice(0, CARD_DAYS).map((day) => ({
    date: day.date,
    slots: day.slots.slice(0, CARD_TIMES_PER_DAY),
    hiddenCount: Math.max(0, day.slots.length - CARD_TIMES_PER_DAY),
  }));
  return {
    nextSlots,
    hasMoreSlots: withSlots.length > CARD_DAYS || nextSlots.some((day) => day.hiddenCount > 0),
  };
}

/** Every time of up to 7 days with free slots, as an unfolded card shows them. */
export function unfoldedCardSlots(days: readonly TDaySlots[]): TCardDaySlots[] {
  return days
    .filter((day) => day.slots.length > 0)
    .slice(0, CARD_EXPANDED_DAYS)
    .map((day) => ({ ...day, hiddenCount: 0 }));
}

/**
 * foldCardSlots of the same days given compact (ADR 0076): only the times a folded card shows are written
 * out, the others are counted.
 */
export function foldSlotDays(days: readonly TSlotDay[]): {
  nextSlots: TCardDaySlots[];
  hasMoreSlots: boolean;
} {
  const withSlots = days.filter((day) => day.starts.length > 0).slice(0, CARD_EXPANDED_DAYS);
  const nextSlots = withSlots.slice(0, CARD_DAYS).map((day) => ({
    date: day.date,
    slots: day.starts.slice(0, CARD_TIMES_PER_DAY).map((start, index) => {
      const at = new Date(start);
      return { start: at.toISOString(), time: formatParisTime(at), modes: [...(day.modes[index] ?? [])] };
    }),
    hiddenCount: Math.max(0, day.starts.length - CARD_TIMES_PER_DAY),
  }));
  return {
    nextSlots,
    hasMoreSlots: withSlots.length > CARD_DAYS || nextSlots.some((day) => day.hiddenCount > 0),
  };
}
