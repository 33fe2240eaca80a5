import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * The person "Google" signs in. The provider's login form takes any login: one that is an e-mail
 * address becomes the account's e-mail (so each test can have its own), anything else is this one.
 */
export const GOOGLE_TEST_USER = {
  email: 'google.user@example.com',
  name: 'Gabriela Google',
} as const;

export interface OidcServerOptions {
  /** 0 picks a free port. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcServer {
  issuer: string;
  discoveryUrl: string;
  close(): Promise<void>;
}

/**
 * A local OpenID Connect provider (panva's oidc-provider) that stands in for Google: one
 * confidential client, the claims email, email_verified and name, and oidc-provider's built-in
 * development interactions (a login form where any login works, then a consent screen).
 */
export async function startOidcServer(options: OidcServerOptions): Promise<OidcServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'e2e-signing-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth sends the secret in the body when none is configured otherwise.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Like Google, put the requested claims in the ID token too (not only at userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    async findAccount(_ctx: unknown, sub: string) {
      const email = sub.includes('@') ? sub : GOOGLE_TEST_USER.email;
      return {
        accountId: sub,
        async claims() {
          return { sub, email, email_verified: true, name: GOOGLE_TEST_USER.name };
        },
      };
    },
  });
  // Its warnings about development-only settings are expected here.
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('[oidc] server_error', error));

  server.on('request', provider.callback());

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
