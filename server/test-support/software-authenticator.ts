import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A WebAuthn authenticator in software for integration tests: an ES256 (P-256) key pair, a
 * « none » attestation, authenticator data with its flags and signature counter, and assertions
 * signed like a real one would. Each option can be bent to build a hostile response.
 */

/** The little CBOR (RFC 8949) the attestation object and the COSE key need. */
type TCbor = number | string | Uint8Array | Map<TCbor, TCbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(length, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

export function encodeCbor(value: TCbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts: Buffer[] = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type TCeremonyOptions = {
  /** The page the browser says it is on (default: the relying party's own). */
  origin: string;
  /** Default true: the authenticator checked a PIN or a fingerprint. */
  userVerified?: boolean;
  /** Sign for another relying party id than the options say. */
  rpId?: string;
};

export type TSoftwareAuthenticator = {
  credentialId: string;
  /** The counter the next assertion carries, before it is incremented; tests may set it back. */
  counter: number;
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    ceremony: TCeremonyOptions,
  ): RegistrationJson;
  assert(options: { challenge: string; rpId?: string }, ceremony: TCeremonyOptions): AuthenticationJson;
};

type RegistrationJson = {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
};

type AuthenticationJson = {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
};

export function createSoftwareAuthenticator(): TSoftwareAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = encodeCbor(
    new Map<TCbor, TCbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const credentialIdBytes = randomBytes(32);
  let userHandle: string | undefined;

  function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter, 0);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  const authenticator: TSoftwareAuthenticator = {
    credentialId: b64url(credentialIdBytes),
    counter: 0,
    register(options, ceremony) {
      const rpId = ceremony.rpId ?? options.rp.id ?? 'localhost';
      userHandle = options.user.id;
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: 'webauthn.create',
          challenge: options.challenge,
          origin: ceremony.origin,
          crossOrigin: false,
        }),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialIdBytes.length, 0);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialIdBytes, coseKey]);
      const flags = FLAG_UP | FLAG_AT | (ceremony.userVerified === false ? 0 : FLAG_UV);
      const authData = authenticatorData(rpId, flags, authenticator.counter, attested);
      const attestationObject = encodeCbor(
        new Map<TCbor, TCbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: authenticator.credentialId,
        rawId: authenticator.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    assert(options, ceremony) {
      const rpId = ceremony.rpId ?? options.rpId ?? 'localhost';
      authenticator.counter += 1;
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: 'webauthn.get',
          challenge: options.challenge,
          origin: ceremony.origin,
          crossOrigin: false,
        }),
      );
      const flags = FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV);
      const authData = authenticatorData(rpId, flags, authenticator.counter);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: authenticator.credentialId,
        rawId: authenticator.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
  return authenticator;
}
