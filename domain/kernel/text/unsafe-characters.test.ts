import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, toStorableText } from './unsafe-characters';

describe('unsafe characters', () => {
  it.each([
    ['NUL', 'Du\u0000pont'],
    ['a lone high surrogate', 'Dupont\uD83D'],
    ['a lone low surrogate', '\uDC4DDupont'],
    ['a low surrogate before its high one', '\uDC4D\uD83D'],
  ])('finds %s', (_name, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it.each([
    ['a surrogate pair (👍)', 'Merci 👍'],
    ['tab and newlines', 'ligne 1\tcolonne\r\nligne 2'],
    ['accents, French quotes and other controls', '« Élodie » l’a dit\u0007\u001F'],
    ['nothing', ''],
  ])('accepts %s', (_name, text) => {
    expect(hasUnsafeCharacters(text)).toBe(false);
  });

  it('replaces each unsafe character with U+FFFD and keeps the rest', () => {
    expect(toStorableText('a\u0000b\uD800c👍\uDC00')).toBe('a\uFFFDb\uFFFDc👍\uFFFD');
    expect(toStorableText('Mozilla/5.0 (X11) 👍')).toBe('Mozilla/5.0 (X11) 👍');
  });
});
