import { describe, expect, it } from 'vitest';
import { agendaColumnKey, selectedLawyers, splitAgendaColumnKey, toggleLawyer } from './agenda-selection';

const A = { userId: 'aaaaaaaa-0000-4000-8000-000000000001', self: false };
const B = { userId: 'bbbbbbbb-0000-4000-8000-000000000002', self: true };
const C = { userId: 'cccccccc-0000-4000-8000-000000000003', self: false };

describe('selectedLawyers', () => {
  it('keeps the lawyers the address names that the viewer may see, in the firm’s order', () => {
    expect(selectedLawyers([A, B, C], `${C.userId},x,${A.userId.toUpperCase()}`)).toEqual([
      A.userId,
      C.userId,
    ]);
  });

  it('falls back on the stored choice, then on the viewer’s own agenda, then on every lawyer', () => {
    expect(selectedLawyers([A, B, C], 'nobody', C.userId)).toEqual([C.userId]);
    expect(selectedLawyers([A, B, C], null, undefined)).toEqual([B.userId]);
    const assistant = [A, C].map((lawyer) => ({ ...lawyer, self: false }));
    expect(selectedLawyers(assistant, '')).toEqual([A.userId, C.userId]);
    expect(selectedLawyers([], 'x')).toEqual([]);
  });

  it('never selects more than twelve lawyers', () => {
    const many = Array.from({ length: 15 }, (_, index) => ({ userId: `id-${index}`, self: false }));
    expect(selectedLawyers(many, many.map((lawyer) => lawyer.userId).join(','))).toHaveLength(12);
    expect(selectedLawyers(many)).toHaveLength(12);
  });
});

describe('toggleLawyer', () => {
  it('adds and removes a lawyer in the firm’s order, and keeps the last one', () => {
    expect(toggleLawyer([A, B, C], [C.userId], A.userId)).toEqual([A.userId, C.userId]);
    expect(toggleLawyer([A, B, C], [A.userId, C.userId], A.userId)).toEqual([C.userId]);
    expect(toggleLawyer([A, B, C], [C.userId], C.userId)).toEqual([C.userId]);
  });
});

describe('agenda columns', () => {
  it('name a lawyer’s day, and read it back', () => {
    const key = agendaColumnKey('2026-11-24', A.userId);
    expect(splitAgendaColumnKey(key)).toEqual({ date: '2026-11-24', userId: A.userId });
    expect(splitAgendaColumnKey('2026-11-24')).toEqual({ date: '2026-11-24', userId: null });
  });
});
