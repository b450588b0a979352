import { describe, expect, it } from 'vitest';
import {
  externalChangeLabel,
  externalChangeOf,
  ZApplyExternalChangeRequest,
  ZExternalChange,
} from './external-change';

describe('an appointment changed in the external calendar', () => {
  it('is a move with its times, a deletion, or nothing', () => {
    const start = new Date('2026-11-24T09:00:00Z');
    const end = new Date('2026-11-24T10:00:00Z');
    expect(
      externalChangeOf({ externalChange: 'moved', externalStartsAt: start, externalEndsAt: end }),
    ).toEqual({
      kind: 'moved',
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:00:00.000Z',
    });
    expect(
      externalChangeOf({ externalChange: 'deleted', externalStartsAt: null, externalEndsAt: null }),
    ).toEqual({
      kind: 'deleted',
    });
    expect(
      externalChangeOf({ externalChange: null, externalStartsAt: start, externalEndsAt: end }),
    ).toBeNull();
    expect(
      externalChangeOf({ externalChange: 'moved', externalStartsAt: start, externalEndsAt: null }),
    ).toBeNull();
  });

  it('says where it went in Paris time, summer and winter alike', () => {
    expect(
      externalChangeLabel({
        kind: 'moved',
        start: '2026-11-24T09:00:00.000Z',
        end: '2026-11-24T10:00:00.000Z',
      }),
    ).toBe('déplacé au mardi 24 novembre 2026 à 10:00');
    expect(
      externalChangeLabel({
        kind: 'moved',
        start: '2027-06-08T08:00:00.000Z',
        end: '2027-06-08T09:00:00.000Z',
      }),
    ).toBe('déplacé au mardi 8 juin 2027 à 10:00');
    expect(externalChangeLabel({ kind: 'deleted' })).toBe('supprimé de votre agenda externe');
  });

  it('validates what the API sends and what « Appliquer » takes', () => {
    expect(ZExternalChange.safeParse({ kind: 'moved', start: 'demain', end: 'après' }).success).toBe(false);
    expect(ZExternalChange.safeParse({ kind: 'renamed' }).success).toBe(false);
    expect(ZApplyExternalChangeRequest.parse({})).toEqual({});
    expect(ZApplyExternalChangeRequest.safeParse(null).success).toBe(false);
    expect(ZApplyExternalChangeRequest.parse({ confirmOverlaps: true, reason: '  Empêchement  ' })).toEqual({
      confirmOverlaps: true,
      reason: 'Empêchement',
    });
    expect(ZApplyExternalChangeRequest.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(ZApplyExternalChangeRequest.safeParse({ other: 1 }).success).toBe(false);
  });
});
