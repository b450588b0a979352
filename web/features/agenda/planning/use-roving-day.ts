import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { moveCalendarDate } from '#domain/agenda/planning/grid-keyboard.ts';
import type { TPickModifiers } from './mini-calendar';

const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/**
 * The one Tab stop of a month of days, shared by the mini-calendar and the month view (ADR 0036): the day last
 * reached by keyboard, else the day shown, today or the 1st. Arrows, Home/End and PageUp/PageDown move it and
 * the focus follows; Enter or Space picks it; a day of another month calls `onOtherMonth` to show that month.
 */
export function useRovingDay<TElement extends HTMLElement>(options: {
  /** Any day of the month shown (YYYY-MM-DD). */
  month: string;
  date: string;
  today: string;
  onPickDay: (date: string, event: TPickModifiers) => void;
  onOtherMonth: (date: string) => void;
}) {
  const { month } = options;
  const [focusedDay, setFocusedDay] = useState<string | null>(null);
  const active =
    [focusedDay, options.date, options.today].find((day) => day !== null && sameMonth(day, month)) ??
    `${month.slice(0, 7)}-01`;
  const activeRef = useRef<TElement>(null);
  const focusFollows = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the focused day changes.
  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    activeRef.current?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<TElement>) => {
    if (event.altKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      options.onPickDay(active, event);
      return;
    }
    const next = moveCalendarDate(active, event);
    if (!next) return;
    event.preventDefault();
    focusFollows.current = next !== active;
    setFocusedDay(next);
    if (!sameMonth(next, month)) options.onOtherMonth(next);
  };

  return { active, activeRef, onKeyDown, setFocusedDay };
}
