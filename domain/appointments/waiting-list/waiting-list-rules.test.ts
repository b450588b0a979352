import { describe, expect, it } from 'vitest';
import {
  assignFreedSlots,
  describeFreedSlot,
  freedSlotPath,
  freedSlotTitle,
  isNextAvailabilityFarAway,
  MAX_OUTSTANDING_NOTICES_PER_ENTRY,
  type TWaitingEntryForAssignment,
  waitedForDate,
} from './waiting-list-rules';

// The rules compute in Europe/Paris whatever the process zone; the unit project also sets TZ.
process.env.TZ = 'Europe/Paris';

const DAY = 86_400_000;
const now = new Date('2026-11-25T08:00:00Z');

function entry(
  id: number,
  joinedMinutesAgo: number,
  waitedFor: string,
  outstanding = 0,
): TWaitingEntryForAssignment {
  return {
    id,
    clientUserId: `client-${id}`,
    waitedFor: new Date(waitedFor),
    joinedAt: new Date(now.getTime() - joinedMinutesAgo * 60_000),
    outstandingNotices: outstanding,
  };
}

describe('isNextAvailabilityFarAway', () => {
  it('is far when there is no free slot in the horizon', () => {
    expect(isNextAvailabilityFarAway(null, now)).toBe(true);
  });
  it('is far beyond seven days, not at or within', () => {
    expect(isNextAvailabilityFarAway(new Date(now.getTime() + 7 * DAY + 60_000), now)).toBe(true);
    expect(isNextAvailabilityFarAway(new Date(now.getTime() + 7 * DAY), now)).toBe(false);
    expect(isNextAvailabilityFarAway(new Date(now.getTime() + 2 * DAY), now)).toBe(false);
  });
});

describe('waitedForDate', () => {
  it('is the first free slot, or the end of the horizon without one', () => {
    const next = new Date('2026-12-10T09:00:00Z');
    expect(waitedForDate(next, now, 14)).toEqual(next);
    expect(waitedForDate(null, now, 14)).toEqual(new Date(now.getTime() + 14 * DAY));
  });
});

describe('assignFreedSlots', () => {
  const date = '2026-12-10T09:00:00Z';
  const slot = new Date('2026-11-30T09:00:00Z');

  it('gives one freed slot to the first client to join, only', () => {
    const result = assignFreedSlots(
      [slot],
      [entry(2, 10, date), entry(1, 30, date), entry(3, 5, date)],
      new Set(),
    );
    expect(result).toEqual([{ slotStart: slot, entryId: 1, clientUserId: 'client-1' }]);
  });

  it('never announces a slot twice', () => {
    expect(assignFreedSlots([slot, slot], [entry(1, 30, date)], new Set([slot.getTime()]))).toEqual([]);
    expect(assignFreedSlots([slot, slot], [entry(1, 30, date)], new Set())).toHaveLength(1);
  });

  it('announces nobody a slot at or after their date', () => {
    expect(assignFreedSlots([new Date(date)], [entry(1, 30, date)], new Set())).toEqual([]);
    expect(assignFreedSlots([new Date('2026-12-11T09:00:00Z')], [entry(1, 30, date)], new Set())).toEqual([]);
  });

  it('skips a client whose date the slot does not beat and gives it to the next one', () => {
    const result = assignFreedSlots(
      [slot],
      [entry(1, 30, '2026-11-28T09:00:00Z'), entry(2, 10, date)],
      new Set(),
    );
    expect(result.map((a) => a.entryId)).toEqual([2]);
  });

  it('hands several slots round the list, earliest slot to the first client', () => {
    const later = new Date('2026-12-01T09:00:00Z');
    const result = assignFreedSlots([later, slot], [entry(1, 30, date), entry(2, 10, date)], new Set());
    expect(result.map((a) => [a.slotStart.toISOString(), a.entryId])).toEqual([
      [slot.toISOString(), 1],
      [later.toISOString(), 2],
    ]);
  });

  it('prefers a client holding no notice, and caps what one client holds', () => {
    expect(assignFreedSlots([slot], [entry(1, 30, date, 1), entry(2, 10, date)], new Set())[0]?.entryId).toBe(
      2,
    );
    const many = Array.from({ length: 10 }, (_, i) => new Date(slot.getTime() + i * 1_800_000));
    expect(assignFreedSlots(many, [entry(1, 30, date)], new Set())).toHaveLength(
      MAX_OUTSTANDING_NOTICES_PER_ENTRY,
    );
  });
});

describe('titles and links', () => {
  it('names the Paris day with « 1er » and the time', () => {
    expect(describeFreedSlot(new Date('2026-12-01T09:00:00Z'))).toBe('mardi 1er décembre à 10:00');
    expect(freedSlotTitle('Maître Sophie Durand', new Date('2026-12-01T09:00:00Z'))).toBe(
      "Un créneau s'est libéré chez Maître Sophie Durand le mardi 1er décembre à 10:00",
    );
  });
  it('is right on the days the clocks change', () => {
    expect(describeFreedSlot(new Date('2027-03-28T08:00:00Z'))).toBe('dimanche 28 mars à 10:00');
    expect(describeFreedSlot(new Date('2027-10-31T09:00:00Z'))).toBe('dimanche 31 octobre à 10:00');
  });
  it('links to the profile with the slot', () => {
    expect(freedSlotPath(3, new Date('2026-12-01T09:00:00Z'))).toBe(
      '/lawyer/3?creneau=2026-12-01T09%3A00%3A00.000Z',
    );
  });
});
