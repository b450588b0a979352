import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The person the next interaction signs in: the claims the provider will vouch for. */
export type TTestIdentity = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type TOidcTestProvider = {
  /** What to give OIDC_<PROVIDER>_ISSUER (http://127.0.0.1:<port>). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in, or « deny »: the person refuses consent (access_denied). */
  setNextLogin(next: TTestIdentity | 'deny'): void;
  /** While down, every request answers 503 (discovery, token, userinfo): a provider in trouble. */
  setDown(down: boolean): void;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider 9) on a local port, for integration and e2e tests: one
 * confidential client (client_secret_post, PKCE required) and an interaction that signs in whoever
 * `setNextLogin` chose and grants consent at once — no login form to fill. With `claimsInIdToken`
 * false (FranceConnect's way) the ID token carries only `sub` and the rest comes from userinfo.
 */
export async function startOidcTestProvider(options: {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
  claimsInIdToken?: boolean;
}): Promise<TOidcTestProvider> {
  const clientId = options.clientId ?? 'jurisrdv-test';
  const clientSecret = options.clientSecret ?? 'jurisrdv-test-secret-0123456789abcdef';
  const accounts = new Map<string, TTestIdentity>();
  let next: TTestIdentity | 'deny' = { sub: 'nobody' };
  let down = false;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    conformIdTokenClaims: options.claimsInIdToken === false,
    findAccount: (_context: unknown, sub: string) => {
      const identity = accounts.get(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: () => ({ ...identity }) };
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    cookies: { keys: ['jurisrdv-test-provider-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const handle = provider.callback();

  async function interact(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (next === 'deny') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    accounts.set(next.sub, next);
    const grant = new provider.Grant({ accountId: next.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: next.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (down) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('down');
      return;
    }
    if (request.url?.startsWith('/interaction/')) {
      interact(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    handle(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    setNextLogin(identity) {
      next = identity;
    },
    setDown(value) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
