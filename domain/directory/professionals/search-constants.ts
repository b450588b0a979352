// Plain values, no schema: the pages import these without zod.
export const DEFAULT_SEARCH_LOCATION = 'Paris';
export const DEFAULT_DISTANCE_KM = 10;
export const MIN_DISTANCE_KM = 1;
export const MAX_DISTANCE_KM = 50;
export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE = 500;

/**
 * How results are ordered, shown on the results page (French consumer law: clear ranking information). The note
 * is a Bayesian average (domain/directory/reviews/review-ranking.ts, issue 29 §3); « Comment fonctionnent les avis »,
 * linked after it, gives its formula.
 */
export const RANKING_NOTE =
  'Résultats classés par note, puis par distance. La note, une moyenne bayésienne, tient compte du nombre d’avis\u00a0: un seul avis à 5 ne passe pas devant 127 avis à 4,8. Aucun professionnel ne paie pour être mieux classé.';
