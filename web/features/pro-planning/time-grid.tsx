import { useEffect, useRef, useState } from 'react';
import {
  assignLanes,
  eventBox,
  formatFullDate,
  HOUR_HEIGHT_PX,
  HOURS_PER_DAY,
  INITIAL_SCROLL_PX,
  minutesToTime,
  WEEKDAY_SHORT,
} from '../../../domain/planning/calendar-layout';
import { civilWeekday } from '../../../domain/pro/paris-time';
import { cn } from '../../shared/ui/cn';
import { CalendarItemButton } from './calendar-item-button';
import type { TCalendarItem } from './calendar-items';

const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, hour) => hour);

type TDrag = { date: string; anchor: number; current: number };

/** The slot range a drag covers: whole hours, at least one. */
function dragRange(drag: TDrag): { startTime: string; endTime: string; first: number; last: number } {
  const first = Math.min(drag.anchor, drag.current);
  const last = Math.max(drag.anchor, drag.current);
  return {
    first,
    last,
    startTime: minutesToTime(first * 60),
    endTime: last >= 23 ? '23:59' : minutesToTime((last + 1) * 60),
  };
}

/** Day and week views: 24 rows of 64 px per column, initially scrolled to 08:00 (512 px). */
export function TimeGrid(props: {
  days: readonly string[];
  today: string;
  itemsByDate: Map<string, TCalendarItem[]>;
  onCreate: (date: string, startTime: string, endTime: string) => void;
  onOpenItem: (item: TCalendarItem) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<TDrag | null>(null);

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = INITIAL_SCROLL_PX;
  }, []);

  useEffect(() => {
    if (!drag) return;
    const cancel = () => setDrag(null);
    window.addEventListener('mouseup', cancel);
    return () => window.removeEventListener('mouseup', cancel);
  }, [drag]);

  const finishDrag = (date: string, hour: number) => {
    const range = dragRange(
      drag && drag.date === date ? { ...drag, current: hour } : { date, anchor: hour, current: hour },
    );
    setDrag(null);
    props.onCreate(date, range.startTime, range.endTime);
  };

  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="flex border-b border-slate-200 pr-3">
        <div className="w-14 shrink-0" />
        {props.days.map((date) => (
          <div
            key={date}
            className={cn(
              'flex-1 border-l border-slate-200 px-2 py-2 text-center text-sm',
              date === props.today ? 'font-semibold text-brand-700' : 'text-slate-700',
            )}
          >
            <span className="block text-xs uppercase">{WEEKDAY_SHORT[civilWeekday(date) - 1]}</span>
            <span className="text-lg">{Number(date.slice(8, 10))}</span>
          </div>
        ))}
      </div>
      <div ref={scrollRef} className="relative h-[600px] overflow-y-auto" data-testid="planning-scroll">
        <div className="flex" style={{ height: HOURS_PER_DAY * HOUR_HEIGHT_PX }}>
          <div className="w-14 shrink-0">
            {HOURS.map((hour) => (
              <div
                key={hour}
                className="pr-2 text-right text-xs text-slate-500"
                style={{ height: HOUR_HEIGHT_PX }}
              >
                {minutesToTime(hour * 60)}
              </div>
            ))}
          </div>
          {props.days.map((date) => {
            const dayLabel = formatFullDate(date);
            const placed = assignLanes(props.itemsByDate.get(date) ?? []);
            const range = drag && drag.date === date ? dragRange(drag) : null;
            return (
              <div key={date} className="relative flex-1 border-l border-slate-200">
                {HOURS.map((hour) => (
                  <button
                    key={hour}
                    type="button"
                    aria-label={`Nouvel événement le ${dayLabel} à ${minutesToTime(hour * 60)}`}
                    className="block w-full border-b border-slate-100 hover:bg-brand-600/5 focus:bg-brand-600/10 focus:outline-none"
                    style={{ height: HOUR_HEIGHT_PX }}
                    onMouseDown={(event) => {
                      if (event.button === 0) setDrag({ date, anchor: hour, current: hour });
                    }}
                    onMouseEnter={() =>
                      setDrag((current) =>
                        current && current.date === date ? { ...current, current: hour } : current,
                      )
                    }
                    onMouseUp={(event) => {
                      if (event.button === 0) finishDrag(date, hour);
                    }}
                    onClick={(event) => {
                      // Keyboard activation (no mouse press before it).
                      if (event.detail === 0) finishDrag(date, hour);
                    }}
                  />
                ))}
                {range ? (
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-x-1 rounded-md border-2 border-dashed border-brand-600 bg-brand-600/10 px-2 py-1 text-xs font-medium text-brand-700"
                    style={{
                      top: range.first * HOUR_HEIGHT_PX,
                      height: (range.last - range.first + 1) * HOUR_HEIGHT_PX,
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
                      className="absolute overflow-hidden"
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
  );
}
