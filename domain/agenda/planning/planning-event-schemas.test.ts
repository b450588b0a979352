import { describe, expect, it } from 'vitest';
import { isBlockingEvent, ZPlanningEventRequest } from './planning-event-schemas';

function messages(input: Record<string, unknown>) {
  const result = ZPlanningEventRequest.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('planning event form', () => {
  it('gives the seed messages', () => {
    expect(messages({})).toMatchObject({
      title: 'Le titre est requis',
      date: 'La date est requise',
      startTime: "L'heure de début est requise",
      endTime: "L'heure de fin est requise",
    });
    expect(messages({ title: '   ', date: '', startTime: '', endTime: '' })).toMatchObject({
      title: 'Le titre est requis',
      date: 'La date est requise',
    });
    expect(messages({ title: 'Audience', date: '2026-11-24', startTime: '11:00', endTime: '10:00' })).toEqual(
      {
        endTime: "L'heure de fin doit être après l'heure de début",
      },
    );
    expect(messages({ title: 'Audience', date: '2026-11-24', startTime: '10:00', endTime: '10:00' })).toEqual(
      {
        endTime: "L'heure de fin doit être après l'heure de début",
      },
    );
    expect(messages({ title: 'X', date: '2026-02-30', startTime: '10:00', endTime: '11:00' })).toHaveProperty(
      'date',
    );
  });

  it('checks the end of a repetition: a date on or after the first, or 1 to 730 occurrences', () => {
    const base = { title: 'X', date: '2027-06-10', startTime: '10:00', endTime: '11:00', repeat: 'weekly' };
    expect(messages({ ...base, repeatEnd: 'until' })).toEqual({
      until: 'La date de fin de la répétition est requise',
    });
    expect(messages({ ...base, repeatEnd: 'until', until: '2027-06-09' })).toEqual({
      until: 'La fin de la répétition doit être le jour de l’événement ou après',
    });
    expect(messages({ ...base, repeatEnd: 'until', until: '2027-06-10' })).toEqual({});
    expect(messages({ ...base, repeatEnd: 'count' })).toEqual({
      count: "Le nombre d'occurrences est requis",
    });
    expect(messages({ ...base, repeatEnd: 'count', count: 1_000_000 })).toEqual({
      count: 'Entre 1 et 730 occurrences',
    });
    expect(messages({ ...base, repeatEnd: 'count', count: 0 })).toEqual({
      count: 'Entre 1 et 730 occurrences',
    });
    expect(messages({ ...base, repeatEnd: 'count', count: 730 })).toEqual({});
    // Without repetition the end fields say nothing.
    expect(messages({ ...base, repeat: 'none', repeatEnd: 'until' })).toEqual({});
  });

  it('applies the form defaults', () => {
    const parsed = ZPlanningEventRequest.parse({
      title: 'X',
      date: '2026-11-24',
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(parsed).toMatchObject({
      type: 'consultation',
      status: 'confirmed',
      repeat: 'none',
      repeatEnd: 'never',
      mode: 'office',
    });
  });

  it('knows which events block public slots', () => {
    expect(isBlockingEvent({ type: 'conge', status: 'confirmed' })).toBe(true);
    expect(isBlockingEvent({ type: 'audience', status: 'tentative' })).toBe(true);
    expect(isBlockingEvent({ type: 'consultation', status: 'confirmed' })).toBe(false);
    expect(isBlockingEvent({ type: 'consultation', status: 'busy' })).toBe(true);
  });
});
