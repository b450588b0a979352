import { describe, expect, it } from 'vitest';
import type { TProfessionalCard, TSearchFirmCard } from '#domain/directory/professionals/search-schemas.ts';
import {
  firmCardCountText,
  resultsWithFirmCards,
  searchFirmCards,
  type TListedLawyerFirm,
} from './search-firm-cards';

const martin = {
  firmId: 7,
  name: 'Cabinet Martin Avocats',
  city: 'Paris',
  logoUrl: null,
  publicProfileCount: 3,
  allAvocats: true,
};
const bernard = {
  firmId: 9,
  name: 'Bernard Pénal Conseil',
  city: 'Paris',
  logoUrl: '/api/firms/9/logo?v=3',
  publicProfileCount: 2,
  allAvocats: true,
};
/** A lawyer alone in their firm, as every registration leaves one. */
const alone = (firmId: number) => ({
  firmId,
  name: `Cabinet ${firmId}`,
  city: 'Lyon',
  logoUrl: null,
  publicProfileCount: 1,
  allAvocats: true,
});

function listed(professionalId: number, firm: Omit<TListedLawyerFirm, 'professionalId'>): TListedLawyerFirm {
  return { professionalId, ...firm };
}

function card(id: number, professionalType: TProfessionalCard['professionalType'] = 'avocat') {
  return { id, professionalType } as TProfessionalCard;
}

function firmCard(
  id: number,
  lawyerIds: number[],
  overrides: Partial<TSearchFirmCard> = {},
): TSearchFirmCard {
  return {
    id,
    name: 'Cabinet Martin Avocats',
    city: 'Paris',
    logoUrl: null,
    lawyerIds,
    publicProfileCount: lawyerIds.length,
    allAvocats: true,
    ...overrides,
  };
}

describe('searchFirmCards', () => {
  it('gives a card to each firm of two public lawyers or more with one on the page, its lawyers in ranking order', () => {
    const cards = searchFirmCards(
      [5, 1, 8, 4, 2],
      [listed(1, martin), listed(4, martin), listed(2, bernard), listed(8, martin), listed(5, alone(11))],
    );
    expect(cards).toEqual([
      {
        id: 7,
        name: 'Cabinet Martin Avocats',
        city: 'Paris',
        logoUrl: null,
        lawyerIds: [1, 8, 4],
        publicProfileCount: 3,
        allAvocats: true,
      },
      {
        id: 9,
        name: 'Bernard Pénal Conseil',
        city: 'Paris',
        logoUrl: '/api/firms/9/logo?v=3',
        lawyerIds: [2],
        publicProfileCount: 2,
        allAvocats: true,
      },
    ]);
  });

  it('gives a card to a firm with a single lawyer on the page when it has others elsewhere', () => {
    expect(searchFirmCards([1], [listed(1, martin)]).map((item) => [item.id, item.lawyerIds])).toEqual([
      [7, [1]],
    ]);
  });

  it('orders the cards by their first lawyer on the page', () => {
    const cards = searchFirmCards(
      [2, 1, 3, 4],
      [listed(1, martin), listed(3, martin), listed(2, bernard), listed(4, bernard)],
    );
    expect(cards.map((item) => [item.id, item.lawyerIds])).toEqual([
      [9, [2, 4]],
      [7, [1, 3]],
    ]);
  });

  it('gives none to a firm of one public lawyer: they are the lawyer, whose card names the firm', () => {
    expect(searchFirmCards([1, 2], [listed(1, alone(11)), listed(2, alone(12))])).toEqual([]);
    // Its other members have no public profile (awaiting validation, incomplete): still the lawyer alone.
    expect(searchFirmCards([1], [listed(1, { ...martin, publicProfileCount: 1 })])).toEqual([]);
    expect(searchFirmCards([], [])).toEqual([]);
    // A firm none of whose lawyers is on the page has no card there.
    expect(searchFirmCards([3], [listed(1, martin)])).toEqual([]);
  });

  it('never says fewer public lawyers than the page shows', () => {
    const [only] = searchFirmCards(
      [1, 2],
      [listed(1, { ...martin, publicProfileCount: 1 }), listed(2, martin)],
    );
    expect(only?.lawyerIds).toEqual([1, 2]);
    expect(only?.publicProfileCount).toBe(2);
  });
});

describe('resultsWithFirmCards', () => {
  it('keeps every result in its place and puts each firm right after the first of its lawyers', () => {
    const results = [card(5), card(1), card(8), card(4)];
    const items = resultsWithFirmCards(results, [firmCard(7, [1, 4]), firmCard(9, [8])]);
    expect(
      items.map((item) => (item.kind === 'firm' ? `cabinet-${item.firm.id}` : item.professional.id)),
    ).toEqual([5, 1, 'cabinet-7', 8, 'cabinet-9', 4]);
    const firm = items[2];
    expect(firm?.kind === 'firm' ? firm.lawyers.map((lawyer) => lawyer.id) : null).toEqual([1, 4]);
  });

  it('shows the results alone without firms (an answer of an older server too)', () => {
    expect(resultsWithFirmCards([card(1), card(2)], undefined)).toHaveLength(2);
    expect(resultsWithFirmCards([card(1)], [firmCard(7, [3, 4])])).toHaveLength(1);
  });
});

describe('firmCardCountText', () => {
  it('counts the firm’s lawyers in the search, as lawyers or as professionals', () => {
    expect(firmCardCountText(firmCard(7, [1, 2]), [card(1), card(2)])).toBe(
      '2 avocats du cabinet dans cette recherche',
    );
    expect(
      firmCardCountText(firmCard(7, [1, 2, 3], { allAvocats: false }), [
        card(1),
        card(2, 'notaire'),
        card(3),
      ]),
    ).toBe('3 professionnels du cabinet dans cette recherche');
  });

  it('says how many the firm has when the search lists only some of them', () => {
    expect(firmCardCountText(firmCard(7, [1], { publicProfileCount: 3 }), [card(1)])).toBe(
      '3 avocats au cabinet, dont 1 dans cette recherche',
    );
    // Only the avocat is listed, the firm has a notary too: its members are professionals.
    expect(firmCardCountText(firmCard(7, [1], { publicProfileCount: 2, allAvocats: false }), [card(1)])).toBe(
      '2 professionnels au cabinet, dont 1 dans cette recherche',
    );
    expect(firmCardCountText(firmCard(7, [1, 2], { publicProfileCount: 5 }), [card(1), card(2)])).toBe(
      '5 avocats au cabinet, dont 2 dans cette recherche',
    );
  });
});
