export type TSectionPosition = {
  id: string;
  /** Distance from the top of the viewport to the top of the section, in pixels. */
  top: number;
};

/** A section counts as reached a few pixels early, so rounding after a scroll never misses it. */
const TOLERANCE_PX = 8;

/**
 * Which section the tab bar highlights: the last one (in page order) whose top has passed under
 * the sticky bar; the first one before any has; the last one once the page cannot scroll further,
 * because a short last section never reaches the top.
 */
export function chooseActiveSection(
  sections: readonly TSectionPosition[],
  options: { offset: number; atBottom: boolean },
): string | null {
  const first = sections[0];
  if (!first) return null;
  if (options.atBottom) return sections.at(-1)?.id ?? first.id;
  let active = first.id;
  for (const section of sections) {
    if (section.top <= options.offset + TOLERANCE_PX) active = section.id;
    else break;
  }
  return active;
}
