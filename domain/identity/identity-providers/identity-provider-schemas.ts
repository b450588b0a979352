import { z } from '#domain/kernel/zod-fr.ts';
import { ZNewPassword, ZSessionUser } from '../auth/auth-schemas';
import { RETURN_TO_MAX_LENGTH } from './return-to';

export const IDENTITY_PROVIDERS = ['google', 'linkedin', 'franceconnect'] as const;
export type TIdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

export const IDENTITY_PROVIDER_LABELS: Record<TIdentityProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
  franceconnect: 'FranceConnect',
};

export const ZIdentityProvider = z.enum(IDENTITY_PROVIDERS, { error: 'Fournisseur d’identité inconnu' });

export const ZIdentityProviderParams = z.strictObject({ provider: ZIdentityProvider });

/** `GET /api/auth/identity-providers`: the providers configured on this server (no button for the others). */
export const ZIdentityProvidersResponse = z.object({ providers: z.array(ZIdentityProvider) });
export type TIdentityProvidersResponse = z.infer<typeof ZIdentityProvidersResponse>;

export const ZOidcStartQuery = z.object({
  returnTo: z.string().max(RETURN_TO_MAX_LENGTH).optional(),
  /** `1`: the signed-in client links this provider to their account (« Comptes connectés »). */
  link: z.enum(['1']).optional(),
});

/** Where « Associer » in « Comptes connectés » comes back to: the profile tab of the client space. */
export const LINK_RETURN_TO = '/dashboard?onglet=profil';

/** What a provider sends back; every value bounded (an authorization code is far shorter). */
export const ZOidcCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
  iss: z.string().max(2048).optional(),
  scope: z.string().max(2048).optional(),
  session_state: z.string().max(2048).optional(),
  authuser: z.string().max(64).optional(),
  prompt: z.string().max(256).optional(),
  hd: z.string().max(256).optional(),
});

/**
 * Why a sign-in with a provider came back to `/login?erreur=…`: the code in the address, its French
 * message on the page.
 */
export const OIDC_ERROR_MESSAGES = {
  'acces-refuse':
    'Vous avez refusé l’accès à votre compte chez le fournisseur d’identité : la connexion n’a pas été ouverte.',
  'lien-invalide':
    'Cette tentative de connexion n’est pas valide ou a déjà servi. Recommencez depuis le bouton de connexion.',
  'lien-expire':
    'Cette tentative de connexion a expiré (10 minutes). Recommencez depuis le bouton de connexion.',
  'echange-echoue':
    'Le fournisseur d’identité n’a pas confirmé votre connexion. Recommencez depuis le bouton de connexion.',
  'fournisseur-indisponible':
    'Le fournisseur d’identité ne répond pas pour le moment. Réessayez dans quelques instants ou connectez-vous avec votre e-mail et votre mot de passe.',
  'email-non-verifie':
    'Votre fournisseur d’identité n’a pas confirmé votre adresse e-mail\u00a0: nous ne pouvons pas créer de compte avec elle. Confirmez-la chez lui ou inscrivez-vous avec votre e-mail et un mot de passe.',
  'compte-professionnel':
    'Ce compte est un compte professionnel ou administrateur\u00a0: il ne peut pas se connecter par un fournisseur d’identité. Connectez-vous avec votre e-mail et votre mot de passe dans l’espace professionnel.',
  'trop-de-tentatives': 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  'fournisseur-inconnu': 'Ce fournisseur d’identité n’est pas proposé.',
  'connexion-requise': 'Connectez-vous à votre espace client pour associer un compte externe.',
  'deja-associe':
    'Ce compte externe est déjà associé à un autre compte JurisRDV, ou votre compte est déjà associé à un compte de ce fournisseur.',
} as const;
export type TOidcErrorCode = keyof typeof OIDC_ERROR_MESSAGES;

export function oidcErrorMessage(code: string | null | undefined): string | null {
  if (!code || !Object.hasOwn(OIDC_ERROR_MESSAGES, code)) return null;
  return OIDC_ERROR_MESSAGES[code as TOidcErrorCode];
}

/**
 * `GET /api/auth/oidc/pending`: the sign-in waiting for the person's decision, read from the server
 * (the browser only holds an opaque cookie). `sign-up`: no account yet, « Finaliser votre inscription »;
 * `existing-account`: an account has this address and must prove it is theirs before the link is made.
 */
export const ZPendingIdentity = z.object({
  kind: z.enum(['sign-up', 'existing-account']),
  provider: ZIdentityProvider,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  returnTo: z.string(),
  /** The existing account has a password to prove it with (one created through a provider may not). */
  accountHasPassword: z.boolean(),
});
export type TPendingIdentity = z.infer<typeof ZPendingIdentity>;
export const ZPendingIdentityResponse = z.object({ pending: ZPendingIdentity.nullable() });

const ZRequiredName = (label: string) =>
  z
    .string({ error: `${label} est requis` })
    .trim()
    .min(1, `${label} est requis`)
    .max(100, `${label} ne doit pas dépasser 100 caractères`);

/** « Finaliser votre inscription »: the names may be corrected; the terms must be accepted. */
export const ZCompleteSignUpRequest = z.strictObject({
  firstName: ZRequiredName('Le prénom'),
  lastName: ZRequiredName('Le nom'),
  acceptTerms: z.literal(true, { error: "Vous devez accepter les conditions d'utilisation" }),
});
export type TCompleteSignUpRequest = z.input<typeof ZCompleteSignUpRequest>;
export const ZCompleteSignUpForm = ZCompleteSignUpRequest.extend({ acceptTerms: z.boolean() });
export type TCompleteSignUpForm = z.input<typeof ZCompleteSignUpForm>;

export const ZLinkWithPasswordRequest = z.strictObject({
  password: z
    .string({ error: 'Le mot de passe est requis' })
    .min(1, 'Le mot de passe est requis')
    .max(128, 'Mot de passe trop long'),
});
export type TLinkWithPasswordRequest = z.input<typeof ZLinkWithPasswordRequest>;

export const ZConfirmLinkRequest = z.strictObject({
  token: z.string().min(10, 'Lien invalide').max(200, 'Lien invalide'),
});

/** Answer of the steps that end signed in: where to go next (a checked path of this site). */
export const ZOidcSignedInResponse = z.object({ user: ZSessionUser, returnTo: z.string() });

/** « Comptes connectés » of the client profile. */
export const ZIdentityLink = z.object({
  id: z.string(),
  provider: ZIdentityProvider,
  email: z.string(),
  createdAt: z.string(),
});
export const ZIdentityLinksResponse = z.object({
  links: z.array(ZIdentityLink),
  hasPassword: z.boolean(),
});
export type TIdentityLinksResponse = z.infer<typeof ZIdentityLinksResponse>;

export const ZIdentityLinkParams = z.strictObject({ linkId: z.uuid({ error: 'Identifiant invalide' }) });

/** « Définir un mot de passe » for an account created through a provider. */
export const ZSetPasswordRequest = z.strictObject({ newPassword: ZNewPassword });
export type TSetPasswordRequest = z.input<typeof ZSetPasswordRequest>;
export const ZSetPasswordForm = ZSetPasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmPassword,
  { path: ['confirmPassword'], message: 'Les mots de passe ne correspondent pas' },
);
export type TSetPasswordForm = z.input<typeof ZSetPasswordForm>;

export const LAST_SIGN_IN_METHOD_MESSAGE =
  'C’est votre seul moyen de connexion\u00a0: définissez d’abord un mot de passe, puis dissociez ce compte.';
