import type { TClientType, TContactStatus, TContactType } from './contact-schemas';

export const CONTACT_TYPE_FILTERS = ['all', 'client', 'partenaire', 'confrere'] as const;
export type TContactTypeFilter = (typeof CONTACT_TYPE_FILTERS)[number];
export const CONTACT_TYPE_FILTER_LABELS: Record<TContactTypeFilter, string> = {
  all: 'Tous les types',
  client: 'Clients',
  partenaire: 'Partenaires',
  confrere: 'Confrères',
};

export const CLIENT_TYPE_FILTERS = ['all', 'particulier', 'professionnel'] as const;
export type TClientTypeFilter = (typeof CLIENT_TYPE_FILTERS)[number];
export const CLIENT_TYPE_FILTER_LABELS: Record<TClientTypeFilter, string> = {
  all: 'Tous les clients',
  particulier: 'Particuliers',
  professionnel: 'Professionnels',
};

export const CONTACT_STATUS_FILTERS = ['all', 'actif', 'prospect', 'inactif'] as const;
export type TContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];
export const CONTACT_STATUS_FILTER_LABELS: Record<TContactStatusFilter, string> = {
  all: 'Tous les statuts',
  actif: 'Actifs',
  prospect: 'Prospects',
  inactif: 'Inactifs',
};

export type TContactFilters = {
  search: string;
  type: TContactTypeFilter;
  clientType: TClientTypeFilter;
  status: TContactStatusFilter;
};

export const NO_CONTACT_FILTERS: TContactFilters = {
  search: '',
  type: 'all',
  clientType: 'all',
  status: 'all',
};

type TFilterableContact = {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  type: TContactType;
  clientType: TClientType | null;
  status: TContactStatus;
};

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR');
}

/**
 * Seed 001 §2: the search covers first name, last name, email and company (case- and
 * accent-insensitive). « Marie Dubois » typed whole finds her too, hence the joined names.
 */
export function matchesContactSearch(contact: TFilterableContact, search: string): boolean {
  const needle = fold(search.trim());
  if (!needle) return true;
  return [
    contact.firstName,
    contact.lastName,
    `${contact.firstName} ${contact.lastName}`,
    contact.email,
    contact.company ?? '',
  ].some((field) => fold(field).includes(needle));
}

/** The client type filter only applies while the type filter is « Clients », where it is shown. */
export function matchesContactFilters(contact: TFilterableContact, filters: TContactFilters): boolean {
  if (filters.type !== 'all' && contact.type !== filters.type) return false;
  if (filters.type === 'client' && filters.clientType !== 'all' && contact.clientType !== filters.clientType)
    return false;
  if (filters.status !== 'all' && contact.status !== filters.status) return false;
  return matchesContactSearch(contact, filters.search);
}

export function filterContacts<T extends TFilterableContact>(
  contacts: readonly T[],
  filters: TContactFilters,
): T[] {
  return contacts.filter((contact) => matchesContactFilters(contact, filters));
}
