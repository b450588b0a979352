import type { TFreeSlot } from '#domain/agenda/availability/availability-settings.ts';
import {
  formatParisDate,
  formatParisTime,
  groupSlotsByParisDay,
} from '#domain/agenda/availability/compute-free-slots.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import type { TRescheduleSlots } from './pro-appointment-schemas';

/**
 * The starts where a moved appointment fits: free slots of the booking grid (sorted, as computeFreeSlots
 * returns them) chained back to back in `mode` until they cover `durationMinutes`. A 90-minute appointment
 * on a 30-minute grid needs three free slots in a row, so a start just before a busy time is not offered.
 */
export function rescheduleSlots(
  slots: readonly TFreeSlot[],
  durationMinutes: number,
  mode: TConsultationMode,
): TRescheduleSlots {
  const offered = slots.filter((slot) => slot.modes.includes(mode));
  const byStart = new Map(offered.map((slot) => [slot.start.getTime(), slot]));
  const fits = offered.filter((first) => {
    const until = first.start.getTime() + durationMinutes * 60_000;
    let slot: TFreeSlot | undefined = first;
    while (slot) {
      if (slot.end.getTime() >= until) return true;
      // The chain continues only on the same Paris day, from the slot that starts where this one ends.
      const next = byStart.get(slot.end.getTime());
      slot = next && formatParisDate(next.start) === formatParisDate(first.start) ? next : undefined;
    }
    return false;
  });
  return {
    days: groupSlotsByParisDay(fits).map((day) => ({
      date: day.date,
      times: day.slots.map((slot) => formatParisTime(slot.start)),
    })),
  };
}
