const ELLIPSIS = '…';

/**
 * Cuts a description to `maxLength` characters (seed 000 §9: 120) and marks the cut with « … ».
 * The cut falls on the last word boundary when there is one in the last fifth, so no word is split.
 */
export function truncateDescription(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const hardCut = clean.slice(0, maxLength);
  const lastSpace = hardCut.lastIndexOf(' ');
  const cut = lastSpace >= maxLength * 0.8 ? hardCut.slice(0, lastSpace) : hardCut;
  return `${cut.replace(/[\s,;:.!?'’-]+$/u, '')}${ELLIPSIS}`;
}
