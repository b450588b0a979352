import type { TSecondFactorSpace } from '#domain/identity/two-factor/two-factor-schemas.ts';

export type { TSecondFactorSpace } from '#domain/identity/two-factor/two-factor-schemas.ts';

/** « Faire confiance à cet appareil » : one cookie per space, sent only to that space's sign-in endpoints. */
export const TRUSTED_DEVICE_COOKIE: Record<TSecondFactorSpace, string> = {
  pro: 'jr_pro_trusted_device',
  admin: 'jr_admin_trusted_device',
};

export function trustedDeviceCookiePath(space: TSecondFactorSpace): string {
  return `/api/auth/${space}`;
}
