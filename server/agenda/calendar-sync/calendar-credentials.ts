import { z } from '#domain/kernel/zod-fr.ts';
import { openSecret, sealSecret } from '#server/identity/index.ts';
import type { TCalendarCredentials } from './calendar-provider';

const ZCredentials = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('password'), username: z.string(), password: z.string() }),
  z.object({
    kind: z.literal('oauth'),
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresAt: z.string(),
    scope: z.string().optional(),
  }),
]);

/** Bound to its professional: sealed credentials copied to another professional's row do not open. */
const associatedData = (professionalId: number) => `calendar-connection:${professionalId}`;

/**
 * A connection's password or tokens as stored: AES-256-GCM under the key of the second factor's secrets
 * (TOTP_ENCRYPTION_KEY), the same approach and the same rotation (ADR 0065).
 */
export function sealCredentials(
  credentials: TCalendarCredentials,
  professionalId: number,
  key: Buffer | null,
): string {
  return sealSecret(JSON.stringify(credentials), associatedData(professionalId), key);
}

export function openCredentials(
  stored: string,
  professionalId: number,
  key: Buffer | null,
): TCalendarCredentials {
  return ZCredentials.parse(JSON.parse(openSecret(stored, associatedData(professionalId), key)));
}
