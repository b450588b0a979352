import type { TDaySlots, TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import { SlotButton } from '../search/slot-button';
import { dayLongLabel, isSameInstant, NO_AVAILABILITY_TEXT, slotAccessibleName } from '../search/slot-format';

export function findSlot(days: readonly TDaySlots[], start: string | null): TSlotSummary | null {
  if (!start) return null;
  for (const day of days) {
    const slot = day.slots.find((candidate) => isSameInstant(candidate.start, start));
    if (slot) return slot;
  }
  return null;
}

/** Every free time of the booking horizon, one column per day; the chosen slot stands out. */
export function SlotPicker(props: {
  days: readonly TDaySlots[];
  selectedStart: string | null;
  onPick: (slot: TSlotSummary) => void;
}) {
  const days = props.days.filter((day) => day.slots.length > 0);
  const selected = findSlot(days, props.selectedStart);

  if (days.length === 0) {
    return <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-600">{NO_AVAILABILITY_TEXT}</p>;
  }

  return (
    <div className="space-y-4">
      <div role="status" className="text-sm">
        {selected ? (
          <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-brand-800">
            Créneau sélectionné&nbsp;: {slotAccessibleName(selected)}
          </p>
        ) : props.selectedStart ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
            Ce créneau n'est plus disponible. Choisissez un autre horaire.
          </p>
        ) : null}
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {days.map((day) => (
          <li key={day.date} className="rounded-lg border border-slate-200 p-3">
            <p className="mb-2 text-center text-sm font-semibold text-slate-800 first-letter:uppercase">
              {dayLongLabel(day.date)}
            </p>
            <ul className="grid grid-cols-2 gap-1.5">
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <SlotButton
                    slot={slot}
                    selected={selected !== null && selected.start === slot.start}
                    onPick={props.onPick}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
