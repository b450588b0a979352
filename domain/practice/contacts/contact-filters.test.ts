import { describe, expect, it } from 'vitest';
import {
  filterContacts,
  matchesContactSearch,
  NO_CONTACT_FILTERS,
  type TContactFilters,
} from './contact-filters';
import type { TClientType, TContactStatus, TContactType } from './contact-schemas';

function contact(
  id: number,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    company: string | null;
    type: TContactType;
    clientType: TClientType | null;
    status: TContactStatus;
  }> = {},
) {
  return {
    id,
    firstName: 'Marie',
    lastName: 'Dubois',
    email: 'marie.dubois@example.com',
    company: null,
    type: 'client' as TContactType,
    clientType: 'particulier' as TClientType | null,
    status: 'actif' as TContactStatus,
    ...overrides,
  };
}

const CONTACTS = [
  contact(1),
  contact(2, {
    firstName: 'Hélène',
    lastName: 'Lefèvre',
    email: 'h.lefevre@roux-batiment.fr',
    company: 'Roux Bâtiment',
    clientType: 'professionnel',
    status: 'prospect',
  }),
  contact(3, {
    firstName: 'Claire',
    lastName: 'Fontaine',
    email: 'claire@fontaine-expertise.fr',
    company: 'Fontaine Expertise',
    type: 'partenaire',
    clientType: null,
  }),
  contact(4, {
    firstName: 'Antoine',
    lastName: 'Mercier',
    email: 'a.mercier@mercier-avocats.fr',
    type: 'confrere',
    clientType: null,
    status: 'inactif',
  }),
];

const ids = (filters: Partial<TContactFilters>) =>
  filterContacts(CONTACTS, { ...NO_CONTACT_FILTERS, ...filters }).map((item) => item.id);

describe('contact search', () => {
  it('matches first name, last name, email and company, whatever the case and accents', () => {
    expect(ids({ search: 'HELENE' })).toEqual([2]);
    expect(ids({ search: 'lefevre' })).toEqual([2]);
    expect(ids({ search: 'batiment' })).toEqual([2]);
    expect(ids({ search: 'fontaine-expertise.fr' })).toEqual([3]);
    expect(ids({ search: '  marie dubois ' })).toEqual([1]);
    expect(ids({ search: '' })).toEqual([1, 2, 3, 4]);
    expect(ids({ search: 'notaire' })).toEqual([]);
  });

  it('does not search other fields such as the phone', () => {
    expect(matchesContactSearch({ ...contact(9), company: null }, 'client')).toBe(false);
  });
});

describe('contact filters', () => {
  it('filter by type', () => {
    expect(ids({ type: 'client' })).toEqual([1, 2]);
    expect(ids({ type: 'partenaire' })).toEqual([3]);
    expect(ids({ type: 'confrere' })).toEqual([4]);
  });

  it('filter by client type only while the type is client', () => {
    expect(ids({ type: 'client', clientType: 'professionnel' })).toEqual([2]);
    expect(ids({ type: 'client', clientType: 'particulier' })).toEqual([1]);
    // Hidden filter: a stale client type does not hide partners or fellow lawyers.
    expect(ids({ type: 'all', clientType: 'professionnel' })).toEqual([1, 2, 3, 4]);
    expect(ids({ type: 'partenaire', clientType: 'professionnel' })).toEqual([3]);
  });

  it('filter by status and combine with the search', () => {
    expect(ids({ status: 'actif' })).toEqual([1, 3]);
    expect(ids({ status: 'prospect' })).toEqual([2]);
    expect(ids({ status: 'inactif' })).toEqual([4]);
    expect(ids({ status: 'actif', search: 'claire' })).toEqual([3]);
    expect(ids({ status: 'actif', type: 'client', search: 'claire' })).toEqual([]);
  });
});
