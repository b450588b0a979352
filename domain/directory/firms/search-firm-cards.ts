import type { TProfessionalCard, TSearchFirmCard } from '#domain/directory/professionals/search-schemas.ts';

/** A listed lawyer's firm, as identity answers it. */
export type TListedLawyerFirm = {
  professionalId: number;
  firmId: number;
  name: string;
  city: string;
  logoUrl: string | null;
  /** The firm's lawyers whose profile is public, on this page or not. */
  publicProfileCount: number;
  allAvocats: boolean;
};

/**
 * A firm whose only public lawyer is the one listed is that lawyer: their own card names the firm already
 * (ADR 0057). From two public lawyers on, the firm is more than the result, and gets its card.
 */
export const MIN_PUBLIC_LAWYERS_FOR_FIRM_CARD = 2;

/**
 * The firm cards of a page of results (ADR 0063, amended): one per firm with at least two public lawyers and
 * one of them or more on the page, in the order of its first lawyer there; each card's lawyers of the page in
 * ranking order. The ranking itself is untouched.
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
        // Never fewer than the page shows, whatever a cache of profiles says meanwhile.
        publicProfileCount: firm.publicProfileCount,
        allAvocats: firm.allAvocats,
      });
    }
  }
  return [...cards.values()]
    .map((card) => ({
      ...card,
      publicProfileCount: Math.max(card.publicProfileCount, card.lawyerIds.length),
    }))
    .filter((card) => card.publicProfileCount >= MIN_PUBLIC_LAWYERS_FOR_FIRM_CARD);
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

/**
 * « 2 avocats du cabinet dans cette recherche » when the page lists all of them, else « 3 avocats au cabinet,
 * dont 1 dans cette recherche »; « professionnels » when they are not all avocats.
 */
export function firmCardCountText(
  firm: Pick<TSearchFirmCard, 'publicProfileCount' | 'allAvocats'>,
  lawyers: readonly Pick<TProfessionalCard, 'professionalType'>[],
): string {
  const n = lawyers.length;
  const total = Math.max(firm.publicProfileCount, n);
  const allAvocats = firm.allAvocats && lawyers.every((lawyer) => lawyer.professionalType === 'avocat');
  const noun = (count: number) => `${allAvocats ? 'avocat' : 'professionnel'}${count > 1 ? 's' : ''}`;
  if (total === n) return `${n} ${noun(n)} du cabinet dans cette recherche`;
  return `${total} ${noun(total)} au cabinet, dont ${n} dans cette recherche`;
}
