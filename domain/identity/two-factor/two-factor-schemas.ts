import { z } from '#domain/kernel/zod-fr.ts';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const WRONG_CODE_MESSAGE = 'Code incorrect ou expiré. Vérifiez votre application et réessayez.';
export const CHALLENGE_EXPIRED_MESSAGE =
  'Votre demande de connexion a expiré. Saisissez à nouveau votre e-mail et votre mot de passe.';
export const CHALLENGE_SPENT_MESSAGE =
  'Trop de codes incorrects pour cette connexion. Saisissez à nouveau votre e-mail et votre mot de passe.';

/** A code typed by a person: six digits from the authenticator, or a recovery code « xxxx-xxxx ». */
export const ZTwoFactorCode = z
  .string({ error: 'Le code est requis' })
  .trim()
  .min(1, 'Le code est requis')
  .max(20, 'Code trop long');

/** What the person typed, without spaces, lower case: the form both kinds of codes are compared in. */
export function normalizeTwoFactorCode(code: string): string {
  return code.replace(/\s+/g, '').toLowerCase();
}

export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(normalizeTwoFactorCode(code));
}

export const ZTwoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The account must have a second factor (ADR 0026): disabling sends it back to the enrolment. */
  mandatory: z.boolean(),
});
export type TTwoFactorStatusResponse = z.infer<typeof ZTwoFactorStatusResponse>;

export const ZTwoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

export const ZTwoFactorCodeRequest = z.strictObject({ code: ZTwoFactorCode });
export type TTwoFactorCodeRequest = z.input<typeof ZTwoFactorCodeRequest>;

export const ZDisableTwoFactorRequest = z.strictObject({
  password: z.string({ error: 'Le mot de passe est requis' }).min(1, 'Le mot de passe est requis').max(128),
  code: ZTwoFactorCode,
});
export type TDisableTwoFactorRequest = z.input<typeof ZDisableTwoFactorRequest>;

export const ZRecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

/** The second step of a professional's sign-in. */
export const ZTwoFactorLoginRequest = z.strictObject({
  challenge: z.string().min(10, CHALLENGE_EXPIRED_MESSAGE).max(200, CHALLENGE_EXPIRED_MESSAGE),
  code: ZTwoFactorCode,
  trustDevice: z.boolean().optional(),
});
export type TTwoFactorLoginRequest = z.input<typeof ZTwoFactorLoginRequest>;

/** Splits a base32 secret in groups of four for typing it by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The code step's form: the challenge stays in the page's state, out of the form. */
export const ZTwoFactorLoginForm = ZTwoFactorLoginRequest.omit({ challenge: true });
export type TTwoFactorLoginForm = z.input<typeof ZTwoFactorLoginForm>;

/** One device where the code is skipped for 30 days; `id` is random, never the cookie's token or its hash. */
export const ZTrustedDevice = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TTrustedDevice = z.infer<typeof ZTrustedDevice>;

export const ZTrustedDevicesResponse = z.object({ devices: z.array(ZTrustedDevice) });
export type TTrustedDevicesResponse = z.infer<typeof ZTrustedDevicesResponse>;

export const ZTrustedDeviceIdParams = z.strictObject({ id: z.uuid({ error: 'Appareil introuvable' }) });

/** The spaces whose accounts can (and, for administrators, must) have a second factor (ADR 0022, 0026). */
export type TSecondFactorSpace = 'pro' | 'admin';
