import type { CALENDAR_COLOURS } from '#domain/agenda/calendars/calendar-account-schemas.ts';

type TColour = (typeof CALENDAR_COLOURS)[number];

/** Tailwind classes per account colour: a swatch and an event chip. */
export const CALENDAR_COLOUR_CLASSES: Record<TColour, { label: string; swatch: string; chip: string }> = {
  blue: { label: 'Bleu', swatch: 'bg-sky-500', chip: 'bg-sky-100 text-sky-900 border-sky-300' },
  green: {
    label: 'Vert',
    swatch: 'bg-emerald-500',
    chip: 'bg-emerald-100 text-emerald-900 border-emerald-300',
  },
  purple: {
    label: 'Violet',
    swatch: 'bg-violet-500',
    chip: 'bg-violet-100 text-violet-900 border-violet-300',
  },
  orange: { label: 'Orange', swatch: 'bg-amber-500', chip: 'bg-amber-100 text-amber-900 border-amber-300' },
  pink: { label: 'Rose', swatch: 'bg-pink-500', chip: 'bg-pink-100 text-pink-900 border-pink-300' },
  teal: { label: 'Turquoise', swatch: 'bg-teal-500', chip: 'bg-teal-100 text-teal-900 border-teal-300' },
};
