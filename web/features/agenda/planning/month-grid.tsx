import {
  formatFullDate,
  monthCellEvents,
  monthGridDays,
  WEEKDAY_SHORT,
} from '#domain/agenda/planning/calendar-layout.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { CalendarItemButton } from './calendar-item-button';
import type { TCalendarItem } from './calendar-items';
import type { TPickModifiers } from './mini-calendar';
import { useRovingDay } from './use-roving-day';

/**
 * Month view: 42 days from the Monday on or before the 1st, at most 3 events per cell. The day numbers are one
 * Tab stop (roving tabindex, keys of the mini-calendar, ADR 0036) so that Tab goes from a day to its events
 * rather than through 42 buttons; a key that leaves the 42 days shows the month of the day reached.
 */
export function MonthGrid(props: {
  date: string;
  today: string;
  selectedDays: readonly string[];
  itemsByDate: Map<string, TCalendarItem[]>;
  onPickDay: (date: string, event: TPickModifiers) => void;
  onShowDate: (date: string) => void;
  onOpenItem: (item: TCalendarItem) => void;
}) {
  const month = props.date.slice(0, 7);
  const days = monthGridDays(props.date);
  const { active, activeRef, onKeyDown } = useRovingDay<HTMLButtonElement>({
    month: props.date,
    date: props.date,
    today: props.today,
    onPickDay: props.onPickDay,
    onOtherMonth: props.onShowDate,
  });

  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="grid grid-cols-7 border-b border-slate-200">
        {WEEKDAY_SHORT.map((name) => (
          <div key={name} className="py-2 text-center text-xs font-medium uppercase text-slate-500">
            {name}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((date) => {
          const { shown, moreLabel } = monthCellEvents(props.itemsByDate.get(date) ?? []);
          const selected = props.selectedDays.includes(date);
          return (
            <div
              key={date}
              className={cn(
                'min-h-28 space-y-1 border-b border-l border-slate-100 p-1',
                date.slice(0, 7) !== month && 'bg-slate-50 text-slate-500',
                selected && 'bg-brand-600/10',
              )}
            >
              <button
                type="button"
                ref={date === active ? activeRef : undefined}
                tabIndex={date === active ? 0 : -1}
                aria-label={formatFullDate(date)}
                aria-pressed={selected}
                onClick={(event) => props.onPickDay(date, event)}
                onKeyDown={onKeyDown}
                className={cn(
                  'flex h-7 w-7 items-center justify-center rounded-full text-sm hover:bg-slate-100',
                  date === props.today && 'bg-brand-600 font-semibold text-white hover:bg-brand-700',
                )}
              >
                {Number(date.slice(8, 10))}
              </button>
              {shown.map((item) => (
                <CalendarItemButton key={item.key} item={item} onOpen={props.onOpenItem} className="w-full" />
              ))}
              {moreLabel ? (
                <button
                  type="button"
                  onClick={(event) => props.onPickDay(date, event)}
                  className="px-1 text-xs font-medium text-slate-600 hover:underline"
                >
                  {moreLabel}
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
