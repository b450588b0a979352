import type { TProfessionalCard, TSearchFirmCard } from '#domain/directory/professionals/search-schemas.ts';

/** A listed lawyer's firm, as identity answers it. */
export type TListedLawyerFirm = {
  professionalId: number;
  firmId: number;
  name: string;
  city: string;
  logoUrl: string | null;
};

/** Fewer lawyers of one firm on a page tell nothing a lawyer's own card does not (their profile names the firm). */
export const MIN_LAWYERS_FOR_FIRM_CARD = 2;

/**
 * The firm cards of a page of results: one per firm with at least two of the page's lawyers, in the order of
 * its first lawyer there; each card's lawyers in ranking order. The ranking itself is untouched.
 */
export function searchFirmCards(
  rankedIds: readonly number[],
  firms: readonly TListedLawyerFirm[],
): TSearchFirmCard[] {
  const firmOf = new Map(firms.map((firm) => [firm.professionalId, firm]));
  const cards = new Map<number, TSearchFirmCard>();
  for (const id of rankedIds) {
    const firm = firmOf.get(id);
    if (!firm) continue;
    const card = cards.get(firm.firmId);
    if (card) {
      if (!card.lawyerIds.includes(id)) card.lawyerIds.push(id);
    } else {
      cards.set(firm.firmId, {
        id: firm.firmId,
        name: firm.name,
        city: firm.city,
        logoUrl: firm.logoUrl,
        lawyerIds: [id],
      });
    }
  }
  return [...cards.values()].filter((card) => card.lawyerIds.length >= MIN_LAWYERS_FOR_FIRM_CARD);
}

export type TSearchListItem =
  | { kind: 'professional'; professional: TProfessionalCard }
  | { kind: 'firm'; firm: TSearchFirmCard; lawyers: TProfessionalCard[] };

/** The results in their ranking order, each firm's card right after the first of its lawyers. */
export function resultsWithFirmCards(
  results: readonly TProfessionalCard[],
  firms: readonly TSearchFirmCard[] | undefined,
): TSearchListItem[] {
  const byId = new Map(results.map((result) => [result.id, result]));
  const firmAfter = new Map<number, TSearchFirmCard>();
  for (const firm of firms ?? []) {
    const first = firm.lawyerIds.find((id) => byId.has(id));
    if (first !== undefined && !firmAfter.has(first)) firmAfter.set(first, firm);
  }
  return results.flatMap((professional): TSearchListItem[] => {
    const firm = firmAfter.get(professional.id);
    const item: TSearchListItem = { kind: 'professional', professional };
    if (!firm) return [item];
    const lawyers = firm.lawyerIds.flatMap((id) => byId.get(id) ?? []);
    return [item, { kind: 'firm', firm, lawyers }];
  });
}

/** « 2 avocats du cabinet dans cette recherche »; « professionnels » when they are not all lawyers. */
export function firmCardCountText(lawyers: readonly Pick<TProfessionalCard, 'professionalType'>[]): string {
  const n = lawyers.length;
  const allLawyers = lawyers.every((lawyer) => lawyer.professionalType === 'avocat');
  const noun = allLawyers ? 'avocat' : 'professionnel';
  return `${n} ${noun}${n > 1 ? 's' : ''} du cabinet dans cette recherche`;
}
