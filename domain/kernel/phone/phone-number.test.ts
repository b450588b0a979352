import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isMobileNumber, toE164 } from './phone-number';

describe('phone numbers for SMS reminders', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033612345678', '+33612345678'],
    ['01 42 68 53 00', '+33142685300'],
    ['+32 470 12 34 56', '+32470123456'],
  ])('writes %s as %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(['12', '06 12 34', '+33 6 12 34 56 78 90', 'appelez-moi', ''])('refuses %s', (typed) => {
    expect(toE164(typed)).toBeNull();
  });

  it('tells a mobile from a landline', () => {
    expect(isMobileNumber('06 12 34 56 78')).toBe(true);
    expect(isMobileNumber('07 81 23 45 67')).toBe(true);
    expect(isMobileNumber('01 42 68 53 00')).toBe(false);
    expect(isMobileNumber('nope')).toBe(false);
  });

  it('shows a French number the French way, another one internationally', () => {
    expect(formatPhoneNumber('+33612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneNumber('+32470123456')).toBe('+32 470 12 34 56');
  });
});
