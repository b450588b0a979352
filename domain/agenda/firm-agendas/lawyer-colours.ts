/**
 * Each lawyer's colour on a planning showing several agendas (issue 27 §3), chosen by their position among
 * the firm's lawyers (the order they joined it), so it stays the same from one screen and one viewer to the
 * next. The text written on a colour (the lawyer's initials, a block's title) keeps a contrast of at least
 * 4.5:1 (WCAG 1.4.3); a colour is never the only sign: the initials and the name are written too.
 */
export type TLawyerColour = {
  /** The palette's name for this colour, stable (tests, data attributes). */
  key: string;
  /** The block's background. */
  background: string;
  /** Text written on `background`. */
  text: string;
  /** The block's edge and the picker's swatch. */
  border: string;
};

export const LAWYER_COLOURS: readonly TLawyerColour[] = [
  { key: 'blue', background: '#dbeafe', text: '#1e3a8a', border: '#2563eb' },
  { key: 'emerald', background: '#d1fae5', text: '#064e3b', border: '#059669' },
  { key: 'amber', background: '#fef3c7', text: '#78350f', border: '#d97706' },
  { key: 'rose', background: '#ffe4e6', text: '#881337', border: '#e11d48' },
  { key: 'violet', background: '#ede9fe', text: '#4c1d95', border: '#7c3aed' },
  { key: 'cyan', background: '#cffafe', text: '#164e63', border: '#0891b2' },
  { key: 'lime', background: '#ecfccb', text: '#365314', border: '#65a30d' },
  { key: 'fuchsia', background: '#fae8ff', text: '#701a75', border: '#c026d3' },
  { key: 'orange', background: '#ffedd5', text: '#7c2d12', border: '#ea580c' },
  { key: 'teal', background: '#ccfbf1', text: '#134e4a', border: '#0d9488' },
  { key: 'indigo', background: '#e0e7ff', text: '#312e81', border: '#4f46e5' },
  { key: 'slate', background: '#e2e8f0', text: '#0f172a', border: '#475569' },
];

/** The colour of the lawyer at `position` (0 for the first to join); a larger firm starts the palette again. */
export function lawyerColour(position: number): TLawyerColour {
  const index = Number.isInteger(position) && position >= 0 ? position % LAWYER_COLOURS.length : 0;
  return LAWYER_COLOURS[index] as TLawyerColour;
}

/** « SM » for Sophie Martin, « JD » for Jean-Pierre Dupont-Moretti: the first letter of each name. */
export function lawyerInitials(firstName: string, lastName: string): string {
  const first = (value: string) => Array.from(value.trim())[0] ?? '';
  return `${first(firstName)}${first(lastName)}`.toLocaleUpperCase('fr-FR');
}

function channel(value: number): number {
  const scaled = value / 255;
  return scaled <= 0.04045 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`luminance: not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(Number.parseInt(part ?? '0', 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
