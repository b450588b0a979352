import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  assignLanes,
  eventBox,
  formatFullDate,
  formatWeekdayDayMonth,
  HOUR_HEIGHT_PX,
  HOURS_PER_DAY,
  INITIAL_SCROLL_PX,
  minutesToTime,
  timeToMinutes,
  WEEKDAY_SHORT,
} from '#domain/agenda/planning/calendar-layout.ts';
import {
  gridCursorIn,
  gridSelection,
  initialGridCursor,
  moveGridCursor,
  type TGridCursor,
} from '#domain/agenda/planning/grid-keyboard.ts';
import { civilWeekday } from '#domain/kernel/time/paris-time.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { CalendarItemButton } from './calendar-item-button';
import type { TCalendarItem } from './calendar-items';

const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, hour) => hour);

/** The titles of the items that take up part of an hour, read with its cell. */
function titlesAt(items: readonly TCalendarItem[], hour: number): string[] {
  const start = hour * 60;
  const end = start + 60;
  return items
    .filter((item) => {
      const itemStart = timeToMinutes(item.startTime);
      const itemEnd = item.endTime <= item.startTime ? 24 * 60 : timeToMinutes(item.endTime);
      return itemStart < end && itemEnd > start;
    })
    .map((item) => item.title);
}

/**
 * A column that is not simply a day: on a planning of several agendas, one lawyer's day (issue 27 §3).
 * `name` is what a screen reader hears for it, `heading` what its head shows.
 */
export type TGridColumn = { key: string; date: string; name: string; heading: ReactNode };

/**
 * Day and week views: one row of 64 px per hour, initially scrolled to 08:00 (512 px). The hours form a
 * WAI-ARIA grid with a single Tab stop (ADR 0036): arrows move, Shift+arrows extend the new event's
 * duration as a drag does, Enter or Space opens the form. Events are buttons after the grid in the Tab order.
 */
export function TimeGrid(props: {
  days: readonly string[];
  today: string;
  itemsByDate: Map<string, TCalendarItem[]>;
  /** The grid's name: what it shows (the week, the day). */
  label: string;
  /** The id of the text that explains the keyboard. */
  describedBy?: string;
  onCreate: (date: string, startTime: string, endTime: string) => void;
  onOpenItem: (item: TCalendarItem) => void;
  /** Named columns instead of days: `days` then holds their keys (and `itemsByDate` is by key). */
  columns?: readonly TGridColumn[];
}) {
  const columnOf = (key: string) => props.columns?.find((column) => column.key === key);
  const dateOf = (key: string) => columnOf(key)?.date ?? key;
  const columnName = (key: string) => columnOf(key)?.name ?? formatFullDate(key);
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeCellRef = useRef<HTMLTableCellElement>(null);
  const [storedCursor, setCursor] = useState<TGridCursor>(() => initialGridCursor(props.days, props.today));
  const cursor = gridCursorIn(storedCursor, props.days, props.today);
  const [dragging, setDragging] = useState(false);
  // The DOM focus follows the cursor only when a key inside the grid moved it.
  const focusFollows = useRef(false);

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = INITIAL_SCROLL_PX;
  }, []);

  useEffect(() => {
    if (!dragging) return;
    const cancel = () => {
      setDragging(false);
      setCursor((current) => ({ ...current, anchor: current.hour }));
    };
    window.addEventListener('mouseup', cancel);
    return () => window.removeEventListener('mouseup', cancel);
  }, [dragging]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the focused cell changes.
  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    activeCellRef.current?.focus();
  }, [cursor.date, cursor.hour]);

  const create = (from: TGridCursor) => {
    const range = gridSelection(from);
    setCursor({ ...from, anchor: from.hour });
    props.onCreate(from.date, range.startTime, range.endTime);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    if (event.altKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      create(cursor);
      return;
    }
    const next = moveGridCursor(cursor, event, props.days);
    if (!next) return;
    event.preventDefault();
    // Only a move arms the focus effect (a key at the edge changes nothing, and must not steal a later focus).
    focusFollows.current = next.date !== cursor.date || next.hour !== cursor.hour;
    setCursor(next);
  };

  const selection = gridSelection(cursor);
  const extended = selection.first !== selection.last;
  const showsPlaceholder = dragging || extended;

  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div ref={scrollRef} className="relative h-[600px] overflow-y-auto" data-testid="planning-scroll">
        <div className="relative">
          <table
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern on a table (APG date picker), ADR 0036
            role="grid"
            aria-label={props.label}
            aria-describedby={props.describedBy}
            aria-multiselectable="true"
            className="w-full table-fixed border-separate border-spacing-0"
          >
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky top-0 z-20 h-16 w-14 border-b border-slate-200 bg-white p-0"
                >
                  <span className="sr-only">Heure</span>
                </th>
                {props.days.map((key) => {
                  const date = dateOf(key);
                  const column = columnOf(key);
                  return (
                    <th
                      key={key}
                      scope="col"
                      aria-current={date === props.today ? 'date' : undefined}
                      className={cn(
                        'sticky top-0 z-20 h-16 border-b border-l border-slate-200 bg-white px-2 py-0 text-center text-sm font-normal',
                        date === props.today ? 'font-semibold text-brand-700' : 'text-slate-700',
                      )}
                    >
                      <span className="sr-only">{columnName(key)}</span>
                      {column ? (
                        <span aria-hidden="true">{column.heading}</span>
                      ) : (
                        <>
                          <span aria-hidden="true" className="block text-xs uppercase">
                            {WEEKDAY_SHORT[civilWeekday(date) - 1]}
                          </span>
                          <span aria-hidden="true" className="block text-lg">
                            {Number(date.slice(8, 10))}
                          </span>
                        </>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {HOURS.map((hour) => (
                <tr key={hour}>
                  <th
                    scope="row"
                    className="h-16 p-0 pr-2 text-right align-top text-xs font-normal text-slate-500"
                  >
                    {minutesToTime(hour * 60)}
                  </th>
                  {props.days.map((date) => {
                    const active = cursor.date === date && cursor.hour === hour;
                    const selected =
                      cursor.date === date && hour >= selection.first && hour <= selection.last;
                    const titles = titlesAt(props.itemsByDate.get(date) ?? [], hour);
                    const column = columnOf(date);
                    const name = `${column ? column.name : formatWeekdayDayMonth(date)}, ${minutesToTime(hour * 60)}`;
                    return (
                      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td of a role="grid" table is a gridcell (ARIA in HTML; the validator refuses the explicit role), which has aria-selected
                      <td
                        key={date}
                        ref={active ? activeCellRef : undefined}
                        tabIndex={active ? 0 : -1}
                        aria-label={titles.length > 0 ? `${name}\u00a0: ${titles.join(', ')}` : name}
                        aria-selected={selected}
                        className="h-16 scroll-mt-16 border-b border-l border-b-slate-100 border-l-slate-200 p-0 hover:bg-brand-600/5 focus-visible:bg-brand-600/10 focus-visible:-outline-offset-2"
                        onKeyDown={onKeyDown}
                        onMouseDown={(event) => {
                          if (event.button !== 0) return;
                          setCursor({ date, hour, anchor: hour });
                          setDragging(true);
                        }}
                        onMouseEnter={() => {
                          // The drag's far end is the anchor: the focus stays on the cell pressed first.
                          if (dragging && cursor.date === date) setCursor({ ...cursor, anchor: hour });
                        }}
                        onMouseUp={(event) => {
                          if (event.button !== 0) return;
                          setDragging(false);
                          create(
                            dragging && cursor.date === date
                              ? { ...cursor, anchor: hour }
                              : { date, hour, anchor: hour },
                          );
                        }}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="pointer-events-none absolute inset-x-0 top-16 bottom-0 z-10 flex">
            <div className="w-14 shrink-0" />
            {props.days.map((date) => {
              const placed = assignLanes(props.itemsByDate.get(date) ?? []);
              return (
                <div key={date} className="relative flex-1 border-l border-transparent">
                  {showsPlaceholder && cursor.date === date ? (
                    <div
                      aria-hidden="true"
                      className="absolute inset-x-1 rounded-md border-2 border-dashed border-brand-600 bg-brand-600/10 px-2 py-1 text-xs font-medium text-brand-700"
                      style={{
                        top: selection.first * HOUR_HEIGHT_PX,
                        height: (selection.last - selection.first + 1) * HOUR_HEIGHT_PX,
                      }}
                    >
                      Nouveau créneau
                    </div>
                  ) : null}
                  {placed.map(({ item, lane, lanes }) => {
                    const box = eventBox(item.startTime, item.endTime);
                    return (
                      <CalendarItemButton
                        key={item.key}
                        item={item}
                        onOpen={props.onOpenItem}
                        className="pointer-events-auto absolute overflow-hidden"
                        style={{
                          top: box.top,
                          height: box.height,
                          left: `calc(${(lane / lanes) * 100}% + 2px)`,
                          width: `calc(${100 / lanes}% - 4px)`,
                        }}
                        showTime
                      />
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {extended && !dragging
          ? `Nouveau créneau\u00a0: ${columnName(cursor.date)}, ${selection.startTime} – ${selection.endTime}`
          : ''}
      </p>
    </div>
  );
}
