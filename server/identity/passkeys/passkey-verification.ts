import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  claimChallenge,
  recordPasskeyUse,
  type TPasskeyChallengePurpose,
  type TPasskeyRow,
} from './passkey-store';
import { relyingPartyOf } from './relying-party';

/** ES256, EdDSA, RS256: what platform authenticators and security keys make. */
export const SUPPORTED_ALGORITHMS = [-7, -8, -257];

/**
 * The challenge the browser signed, read from clientDataJSON (already bounded and base64url by the
 * schema). It must be one we issued: it is looked up, and used up, before anything is verified.
 */
export function signedChallengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (typeof data !== 'object' || data === null) return null;
    const { challenge } = data as { challenge?: unknown };
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

async function claimSignedChallenge(
  deps: TAppDeps,
  clientDataJSON: string,
  userId: string | null,
  purpose: TPasskeyChallengePurpose,
): Promise<string | null> {
  const challenge = signedChallengeOf(clientDataJSON);
  if (!challenge) return null;
  return (await claimChallenge(deps.db, challenge, userId, purpose, deps.clock.now())) ? challenge : null;
}

/** A new credential of `userId`, or null when anything is off (challenge, origin, relying party, signature). */
export async function verifyNewPasskey(deps: TAppDeps, userId: string, response: RegistrationResponseJSON) {
  const challenge = await claimSignedChallenge(
    deps,
    response.response.clientDataJSON,
    userId,
    'registration',
  );
  if (!challenge) return null;
  const { rpID, origin } = relyingPartyOf(deps.config);
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    return result.verified ? result.registrationInfo : null;
  } catch {
    return null;
  }
}

/**
 * Checks an assertion made with `passkey` against a challenge issued for `challengeUserId` (null for a
 * sign-in without password), then records the use. A signature counter that does not grow (when the
 * authenticator keeps one) is refused: the credential may have been cloned.
 */
export async function verifyPasskeyAssertion(
  deps: TAppDeps,
  passkey: TPasskeyRow,
  response: AuthenticationResponseJSON,
  options: { challengeUserId: string | null; requireUserVerification: boolean },
): Promise<boolean> {
  const challenge = await claimSignedChallenge(
    deps,
    response.response.clientDataJSON,
    options.challengeUserId,
    'authentication',
  );
  if (!challenge) return false;
  const { rpID, origin } = relyingPartyOf(deps.config);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: options.requireUserVerification,
    });
    if (!result.verified) return false;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    return false;
  }
  return recordPasskeyUse(deps.db, passkey.id, passkey.counter, newCounter, deps.clock.now());
}
