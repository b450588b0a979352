import type { TFirmPage } from './firm-page-schemas';

/** Lawyers named in the description; the others are counted (a description is cut near 160 characters). */
const NAMED_LAWYERS = 3;

/** The firm page's tab title, set by the page in the browser and by the server in the HTML. */
export function firmTitle(firm: Pick<TFirmPage, 'name' | 'city'>): string {
  return firm.city ? `${firm.name} à ${firm.city}` : firm.name;
}

/** « Les avocats du cabinet » when they all are, else « Les professionnels du cabinet ». */
export function firmLawyersHeading(firm: Pick<TFirmPage, 'lawyers'>): string {
  return firm.lawyers.every((lawyer) => lawyer.professionalType === 'avocat')
    ? 'Les avocats du cabinet'
    : 'Les professionnels du cabinet';
}

export function firmMetaDescription(firm: Pick<TFirmPage, 'name' | 'city' | 'lawyers'>): string {
  const named = firm.lawyers.slice(0, NAMED_LAWYERS).map((lawyer) => `${lawyer.name} (${lawyer.specialty})`);
  const others = firm.lawyers.length - named.length;
  if (others > 0) named.push(others > 1 ? `${others} autres` : '1 autre');
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} et ${named.at(-1)}` : (named[0] ?? '');
  const where = firm.city ? ` à ${firm.city}` : '';
  return `${firm.name}${where}\u00a0: ${list}. Prenez rendez-vous en ligne sur JurisRDV.`;
}
