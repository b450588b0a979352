import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import type { TFreeSlot } from './availability-settings';
import { formatParisDate } from './compute-free-slots';

/**
 * A Paris day of free slots, kept compact for the search cards' cache (ADR 0076): each slot is its start
 * (epoch ms, increasing) and a modes list shared by every slot with the same modes.
 */
export type TSlotDay = {
  date: string;
  starts: readonly number[];
  modes: readonly (readonly TConsultationMode[])[];
};

/** One frozen list per combination of modes. */
const sharedModes = new Map<string, readonly TConsultationMode[]>();

function shared(modes: readonly TConsultationMode[]): readonly TConsultationMode[] {
  const key = modes.join(',');
  let found = sharedModes.get(key);
  if (!found) {
    found = Object.freeze([...modes]);
    sharedModes.set(key, found);
  }
  return found;
}

/** Slots sorted by start (as computeFreeSlots gives them), grouped by the Paris day of their start. */
export function toSlotDays(slots: readonly TFreeSlot[]): TSlotDay[] {
  const days: { date: string; starts: number[]; modes: (readonly TConsultationMode[])[] }[] = [];
  let current: (typeof days)[number] | undefined;
  for (const slot of slots) {
    const date = formatParisDate(slot.start);
    if (current?.date !== date) {
      current = { date, starts: [], modes: [] };
      days.push(current);
    }
    current.starts.push(slot.start.getTime());
    current.modes.push(shared(slot.modes));
  }
  return days;
}

/**
 * The slots of `days` that start in [earliest, until), days left empty dropped. The slots computed for a
 * window are those of any window inside it (the engine offers each time on its own), so this is what
 * computing again for [earliest, until) would give. Days wholly inside are returned as they are.
 */
export function visibleDays(days: readonly TSlotDay[], earliest: number, until: number): TSlotDay[] {
  const visible: TSlotDay[] = [];
  for (const day of days) {
    const first = day.starts[0];
    if (first === undefined) continue;
    if (first >= until) break;
    const last = day.starts[day.starts.length - 1] as number;
    if (last < earliest) continue;
    if (first >= earliest && last < until) {
      visible.push(day);
      continue;
    }
    let from = 0;
    while (from < day.starts.length && (day.starts[from] as number) < earliest) from++;
    let to = from;
    while (to < day.starts.length && (day.starts[to] as number) < until) to++;
    if (to > from)
      visible.push({ date: day.date, starts: day.starts.slice(from, to), modes: day.modes.slice(from, to) });
  }
  return visible;
}
