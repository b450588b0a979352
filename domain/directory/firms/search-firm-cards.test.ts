import { describe, expect, it } from 'vitest';
import type { TProfessionalCard } from '#domain/directory/professionals/search-schemas.ts';
import {
  firmCardCountText,
  resultsWithFirmCards,
  searchFirmCards,
  type TListedLawyerFirm,
} from './search-firm-cards';

const martin = { firmId: 7, name: 'Cabinet Martin Avocats', city: 'Paris', logoUrl: null };
const bernard = { firmId: 9, name: 'Bernard Pénal Conseil', city: 'Paris', logoUrl: '/api/firms/9/logo?v=3' };

function listed(professionalId: number, firm: Omit<TListedLawyerFirm, 'professionalId'>): TListedLawyerFirm {
  return { professionalId, ...firm };
}

function card(id: number, professionalType: TProfessionalCard['professionalType'] = 'avocat') {
  return { id, professionalType } as TProfessionalCard;
}

describe('searchFirmCards', () => {
  it('gives a card to each firm with two lawyers or more on the page, its lawyers in ranking order', () => {
    const cards = searchFirmCards(
      [5, 1, 8, 4, 2],
      [listed(1, martin), listed(4, martin), listed(2, bernard), listed(8, martin)],
    );
    expect(cards).toEqual([
      { id: 7, name: 'Cabinet Martin Avocats', city: 'Paris', logoUrl: null, lawyerIds: [1, 8, 4] },
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

  it('gives none for lawyers alone in their firm, nor for a firm whose lawyers are not on the page', () => {
    expect(searchFirmCards([1, 2], [listed(1, martin), listed(2, bernard)])).toEqual([]);
    expect(searchFirmCards([1], [listed(1, martin), listed(3, martin)])).toEqual([]);
    expect(searchFirmCards([], [])).toEqual([]);
  });
});

describe('resultsWithFirmCards', () => {
  it('keeps every result in its place and puts each firm right after the first of its lawyers', () => {
    const results = [card(5), card(1), card(8), card(4)];
    const items = resultsWithFirmCards(results, [
      { id: 7, name: 'Cabinet Martin Avocats', city: 'Paris', logoUrl: null, lawyerIds: [1, 4] },
    ]);
    expect(
      items.map((item) => (item.kind === 'firm' ? `cabinet-${item.firm.id}` : item.professional.id)),
    ).toEqual([5, 1, 'cabinet-7', 8, 4]);
    const firm = items[2];
    expect(firm?.kind === 'firm' ? firm.lawyers.map((lawyer) => lawyer.id) : null).toEqual([1, 4]);
  });

  it('shows the results alone without firms (an answer of an older server too)', () => {
    expect(resultsWithFirmCards([card(1), card(2)], undefined)).toHaveLength(2);
    expect(
      resultsWithFirmCards([card(1)], [{ id: 7, name: 'X', city: '', logoUrl: null, lawyerIds: [3, 4] }]),
    ).toHaveLength(1);
  });
});

describe('firmCardCountText', () => {
  it('counts the firm’s lawyers in the search, as lawyers or as professionals', () => {
    expect(firmCardCountText([card(1), card(2)])).toBe('2 avocats du cabinet dans cette recherche');
    expect(firmCardCountText([card(1), card(2, 'notaire'), card(3)])).toBe(
      '3 professionnels du cabinet dans cette recherche',
    );
  });
});
