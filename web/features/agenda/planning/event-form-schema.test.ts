import { describe, expect, it } from 'vitest';
import { emptyEventForm, formToRequest, ZEventForm } from './event-form-schema';

function errorsOf(values: unknown): Record<string, string> {
  const result = ZEventForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ZEventForm', () => {
  it('accepts a complete event', () => {
    const values = { ...emptyEventForm('2026-11-23', '09:00', '10:00'), title: 'Rendez-vous' };
    expect(ZEventForm.safeParse(values).success).toBe(true);
  });

  it('gives the seed messages for missing fields (a blank title counts as empty)', () => {
    expect(errorsOf({ ...emptyEventForm(''), title: '   ' })).toEqual({
      title: 'Le titre est requis',
      date: 'La date est requise',
      startTime: "L'heure de début est requise",
      endTime: "L'heure de fin est requise",
    });
  });

  it('asks for an end after the start, even when the title is missing', () => {
    expect(errorsOf(emptyEventForm('2026-11-23', '10:00', '10:00'))).toEqual({
      title: 'Le titre est requis',
      endTime: "L'heure de fin doit être après l'heure de début",
    });
    expect(errorsOf({ ...emptyEventForm('2026-11-23', '11:00', '09:30'), title: 'A' })).toEqual({
      endTime: "L'heure de fin doit être après l'heure de début",
    });
  });
});

describe('ZEventForm repetition', () => {
  const weekly = {
    ...emptyEventForm('2027-06-10', '10:00', '11:00'),
    title: 'Permanence',
    repeat: 'weekly' as const,
  };

  it('asks for the end date or the number of occurrences the « Fin » choice needs', () => {
    expect(errorsOf({ ...weekly, repeatEnd: 'until' })).toEqual({
      until: 'La date de fin de la répétition est requise',
    });
    expect(errorsOf({ ...weekly, repeatEnd: 'until', until: '2027-06-09' })).toEqual({
      until: 'La fin de la répétition doit être le jour de l’événement ou après',
    });
    expect(errorsOf({ ...weekly, repeatEnd: 'count' })).toEqual({
      count: "Le nombre d'occurrences est requis",
    });
    expect(errorsOf({ ...weekly, repeatEnd: 'count', count: '731' })).toEqual({
      count: 'Entre 1 et 730 occurrences',
    });
    expect(errorsOf({ ...weekly, repeatEnd: 'count', count: '2.5' })).toEqual({
      count: 'Entre 1 et 730 occurrences',
    });
  });

  it('sends only the end the choice names', () => {
    expect(formToRequest({ ...weekly, repeatEnd: 'count', count: '4', until: '2027-07-01' })).toMatchObject({
      repeat: 'weekly',
      repeatEnd: 'count',
      count: 4,
      until: null,
    });
    expect(formToRequest({ ...weekly, repeat: 'none', repeatEnd: 'count', count: '4' })).toMatchObject({
      repeat: 'none',
      repeatEnd: 'never',
      count: null,
      until: null,
    });
  });
});

describe('formToRequest', () => {
  it('keeps the client only for consultations and hearings, and turns blanks into null', () => {
    const base = { ...emptyEventForm('2026-11-23', '09:00', '10:00'), title: ' Point ', clientName: 'Marie' };
    expect(formToRequest(base)).toMatchObject({ title: 'Point', clientName: 'Marie', location: null });
    expect(formToRequest({ ...base, type: 'conge' })).toMatchObject({ clientName: null });
  });
});
