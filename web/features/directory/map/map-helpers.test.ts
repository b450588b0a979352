import { describe, expect, it } from 'vitest';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { tileUrlWithToken } from './map-config';
import { escapeHtml, pinIconHtml, pinsFrom } from './map-pins';

describe('map helpers', () => {
  it('puts the typed token in the provider template', () => {
    expect(tileUrlWithToken('https://tiles.example/{z}/{x}/{y}.png?key={token}', ' pk.a/b ')).toBe(
      'https://tiles.example/{z}/{x}/{y}.png?key=pk.a%2Fb',
    );
  });

  it('asks for no tile without a template or a token', () => {
    expect(tileUrlWithToken(undefined, 'pk')).toBeNull();
    expect(tileUrlWithToken('https://tiles.example/{z}/{x}/{y}.png?key={token}', '   ')).toBeNull();
    expect(tileUrlWithToken('https://tiles.example/{z}/{x}/{y}.png?key={token}', null)).toBeNull();
  });

  it('makes one pin per professional with coordinates, with the first-consultation fee they entered', () => {
    const fees = (firstConsultation: TProfessionalFees['firstConsultation']): TProfessionalFees => ({
      firstConsultation,
      followUp: null,
      urgent: null,
      legalInsuranceAccepted: false,
      paymentMeans: [],
      paymentFacilities: false,
    });
    const pins = pinsFrom([
      { id: 1, name: 'A', latitude: 48.85, longitude: 2.35, fees: fees({ kind: 'amount', cents: 12_000 }) },
      { id: 2, name: 'B', latitude: null, longitude: null, fees: fees({ kind: 'amount', cents: 9_000 }) },
      { id: 3, name: 'C', latitude: 45.75, longitude: 4.85, fees: fees({ kind: 'quote' }) },
      { id: 4, name: 'D', latitude: 43.3, longitude: 5.37, fees: null },
    ]);
    expect(pins.map((pin) => [pin.id, pin.firstConsultationFee?.replace(/\s/g, ' ')])).toEqual([
      [1, '120 €'],
      [3, 'Sur devis'],
      [4, undefined],
    ]);
  });

  it('escapes the name put in the pin', () => {
    expect(escapeHtml(`<b>"O'Neil" & co</b>`)).toBe('&lt;b&gt;&quot;O&#39;Neil&quot; &amp; co&lt;/b&gt;');
    expect(pinIconHtml('<script>')).toContain('&lt;script&gt;');
  });
});
