import { describe, expect, it } from 'vitest';
import { mapClaims } from './map-claims';

describe('mapClaims', () => {
  it('reads the subject, the e-mail in lower case and the names', () => {
    expect(
      mapClaims({
        sub: 'abc',
        email: ' Jeanne.Martin@Example.FR ',
        email_verified: true,
        given_name: 'Jeanne',
        family_name: 'Martin',
      }),
    ).toEqual({
      subject: 'abc',
      email: 'jeanne.martin@example.fr',
      emailVerified: true,
      firstName: 'Jeanne',
      lastName: 'Martin',
    });
  });

  it('takes the string "true" as verified, anything else as not', () => {
    expect(mapClaims({ sub: 'a', email: 'a@b.fr', email_verified: 'true' })?.emailVerified).toBe(true);
    expect(mapClaims({ sub: 'a', email: 'a@b.fr', email_verified: 'yes' })?.emailVerified).toBe(false);
    expect(mapClaims({ sub: 'a', email: 'a@b.fr' })?.emailVerified).toBe(false);
    expect(mapClaims({ sub: 'a', email: 'not-an-address', email_verified: true })?.emailVerified).toBe(false);
  });

  it('refuses a missing or hostile subject and clears control characters from names', () => {
    expect(mapClaims({ email: 'a@b.fr' })).toBeNull();
    expect(mapClaims({ sub: '' })).toBeNull();
    expect(mapClaims({ sub: 'a\u0000b' })).toBeNull();
    expect(mapClaims({ sub: 'x'.repeat(256) })).toBeNull();
    const identity = mapClaims({ sub: 'a', given_name: 'Je\u0000anne', family_name: 42 });
    expect(identity?.firstName).toBe('Jeanne');
    expect(identity?.lastName).toBe('');
  });
});
