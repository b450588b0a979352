import { describe, expect, it } from 'vitest';
import { COURT_PLACES, EVENT_PLACES, formToPlace, OTHER_PLACE, placeToForm } from './event-places';

describe('event places', () => {
  it('offers today’s courts and never the tribunal de grande instance nor a remote mode', () => {
    expect(COURT_PLACES).toEqual(
      expect.arrayContaining([
        'Tribunal judiciaire',
        'Tribunal de proximité',
        'Conseil de prud’hommes',
        'Tribunal de commerce',
        'Tribunal administratif',
        'Cour d’appel',
        'Cour administrative d’appel',
        'Cour de cassation',
        'Conseil d’État',
        'Tribunal de police',
        'Cour d’assises',
        'Juge aux affaires familiales',
      ]),
    );
    for (const gone of ['Tribunal de grande instance', 'Tribunal d’instance', 'Visioconférence', 'Téléphone'])
      expect(EVENT_PLACES).not.toContain(gone);
  });

  it('reads a listed place as a choice and any other as « Autre lieu »', () => {
    expect(placeToForm('Cour d’appel')).toEqual({ location: 'Cour d’appel', otherLocation: '' });
    expect(placeToForm('Tribunal de grande instance')).toEqual({
      location: OTHER_PLACE,
      otherLocation: 'Tribunal de grande instance',
    });
    expect(placeToForm(null)).toEqual({ location: '', otherLocation: '' });
  });

  it('stores the chosen place, or the one typed by hand', () => {
    expect(formToPlace('Tribunal judiciaire', 'ignoré')).toBe('Tribunal judiciaire');
    expect(formToPlace(OTHER_PLACE, '  Maison de la justice et du droit ')).toBe(
      'Maison de la justice et du droit',
    );
    expect(formToPlace(OTHER_PLACE, ' ')).toBeNull();
    expect(formToPlace('', '')).toBeNull();
  });
});
