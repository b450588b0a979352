import { describe, expect, it } from 'vitest';
import { conflictKindLabel, conflictsSpanDays, conflictTimeLabel } from './time-conflict-labels';
import type { TTimeConflictView } from './time-conflict-schemas';

const hearing: TTimeConflictView = {
  kind: 'event',
  type: 'audience',
  title: 'Audience TJ Paris',
  start: '2027-03-28T13:00:00.000Z',
  end: '2027-03-28T14:30:00.000Z',
};

describe('conflict labels', () => {
  it('names each kind as the planning does', () => {
    expect(conflictKindLabel(hearing)).toBe('Audience tribunal');
    expect(conflictKindLabel({ ...hearing, kind: 'appointment', status: 'confirmed' })).toBe(
      'Rendez-vous confirmé',
    );
    expect(conflictKindLabel({ ...hearing, kind: 'appointment', status: 'pending' })).toBe(
      'Rendez-vous en attente',
    );
    expect(conflictKindLabel({ kind: 'imported', title: 'x', start: hearing.start, end: hearing.end })).toBe(
      'Calendrier importé',
    );
  });

  it('writes Paris times, on the day the clocks change too, with the day when the list spans several', () => {
    expect(conflictTimeLabel(hearing, false)).toBe('15:00 – 16:30');
    expect(conflictTimeLabel(hearing, true)).toBe('dim. 28 mars, 15:00 – 16:30');
    const leave = { ...hearing, start: '2027-09-30T22:00:00.000Z', end: '2027-10-31T22:59:00.000Z' };
    expect(conflictTimeLabel(leave, false)).toBe('ven. 1er octobre 00:00 – dim. 31 octobre 23:59');
    expect(conflictsSpanDays([hearing])).toBe(false);
    expect(conflictsSpanDays([hearing, leave])).toBe(true);
  });
});
