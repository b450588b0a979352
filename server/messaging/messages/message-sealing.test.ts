import { describe, expect, it } from 'vitest';
import { messageKeyId, messageKeyring, openBytes, openText, sealBytes, sealText } from './message-sealing';

const ring = messageKeyring({ key: Buffer.alloc(32, 1), previousKey: null, derived: false });

describe('message sealing', () => {
  it('seals a text with a fresh nonce each time and opens it in its conversation only', () => {
    const first = sealText(ring, 'Ma garde à vue', 'body', 7);
    const second = sealText(ring, 'Ma garde à vue', 'body', 7);
    expect(first.sealed).not.toBe(second.sealed);
    expect(first.sealed).not.toContain('garde');
    expect(first.keyId).toBe(messageKeyId(Buffer.alloc(32, 1)));
    expect(openText(ring, first.sealed, first.keyId, 'body', 7)).toBe('Ma garde à vue');
    expect(() => openText(ring, first.sealed, first.keyId, 'body', 8)).toThrow();
    expect(() => openText(ring, first.sealed, first.keyId, 'file-name', 7)).toThrow();
  });

  it('reads a row written before encryption as is', () => {
    expect(openText(ring, 'texte ancien', null, 'body', 7)).toBe('texte ancien');
  });

  it('keeps the length of sealed bytes and refuses altered ones', () => {
    const bytes = Buffer.from('%PDF-1.7 contenu');
    const sealed = sealBytes(ring, bytes, 'file', 3);
    expect(sealed.bytes).toHaveLength(bytes.length);
    expect(openBytes(ring, sealed.bytes, sealed.sealing, sealed.keyId, 'file', 3).equals(bytes)).toBe(true);
    const altered = Buffer.from(sealed.bytes);
    altered[0] = (altered[0] ?? 0) ^ 1;
    expect(() => openBytes(ring, altered, sealed.sealing, sealed.keyId, 'file', 3)).toThrow();
  });

  it('opens what the previous key sealed during a rotation, and names the missing key otherwise', () => {
    const old = sealText(ring, 'avant rotation', 'body', 1);
    const rotated = messageKeyring({
      key: Buffer.alloc(32, 2),
      previousKey: Buffer.alloc(32, 1),
      derived: false,
    });
    expect(openText(rotated, old.sealed, old.keyId, 'body', 1)).toBe('avant rotation');
    const without = messageKeyring({ key: Buffer.alloc(32, 2), previousKey: null, derived: false });
    expect(() => openText(without, old.sealed, old.keyId, 'body', 1)).toThrow(/n’est plus configurée/);
  });
});
