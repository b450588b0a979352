import { describe, expect, it } from 'vitest';
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

  it('makes one pin per professional with coordinates', () => {
    const pins = pinsFrom([
      { id: 1, name: 'A', latitude: 48.85, longitude: 2.35, firstConsultationFeeCents: 12_000 },
      { id: 2, name: 'B', latitude: null, longitude: null, firstConsultationFeeCents: 9_000 },
    ]);
    expect(pins).toEqual([{ id: 1, name: 'A', latitude: 48.85, longitude: 2.35, feeCents: 12_000 }]);
  });

  it('escapes the name put in the pin', () => {
    expect(escapeHtml(`<b>"O'Neil" & co</b>`)).toBe('&lt;b&gt;&quot;O&#39;Neil&quot; &amp; co&lt;/b&gt;');
    expect(pinIconHtml('<script>')).toContain('&lt;script&gt;');
  });
});
