import * as client from 'openid-client';
import type { TIdentityProvider } from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import type { TIdentityProviderConfig } from '#server/platform/config.ts';

/** What each provider is asked for: an identity, an address and the names. */
const SCOPES: Record<TIdentityProvider, string> = {
  google: 'openid email profile',
  linkedin: 'openid email profile',
  franceconnect: 'openid email given_name family_name',
};

/** Seconds a provider has to answer discovery, the token and userinfo requests. */
const PROVIDER_TIMEOUT_S = 8;

/** The provider did not answer (network, timeout, 5xx): « fournisseur-indisponible ». */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/** The provider answered but refused or the answer failed its checks: « echange-echoue ». */
export class CodeExchangeError extends Error {
  override readonly name = 'CodeExchangeError';
}

/** Plain http is accepted only for an issuer on this machine (the test provider), never elsewhere. */
export function isLocalHttpIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function isUnavailable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed: refused, reset, DNS
  if (error instanceof DOMException) return error.name === 'TimeoutError' || error.name === 'AbortError';
  if (error instanceof client.ClientError) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Response && cause.status >= 500) return true;
    if (error.code === 'OAUTH_RESPONSE_IS_NOT_JSON' || error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
      return !(cause instanceof Response) || cause.status >= 500;
    }
    return isUnavailable(cause);
  }
  return false;
}

function classify(error: unknown): Error {
  if (error instanceof ProviderUnavailableError || error instanceof CodeExchangeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return isUnavailable(error) ? new ProviderUnavailableError(message) : new CodeExchangeError(message);
}

/**
 * The providers' discovered configurations, per registration. Discovery happens at first use, so the
 * server starts while a provider is down; a failed discovery is forgotten and tried again next time.
 */
export class OidcClients {
  private readonly configurations = new Map<TIdentityProvider, Promise<client.Configuration>>();

  constructor(private readonly registrations: Partial<Record<TIdentityProvider, TIdentityProviderConfig>>) {}

  isConfigured(provider: TIdentityProvider): boolean {
    return this.registrations[provider] !== undefined;
  }

  private configurationOf(provider: TIdentityProvider): Promise<client.Configuration> {
    const cached = this.configurations.get(provider);
    if (cached) return cached;
    const registration = this.registrations[provider];
    if (!registration) return Promise.reject(new CodeExchangeError(`${provider} is not configured`));
    const insecure = isLocalHttpIssuer(registration.issuer);
    const discovered = client
      .discovery(
        new URL(registration.issuer),
        registration.clientId,
        undefined,
        client.ClientSecretPost(registration.clientSecret),
        { timeout: PROVIDER_TIMEOUT_S, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
      )
      .then((configuration) => {
        configuration.timeout = PROVIDER_TIMEOUT_S;
        // The ID token's signature is checked too, against the provider's published keys (jwks_uri),
        // not only its issuer, audience, dates and nonce: the token then proves itself, TLS or not.
        client.enableNonRepudiationChecks(configuration);
        return configuration;
      })
      .catch((error: unknown) => {
        this.configurations.delete(provider);
        throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
      });
    this.configurations.set(provider, discovered);
    return discovered;
  }

  /** The provider's authorization URL for this request (PKCE S256, state and nonce). */
  async authorizationUrl(
    provider: TIdentityProvider,
    input: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  ): Promise<URL> {
    const configuration = await this.configurationOf(provider);
    const parameters: Record<string, string> = {
      redirect_uri: input.redirectUri,
      scope: SCOPES[provider],
      response_type: 'code',
      state: input.state,
      nonce: input.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(input.codeVerifier),
      code_challenge_method: 'S256',
    };
    // FranceConnect asks for the eIDAS level every service provider must request.
    if (provider === 'franceconnect') parameters.acr_values = 'eidas1';
    return client.buildAuthorizationUrl(configuration, parameters);
  }

  /**
   * Exchanges the code (PKCE verifier, state and nonce checked, the ID token's signature — non-repudiation
   * checks on —, issuer, audience and dates verified by openid-client) and answers the claims: the ID token's, completed by
   * the userinfo endpoint when the token lacks the e-mail (FranceConnect, providers that keep claims there).
   */
  async exchangeCode(
    provider: TIdentityProvider,
    input: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string },
  ): Promise<Record<string, unknown>> {
    try {
      const configuration = await this.configurationOf(provider);
      const tokens = await client.authorizationCodeGrant(configuration, input.callbackUrl, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new CodeExchangeError('no ID token');
      let claims: Record<string, unknown> = { ...idClaims };
      if (typeof claims.email !== 'string') {
        const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
        claims = { ...userInfo, ...claims, email: userInfo.email, email_verified: userInfo.email_verified };
        if (claims.given_name === undefined) claims.given_name = userInfo.given_name;
        if (claims.family_name === undefined) claims.family_name = userInfo.family_name;
      }
      return claims;
    } catch (error) {
      throw classify(error);
    }
  }
}
