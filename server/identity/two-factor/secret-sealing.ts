import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1:';

/**
 * The TOTP secret as stored: AES-256-GCM under TOTP_ENCRYPTION_KEY when one is configured, bound to its
 * account (the user id as associated data, so a sealed secret copied to another row does not open), or
 * as is without a key. Rows written before a key was set keep working: they are read as is.
 */
export function sealSecret(secret: string, userId: string, key: Buffer | null): string {
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
}

export function openSecret(stored: string, userId: string, key: Buffer | null): string {
  if (!stored.startsWith(PREFIX)) return stored;
  if (!key) throw new Error('TOTP secret is encrypted but TOTP_ENCRYPTION_KEY is not set');
  const [iv, tag, sealed] = stored.slice(PREFIX.length).split('.');
  if (!iv || !tag || !sealed) throw new Error('malformed sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
