// Plain values, no schema: the pages import these without zod.
export const DEFAULT_SEARCH_LOCATION = 'Paris';
export const DEFAULT_DISTANCE_KM = 10;
export const MIN_DISTANCE_KM = 1;
export const MAX_DISTANCE_KM = 50;
export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE = 500;

/** How results are ordered, shown on the results page (French consumer law: clear ranking information). */
export const RANKING_NOTE =
  'Résultats classés par note moyenne des clients (de la plus haute à la plus basse), puis par distance. Aucun professionnel ne paie pour être mieux classé.';
