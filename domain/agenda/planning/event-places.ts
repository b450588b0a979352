/**
 * Where a planning event held in person takes place (issue 26 §1): the office's rooms (seed 001 §3) and
 * today's courts. The tribunal de grande instance and the tribunal d'instance merged into the tribunal
 * judiciaire on 1 January 2020 (loi n° 2019-222): the old names are not offered.
 */
export const OFFICE_PLACES = [
  'Cabinet - Salle 1',
  'Cabinet - Salle 2',
  'Cabinet - Salle de réunion',
] as const;

export const COURT_PLACES = [
  'Tribunal judiciaire',
  'Tribunal de proximité',
  'Juge aux affaires familiales',
  'Juge des enfants',
  'Conseil de prud’hommes',
  'Tribunal de commerce',
  'Tribunal administratif',
  'Tribunal de police',
  'Tribunal correctionnel',
  'Cour d’assises',
  'Cour criminelle départementale',
  'Cour d’appel',
  'Cour administrative d’appel',
  'Cour de cassation',
  'Conseil d’État',
] as const;

export const EVENT_PLACES: readonly string[] = [...OFFICE_PLACES, ...COURT_PLACES];

/** The form's choice for a place typed by hand (« Autre lieu »). */
export const OTHER_PLACE = 'autre';

export const OTHER_PLACE_REQUIRED = 'Précisez le lieu';

/** A stored place as the form's two fields: a listed one is chosen, any other is typed in « Autre lieu ». */
export function placeToForm(location: string | null): { location: string; otherLocation: string } {
  const place = location?.trim() ?? '';
  if (place === '') return { location: '', otherLocation: '' };
  if (EVENT_PLACES.includes(place)) return { location: place, otherLocation: '' };
  return { location: OTHER_PLACE, otherLocation: place };
}

/** The place the form's two fields name; null when none was chosen. */
export function formToPlace(location: string, otherLocation: string): string | null {
  if (location === OTHER_PLACE) return otherLocation.trim() === '' ? null : otherLocation.trim();
  return location === '' ? null : location;
}
