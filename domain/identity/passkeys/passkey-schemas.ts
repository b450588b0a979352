import { z } from '#domain/kernel/zod-fr.ts';
import { CHALLENGE_EXPIRED_MESSAGE } from '../two-factor/two-factor-schemas';

/** Passkeys of professionals (ADR 0025): WebAuthn credentials, a second factor or a sign-in without password. */

export const PASSKEY_NAME_MAX = 60;
/** More than anyone needs; bounds the lists sent to the browser (excludeCredentials, allowCredentials). */
export const PASSKEYS_PER_ACCOUNT_MAX = 20;

export const PASSKEY_UNSUPPORTED_MESSAGE = 'Votre navigateur ne prend pas en charge les clés d’accès.';
export const PASSKEY_CANCELLED_MESSAGE =
  'Opération annulée\u00a0: aucune clé d’accès n’a été utilisée. Vous pouvez réessayer.';
export const PASSKEY_REFUSED_MESSAGE =
  'Cette clé d’accès n’a pas pu être vérifiée. Réessayez, ou utilisez une autre méthode.';
export const PASSKEY_EXPIRED_MESSAGE = 'La demande a expiré. Réessayez.';

/** A base64url field of a WebAuthn response: bounded, and only the base64url alphabet (so no NUL either). */
const ZBase64Url = (max: number) =>
  z
    .string()
    .min(1, PASSKEY_REFUSED_MESSAGE)
    .max(max, PASSKEY_REFUSED_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, PASSKEY_REFUSED_MESSAGE);

/** A credential id is at most 1023 bytes (WebAuthn §5.8.3), 1364 characters of base64url. */
const ZCredentialId = ZBase64Url(1400);

const ZTransport = z
  .string()
  .max(32)
  .regex(/^[a-z-]+$/);

const ZClientExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});

const ZAuthenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();

/** What `startRegistration` of @simplewebauthn/browser answers (RegistrationResponseJSON). */
export const ZRegistrationResponse = z.strictObject({
  id: ZCredentialId,
  rawId: ZCredentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: ZAuthenticatorAttachment,
  clientExtensionResults: ZClientExtensionResults,
  response: z.strictObject({
    clientDataJSON: ZBase64Url(4096),
    attestationObject: ZBase64Url(16_384),
    authenticatorData: ZBase64Url(4096).optional(),
    transports: z.array(ZTransport).max(10).optional(),
    publicKeyAlgorithm: z.number().int().min(-100_000).max(100_000).optional(),
    publicKey: ZBase64Url(4096).optional(),
  }),
});

/** What `startAuthentication` answers (AuthenticationResponseJSON). */
export const ZAuthenticationResponse = z.strictObject({
  id: ZCredentialId,
  rawId: ZCredentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: ZAuthenticatorAttachment,
  clientExtensionResults: ZClientExtensionResults,
  response: z.strictObject({
    clientDataJSON: ZBase64Url(4096),
    authenticatorData: ZBase64Url(4096),
    signature: ZBase64Url(1024),
    userHandle: ZBase64Url(128).optional(),
  }),
});

export const ZPasskeyName = z
  .string({ error: 'Le nom est requis' })
  .trim()
  .min(1, 'Donnez un nom à cette clé, par exemple «\u00a0MacBook\u00a0»')
  .max(PASSKEY_NAME_MAX, `${PASSKEY_NAME_MAX} caractères au plus`);

const ZPassword = z
  .string({ error: 'Le mot de passe est requis' })
  .min(1, 'Le mot de passe est requis')
  .max(128);

/** Adding a passkey starts with the password, checked again (a stolen session is not enough). */
export const ZPasskeyRegistrationOptionsRequest = z.strictObject({ password: ZPassword });
export type TPasskeyRegistrationOptionsRequest = z.input<typeof ZPasskeyRegistrationOptionsRequest>;

export const ZPasskeyRegistrationRequest = z.strictObject({
  name: ZPasskeyName,
  response: ZRegistrationResponse,
});

export const ZRenamePasskeyRequest = z.strictObject({ name: ZPasskeyName });
export type TRenamePasskeyRequest = z.input<typeof ZRenamePasskeyRequest>;

export const ZDeletePasskeyRequest = z.strictObject({ password: ZPassword });
export type TDeletePasskeyRequest = z.input<typeof ZDeletePasskeyRequest>;

export const ZPasskeyIdParams = z.strictObject({ id: z.uuid({ error: 'Clé d’accès introuvable' }) });

/** The options handed to the browser as they are (PublicKeyCredential*OptionsJSON). */
export const ZPasskeyOptionsResponse = z.object({ options: z.record(z.string(), z.unknown()) });

export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  backedUp: z.boolean(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

export const ZPasskeysResponse = z.object({ passkeys: z.array(ZPasskey) });
export type TPasskeysResponse = z.infer<typeof ZPasskeysResponse>;

const ZLoginChallenge = z.string().min(10, CHALLENGE_EXPIRED_MESSAGE).max(200, CHALLENGE_EXPIRED_MESSAGE);

/** The second step of a sign-in, with a passkey instead of a code. */
export const ZPasskeySecondFactorOptionsRequest = z.strictObject({ challenge: ZLoginChallenge });

export const ZPasskeySecondFactorRequest = z.strictObject({
  challenge: ZLoginChallenge,
  response: ZAuthenticationResponse,
  trustDevice: z.boolean().optional(),
});

/** A sign-in with a passkey alone (user verification required: the passkey is both factors). */
export const ZPasskeyLoginRequest = z.strictObject({
  response: ZAuthenticationResponse,
  rememberMe: z.boolean().optional(),
});

/** « Ajouter une clé d'accès »: its name and the password, before the browser's own window. */
export const ZAddPasskeyForm = z.strictObject({ name: ZPasskeyName, password: ZPassword });
export type TAddPasskeyForm = z.input<typeof ZAddPasskeyForm>;
