import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { TDaySlots, TSlotSummary } from '#domain/directory/professionals/search-schemas.ts';
import { consultationModeLabel, type TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { SlotButton } from '#web/features/directory/search/slot-button.tsx';
import {
  dayLongLabel,
  isSameInstant,
  NO_AVAILABILITY_TEXT,
} from '#web/features/directory/search/slot-format.ts';
import { slotKeyTarget } from './slot-grid-keys';

export const SHOW_ALL_MODES_LABEL = 'Afficher tous les modes';
export const SLOT_KEYS_HINT =
  'Au clavier\u00a0: Tab passe d’un jour au suivant\u202f; les flèches gauche et droite parcourent les horaires du jour, haut et bas changent de jour.';

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
 * asks to see all modes. Each time is a button named with the full date, time and modes. Each day is
 * one Tab stop (roving tabindex: the chosen time, else the last one reached, else the first) and the
 * arrows move between times (slot-grid-keys.ts), so a hundred times cost a dozen Tab, not a hundred.
 */
export function SlotList(props: {
  days: readonly TDaySlots[];
  mode: TConsultationMode | null;
  selectedStart: string | null;
  onPick: (slot: TSlotSummary) => void;
}) {
  const [showAllModes, setShowAllModes] = useState(false);
  const toggleId = useId();
  const listId = useId();
  /** Per day, the time that is its Tab stop once the person has moved in it. */
  const [reached, setReached] = useState<Record<string, string>>({});
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const filtering = props.mode !== null && !showAllModes;
  const mode = props.mode;
  const days = props.days
    .map((day) => ({
      ...day,
      slots: filtering && mode ? day.slots.filter((slot) => slot.modes.includes(mode)) : day.slots,
    }))
    .filter((day) => day.slots.length > 0);
  const hasAnySlot = props.days.some((day) => day.slots.length > 0);
  const times = days.map((day) => day.slots.map((slot) => slot.time));

  const tabStopOf = (day: TDaySlots): string | undefined => {
    const own = (start: string | null | undefined) =>
      day.slots.find((slot) => isSameInstant(slot.start, start))?.start;
    return own(reached[day.date]) ?? own(props.selectedStart) ?? day.slots[0]?.start;
  };

  const moveWithKey = (event: KeyboardEvent<HTMLButtonElement>, day: number, index: number) => {
    const target = slotKeyTarget(times, { day, index }, event);
    if (!target) return;
    const targetDay = days[target.day];
    const slot = targetDay?.slots[target.index];
    if (!targetDay || !slot) return;
    event.preventDefault();
    setReached((current) => ({ ...current, [targetDay.date]: slot.start }));
    buttons.current.get(slot.start)?.focus();
  };

  return (
    <div className="space-y-3">
      {props.mode !== null ? (
        <label htmlFor={toggleId} className="flex items-center gap-2 text-sm text-slate-700">
          <input
            id={toggleId}
            type="checkbox"
            className="h-4 w-4 rounded border-control"
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
            : `Aucun créneau en ${consultationModeLabel(mode)} dans les 14 prochains jours. Cochez «\u00a0${SHOW_ALL_MODES_LABEL}\u00a0» pour voir les autres créneaux.`}
        </p>
      ) : (
        <fieldset aria-describedby={`${listId}-keys`}>
          <legend className="sr-only">Créneaux disponibles</legend>
          {/* On a phone there is no keyboard to speak of: said to screen readers only. */}
          <p id={`${listId}-keys`} className="sr-only mb-3 text-xs text-slate-600 sm:not-sr-only">
            {SLOT_KEYS_HINT}
          </p>
          <ul className="space-y-3">
            {days.map((day, dayIndex) => {
              const headingId = `${listId}-${day.date}`;
              const tabStop = tabStopOf(day);
              return (
                <li key={day.date}>
                  <h4
                    id={headingId}
                    className="mb-1.5 text-sm font-semibold text-slate-800 first-letter:uppercase"
                  >
                    {dayLongLabel(day.date)}
                  </h4>
                  <ul aria-labelledby={headingId} className="grid grid-cols-4 gap-1.5 sm:grid-cols-6">
                    {day.slots.map((slot, index) => (
                      <li key={slot.start}>
                        <SlotButton
                          ref={(node) => {
                            if (node) buttons.current.set(slot.start, node);
                            return () => {
                              buttons.current.delete(slot.start);
                            };
                          }}
                          slot={slot}
                          selected={isSameInstant(props.selectedStart, slot.start)}
                          onPick={props.onPick}
                          tabIndex={slot.start === tabStop ? 0 : -1}
                          onKeyDown={(event) => moveWithKey(event, dayIndex, index)}
                          onFocus={() => setReached((current) => ({ ...current, [day.date]: slot.start }))}
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
