import { useId, useState } from 'react';
import { consultationModeLabel, type TConsultationMode } from '../../../domain/professionals/search-options';
import type { TDaySlots, TSlotSummary } from '../../../domain/professionals/search-schemas';
import { SlotButton } from '../search/slot-button';
import { dayLongLabel, isSameInstant, NO_AVAILABILITY_TEXT } from '../search/slot-format';

export const SHOW_ALL_MODES_LABEL = 'Afficher tous les modes';

/** The mode a picked slot is booked in: the chosen one when the slot offers it, else the slot's first. */
export function modeForSlot(
  slot: { modes: readonly TConsultationMode[] },
  chosen: TConsultationMode | null,
): TConsultationMode | null {
  if (chosen && slot.modes.includes(chosen)) return chosen;
  return slot.modes[0] ?? null;
}

export function findFreeSlot(
  days: readonly TDaySlots[],
  start: string | null | undefined,
): TSlotSummary | null {
  if (!start) return null;
  for (const day of days) {
    const slot = day.slots.find((candidate) => isSameInstant(candidate.start, start));
    if (slot) return slot;
  }
  return null;
}

/**
 * Every free time of the horizon grouped by Paris day, limited to the chosen mode unless the person
 * asks to see all modes. Each time is a button named with the full date, time and modes.
 */
export function SlotList(props: {
  days: readonly TDaySlots[];
  mode: TConsultationMode | null;
  selectedStart: string | null;
  onPick: (slot: TSlotSummary) => void;
}) {
  const [showAllModes, setShowAllModes] = useState(false);
  const toggleId = useId();
  const filtering = props.mode !== null && !showAllModes;
  const mode = props.mode;
  const days = props.days
    .map((day) => ({
      ...day,
      slots: filtering && mode ? day.slots.filter((slot) => slot.modes.includes(mode)) : day.slots,
    }))
    .filter((day) => day.slots.length > 0);
  const hasAnySlot = props.days.some((day) => day.slots.length > 0);

  return (
    <div className="space-y-3">
      {props.mode !== null ? (
        <label htmlFor={toggleId} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            id={toggleId}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={showAllModes}
            onChange={(event) => setShowAllModes(event.target.checked)}
          />
          {SHOW_ALL_MODES_LABEL}
        </label>
      ) : null}
      {days.length === 0 ? (
        <p className="rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-600">
          {!hasAnySlot || !mode
            ? NO_AVAILABILITY_TEXT
            : `Aucun créneau en ${consultationModeLabel(mode)} dans les 14 prochains jours. Cochez « ${SHOW_ALL_MODES_LABEL} » pour voir les autres créneaux.`}
        </p>
      ) : (
        <ul className="space-y-3">
          {days.map((day) => (
            <li key={day.date}>
              <h4 className="mb-1.5 text-sm font-semibold text-slate-800 first-letter:uppercase">
                {dayLongLabel(day.date)}
              </h4>
              <ul className="grid grid-cols-4 gap-1.5 sm:grid-cols-6">
                {day.slots.map((slot) => (
                  <li key={slot.start}>
                    <SlotButton
                      slot={slot}
                      selected={isSameInstant(props.selectedStart, slot.start)}
                      onPick={props.onPick}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
