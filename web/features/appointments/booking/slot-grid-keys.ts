/** A slot's place in the picker: its day (row) and its rank in that day. */
export type TSlotPosition = { day: number; index: number };

export type TSlotKey = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
};

/** "HH:MM" → minutes since midnight. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The slot of `day` nearest in time to `time` (the earlier one on a tie). */
function nearestInDay(times: readonly string[], time: string): number {
  const target = minutesOf(time);
  let best = 0;
  for (let index = 1; index < times.length; index += 1) {
    const distance = Math.abs(minutesOf(times[index] as string) - target);
    if (distance < Math.abs(minutesOf(times[best] as string) - target)) best = index;
  }
  return best;
}

/**
 * Where a key moves the focus in the slot picker (ADR 0035): one Tab stop per day, and inside the
 * picker the arrows as in the APG grid pattern — Left/Right the previous/next time of the day,
 * Up/Down the same time (or the nearest) on the previous/next day, Home/End the day's first/last time,
 * Ctrl+Home/Ctrl+End the first/last time of all. Null for any other key, or at an edge (nothing moves).
 *
 * `days` holds each day's times ("HH:MM"), in order; days without a time are not in it.
 */
export function slotKeyTarget(
  days: readonly (readonly string[])[],
  from: TSlotPosition,
  event: TSlotKey,
): TSlotPosition | null {
  const times = days[from.day];
  if (!times || times.length === 0) return null;
  const withCtrl = event.ctrlKey === true || event.metaKey === true;
  let target: TSlotPosition | null = null;
  switch (event.key) {
    case 'ArrowRight':
      target = { day: from.day, index: Math.min(from.index + 1, times.length - 1) };
      break;
    case 'ArrowLeft':
      target = { day: from.day, index: Math.max(from.index - 1, 0) };
      break;
    case 'ArrowDown':
    case 'ArrowUp': {
      const day = from.day + (event.key === 'ArrowDown' ? 1 : -1);
      const next = days[day];
      if (!next || next.length === 0) return null;
      target = { day, index: nearestInDay(next, times[from.index] ?? times[0] ?? '00:00') };
      break;
    }
    case 'Home':
      target = withCtrl ? { day: 0, index: 0 } : { day: from.day, index: 0 };
      break;
    case 'End': {
      if (withCtrl) {
        const lastDay = days.length - 1;
        target = { day: lastDay, index: Math.max((days[lastDay]?.length ?? 1) - 1, 0) };
      } else target = { day: from.day, index: times.length - 1 };
      break;
    }
    default:
      return null;
  }
  return target.day === from.day && target.index === from.index ? null : target;
}
