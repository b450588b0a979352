import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import {
  PASSKEY_CANCELLED_MESSAGE,
  PASSKEY_REFUSED_MESSAGE,
  PASSKEY_UNSUPPORTED_MESSAGE,
} from '#domain/identity/passkeys/passkey-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';

/** A ceremony the browser did not complete, with the French message to show. */
export class PasskeyCeremonyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasskeyCeremonyError';
  }
}

function messageOf(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'Cette clé d’accès est déjà enregistrée sur votre compte.';
  }
  // NotAllowedError: the person closed the browser's window, or the time ran out.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return PASSKEY_CANCELLED_MESSAGE;
  }
  if (name === 'NotSupportedError') return PASSKEY_UNSUPPORTED_MESSAGE;
  return PASSKEY_REFUSED_MESSAGE;
}

function assertSupported(): void {
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError(PASSKEY_UNSUPPORTED_MESSAGE);
}

export async function createPasskeyCredential(options: Record<string, unknown>) {
  assertSupported();
  try {
    return await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    throw new PasskeyCeremonyError(messageOf(error));
  }
}

export async function getPasskeyAssertion(options: Record<string, unknown>) {
  assertSupported();
  try {
    return await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch (error) {
    throw new PasskeyCeremonyError(messageOf(error));
  }
}

/** What to tell the person: the browser's refusal, or the server's. */
export function passkeyErrorMessage(error: unknown): string {
  return error instanceof PasskeyCeremonyError ? error.message : userMessage(error);
}
