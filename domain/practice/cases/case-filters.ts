import { isActiveCase, type TCaseStatus } from './case-schemas';

export const CASE_FILTERS = ['all', 'active', 'closed'] as const;
export type TCaseFilter = (typeof CASE_FILTERS)[number];

type TFilterableCase = { title: string; clientName: string; category: string; status: TCaseStatus };

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR');
}

/** Seed 001 §2: the search matches title, client or type, case-insensitively (and here accent-insensitively). */
export function matchesCaseSearch(caseItem: TFilterableCase, search: string): boolean {
  const needle = fold(search.trim());
  if (!needle) return true;
  return [caseItem.title, caseItem.clientName, caseItem.category].some((field) =>
    fold(field).includes(needle),
  );
}

export function matchesCaseFilter(caseItem: TFilterableCase, filter: TCaseFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'active' ? isActiveCase(caseItem) : !isActiveCase(caseItem);
}

/** The three counters of the list (total, active, closed), over the cases matching the search. */
export function countCases(cases: readonly TFilterableCase[]): Record<TCaseFilter, number> {
  const active = cases.filter(isActiveCase).length;
  return { all: cases.length, active, closed: cases.length - active };
}
