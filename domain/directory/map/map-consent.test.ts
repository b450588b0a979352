import { describe, expect, it } from 'vitest';
import { mapConsentSentence } from './map-consent';

const DEFAULT_TILE_URL = 'https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={token}';

describe('mapConsentSentence', () => {
  it('names MapTiler, in Switzerland, for the default provider: no longer an English sentence about the USA', () => {
    const sentence = mapConsentSentence(DEFAULT_TILE_URL);
    expect(sentence).toBe(
      "J'accepte que mon navigateur charge les fonds de carte auprès de MapTiler AG, société établie en Suisse, hors de l'Union européenne (pays reconnu par la Commission européenne comme assurant une protection adéquate des données)\u00a0: MapTiler reçoit alors mon adresse IP.",
    );
    expect(sentence).not.toMatch(/USA|États-Unis|I authorise/);
  });

  it('recognises MapTiler on its other hosts only', () => {
    expect(mapConsentSentence('https://maps.maptiler.com/{z}/{x}/{y}.png')).toContain('MapTiler AG');
    expect(mapConsentSentence('https://maptiler.com.evil.example/{z}/{x}/{y}.png')).not.toContain(
      'MapTiler AG',
    );
  });

  it('says only what the configuration tells for another provider: its host', () => {
    expect(mapConsentSentence('https://tiles.example.fr/{z}/{x}/{y}.png')).toBe(
      "J'accepte que mon navigateur charge les fonds de carte auprès de tiles.example.fr, qui reçoit alors mon adresse IP.",
    );
  });

  it('asks nothing while the provider is unknown', () => {
    expect(mapConsentSentence(undefined)).toBeNull();
    expect(mapConsentSentence('')).toBeNull();
  });
});
