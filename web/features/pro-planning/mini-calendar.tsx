import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import {
  addCivilMonths,
  formatFullDate,
  formatMonthYear,
  monthGridDays,
  monthStart,
} from '../../../domain/planning/calendar-layout';
import { cn } from '../../shared/ui/cn';

const INITIALS = ['L', 'M', 'M', 'J', 'V', 'S', 'D'] as const;

/** The side panel's month calendar: clicking a day shows it (Ctrl/Shift+click adds it to the selection). */
export function MiniCalendar(props: {
  date: string;
  today: string;
  selectedDays: readonly string[];
  onPickDay: (date: string, event: MouseEvent) => void;
}) {
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const month = shownMonth ?? monthStart(props.date);
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
        <p className="text-sm font-semibold capitalize text-slate-900">{formatMonthYear(month)}</p>
        <button
          type="button"
          aria-label="Mois suivant"
          onClick={() => setShownMonth(addCivilMonths(month, 1))}
          className="rounded p-1 hover:bg-slate-100"
        >
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div className="grid grid-cols-7 text-center text-xs">
        {INITIALS.map((initial, index) => (
          <span key={`${initial}-${index.toString()}`} aria-hidden="true" className="py-1 text-slate-500">
            {initial}
          </span>
        ))}
        {monthGridDays(month).map((date) => (
          <button
            key={date}
            type="button"
            aria-label={formatFullDate(date)}
            onClick={(event) => props.onPickDay(date, event)}
            className={cn(
              'm-0.5 rounded-full py-1 hover:bg-slate-100',
              date.slice(0, 7) !== month.slice(0, 7) && 'text-slate-500',
              props.selectedDays.includes(date) && 'bg-brand-600/15',
              date === props.today && 'bg-brand-600 font-semibold text-white hover:bg-brand-700',
            )}
          >
            {Number(date.slice(8, 10))}
          </button>
        ))}
      </div>
    </div>
  );
}
