import { describe, expect, it } from 'vitest';
import { RETURN_TO_MAX_LENGTH, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnTo('/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/lawyer/12?reprise=abc-_#x')).toBe('/lawyer/12?reprise=abc-_#x');
  });

  it('refuses other sites and what browsers read as another site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/%0d%0aSet-Cookie:x',
    ]) {
      expect(safeReturnTo(value), value).toBe(value === '/%0d%0aSet-Cookie:x' ? value : null);
    }
  });

  it('refuses control characters, spaces, the API and overlong values', () => {
    expect(safeReturnTo('/a\u0000b')).toBeNull();
    expect(safeReturnTo('/a\nb')).toBeNull();
    expect(safeReturnTo('/a b')).toBeNull();
    // Not encoded: refused rather than put raw into a Location header.
    expect(safeReturnTo('/recherche?ville=Orléans')).toBeNull();
    expect(safeReturnTo('/a😀')).toBeNull();
    expect(safeReturnTo('/recherche?ville=Orl%C3%A9ans')).toBe('/recherche?ville=Orl%C3%A9ans');
    expect(safeReturnTo('/api/auth/client/logout')).toBeNull();
    expect(safeReturnTo(`/${'a'.repeat(RETURN_TO_MAX_LENGTH)}`)).toBeNull();
    expect(safeReturnTo('')).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });
});
