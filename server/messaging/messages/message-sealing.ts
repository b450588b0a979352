import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { TMessagesEncryptionConfig } from '#server/platform/config.ts';

/**
 * The keys of the secure messages (ADR 0049): `current` seals every new row, `byId` opens any row sealed
 * by a key still configured (the current one, and the previous one during a rotation).
 */
export type TMessageKeyring = {
  current: { id: string; key: Buffer };
  byId: ReadonlyMap<string, Buffer>;
};

/** A key's id as stored beside what it sealed: a digest's first bytes, which say nothing of the key. */
export function messageKeyId(key: Buffer): string {
  return createHash('sha256').update('jurisrdv-messages-key-id').update(key).digest('base64url').slice(0, 12);
}

export function messageKeyring(config: TMessagesEncryptionConfig): TMessageKeyring {
  const current = { id: messageKeyId(config.key), key: config.key };
  const byId = new Map<string, Buffer>([[current.id, current.key]]);
  if (config.previousKey) byId.set(messageKeyId(config.previousKey), config.previousKey);
  return { current, byId };
}

/** What a sealed value is bound to: its column and conversation, so a value copied elsewhere does not open. */
export type TSealContext = 'body' | 'file-name' | 'file';

function associatedData(context: TSealContext, conversationId: number): Buffer {
  return Buffer.from(`messages:${context}:${conversationId}`);
}

function keyOf(ring: TMessageKeyring, keyId: string): Buffer {
  const key = ring.byId.get(keyId);
  if (!key) {
    throw new Error(
      `Message scellé par la clé ${keyId}, qui n’est plus configurée (MESSAGES_ENCRYPTION_KEY)`,
    );
  }
  return key;
}

/** AES-256-GCM with a fresh 96-bit nonce: `nonce.tag.ciphertext` in base64url. */
export function sealText(
  ring: TMessageKeyring,
  text: string,
  context: TSealContext,
  conversationId: number,
): { keyId: string; sealed: string } {
  const { sealing, bytes } = sealBytes(ring, Buffer.from(text, 'utf8'), context, conversationId);
  return { keyId: ring.current.id, sealed: `${sealing}.${bytes.toString('base64url')}` };
}

/** A stored text: opened when a key sealed it, as is when it was written before encryption (`keyId` null). */
export function openText(
  ring: TMessageKeyring,
  stored: string,
  keyId: string | null,
  context: TSealContext,
  conversationId: number,
): string {
  if (keyId === null) return stored;
  const [nonce, tag, sealed] = stored.split('.');
  if (nonce === undefined || tag === undefined || sealed === undefined) {
    throw new Error('Message scellé illisible');
  }
  return openBytes(
    ring,
    Buffer.from(sealed, 'base64url'),
    `${nonce}.${tag}`,
    keyId,
    context,
    conversationId,
  ).toString('utf8');
}

/** The ciphertext is as long as the bytes (GCM): a stored file keeps its size and chunks. */
export function sealBytes(
  ring: TMessageKeyring,
  bytes: Buffer,
  context: TSealContext,
  conversationId: number,
): { keyId: string; sealing: string; bytes: Buffer } {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, nonce);
  cipher.setAAD(associatedData(context, conversationId));
  const sealed = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return {
    keyId: ring.current.id,
    sealing: `${nonce.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`,
    bytes: sealed,
  };
}

/** Throws when the bytes, the nonce, the tag or the context were altered. */
export function openBytes(
  ring: TMessageKeyring,
  sealed: Buffer,
  sealing: string,
  keyId: string,
  context: TSealContext,
  conversationId: number,
): Buffer {
  const [nonce, tag] = sealing.split('.');
  if (!nonce || !tag) throw new Error('Pièce jointe scellée illisible');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(ring, keyId), Buffer.from(nonce, 'base64url'));
  decipher.setAAD(associatedData(context, conversationId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(sealed), decipher.final()]);
}

const keyrings = new WeakMap<TMessagesEncryptionConfig, TMessageKeyring>();

/** The keyring of a configuration, made once. */
export function keyringOf(config: { messagesEncryption: TMessagesEncryptionConfig }): TMessageKeyring {
  let ring = keyrings.get(config.messagesEncryption);
  if (!ring) {
    ring = messageKeyring(config.messagesEncryption);
    keyrings.set(config.messagesEncryption, ring);
  }
  return ring;
}
