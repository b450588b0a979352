import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import {
  addCivilMonths,
  formatFullDate,
  formatMonthYear,
  monthGridDays,
  monthStart,
  WEEKDAY_NAMES,
} from '#domain/agenda/planning/calendar-layout.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { useRovingDay } from './use-roving-day';

const INITIALS = ['L', 'M', 'M', 'J', 'V', 'S', 'D'] as const;

/** What picking a day reads of the click or key press: Ctrl/Shift add the day to the selection. */
export type TPickModifiers = { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };

const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/**
 * The side panel's month calendar, a grid with one Tab stop (ADR 0036): arrows move the focused day (by week
 * up and down), PageUp/PageDown change month; clicking or Enter shows the day, Ctrl/Shift add it to the selection.
 */
export function MiniCalendar(props: {
  date: string;
  today: string;
  selectedDays: readonly string[];
  onPickDay: (date: string, event: TPickModifiers) => void;
}) {
  const titleId = useId();
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const month = shownMonth ?? monthStart(props.date);
  const { active, activeRef, onKeyDown, setFocusedDay } = useRovingDay<HTMLTableCellElement>({
    month,
    date: props.date,
    today: props.today,
    onPickDay: props.onPickDay,
    onOtherMonth: (day) => setShownMonth(monthStart(day)),
  });

  const days = monthGridDays(month);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));

  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="Mois précédent"
          onClick={() => setShownMonth(addCivilMonths(month, -1))}
          className="rounded p-1 hover:bg-slate-100"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <p id={titleId} className="text-sm font-semibold capitalize text-slate-900">
          {formatMonthYear(month)}
        </p>
        <button
          type="button"
          aria-label="Mois suivant"
          onClick={() => setShownMonth(addCivilMonths(month, 1))}
          className="rounded p-1 hover:bg-slate-100"
        >
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table (APG date picker), ADR 0036
        role="grid"
        aria-labelledby={titleId}
        aria-multiselectable="true"
        className="w-full table-fixed border-separate border-spacing-0.5 text-center text-xs"
      >
        <thead>
          <tr>
            {INITIALS.map((initial, index) => (
              <th key={WEEKDAY_NAMES[index]} scope="col" className="py-1 font-normal text-slate-500">
                <span aria-hidden="true">{initial}</span>
                <span className="sr-only">{WEEKDAY_NAMES[index]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td of a role="grid" table is a gridcell (ARIA in HTML; the validator refuses the explicit role), which has aria-selected
                <td
                  key={date}
                  ref={date === active ? activeRef : undefined}
                  tabIndex={date === active ? 0 : -1}
                  aria-label={formatFullDate(date)}
                  aria-selected={props.selectedDays.includes(date)}
                  aria-current={date === props.today ? 'date' : undefined}
                  onKeyDown={onKeyDown}
                  onClick={(event) => {
                    setFocusedDay(date);
                    props.onPickDay(date, event);
                  }}
                  className={cn(
                    'cursor-pointer rounded-full py-1 select-none hover:bg-slate-100',
                    !sameMonth(date, month) && 'text-slate-500',
                    props.selectedDays.includes(date) && 'bg-brand-600/15',
                    date === props.today && 'bg-brand-600 font-semibold text-white hover:bg-brand-700',
                  )}
                >
                  {Number(date.slice(8, 10))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
