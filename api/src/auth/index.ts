/**
 * Sign-in wiring: which identity provider to use (an external OAuth2/OpenID
 * Connect provider from the environment, else the built-in development one),
 * grant's configuration for it, and the session cookie.
 */
import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import grant from 'grant';
import type { Env } from '../env';
import type { IdentityProvider } from './identity-provider';

/** Name of the app's session cookie (not `_session`: oidc-provider uses that one). */
export const SESSION_COOKIE = 'tonelens.sid';

/** Where grant's routes live; the provider redirects to `${GRANT_PREFIX}/oidc/callback`. */
export const GRANT_PREFIX = '/api/connect';

/** The endpoints of the identity provider in use. */
export interface ProviderEndpoints {
  /** Identifies the provider in user subjects. */
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

/** Sign-in as configured: grant's middleware, the endpoints, and the built-in provider when it is the one in use. */
export interface Auth {
  grant: Middleware;
  endpoints: ProviderEndpoints;
  devIdentityProvider?: IdentityProvider;
}

/** Path of the built-in provider. */
export const DEV_IDP_PATH = '/idp';

async function discover(
  issuer: string,
): Promise<{ authorization_endpoint: string; token_endpoint: string; userinfo_endpoint: string }> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
  const doc = (await response.json()) as Record<string, unknown>;
  for (const key of ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint']) {
    if (typeof doc[key] !== 'string') throw new Error(`OIDC discovery at ${url} has no ${key}`);
  }
  return doc as { authorization_endpoint: string; token_endpoint: string; userinfo_endpoint: string };
}

/**
 * Resolves the provider (discovering an issuer's endpoints) and builds grant for it. The built-in provider keeps
 * its state in `redis` when given (every instance then continues any sign-in) and derives its keys from
 * SESSION_SECRET.
 */
export async function createAuth(env: Env, { redis }: { redis?: Redis } = {}): Promise<Auth> {
  const redirectUri = `${env.PUBLIC_URL}${GRANT_PREFIX}/oidc/callback`;
  const scopes = env.OAUTH_SCOPES.split(/\s+/).filter(Boolean);
  let endpoints: ProviderEndpoints;
  let devIdentityProvider: IdentityProvider | undefined;
  if (env.OIDC_ISSUER) {
    const doc = await discover(env.OIDC_ISSUER);
    endpoints = {
      issuer: env.OIDC_ISSUER,
      authorizeUrl: env.OAUTH_AUTHORIZE_URL ?? doc.authorization_endpoint,
      tokenUrl: env.OAUTH_TOKEN_URL ?? doc.token_endpoint,
      profileUrl: env.OAUTH_PROFILE_URL ?? doc.userinfo_endpoint,
      clientId: env.OAUTH_CLIENT_ID!,
      clientSecret: env.OAUTH_CLIENT_SECRET!,
      scopes,
    };
  } else if (env.OAUTH_AUTHORIZE_URL && env.OAUTH_TOKEN_URL && env.OAUTH_PROFILE_URL) {
    endpoints = {
      issuer: new URL(env.OAUTH_AUTHORIZE_URL).origin,
      authorizeUrl: env.OAUTH_AUTHORIZE_URL,
      tokenUrl: env.OAUTH_TOKEN_URL,
      profileUrl: env.OAUTH_PROFILE_URL,
      clientId: env.OAUTH_CLIENT_ID!,
      clientSecret: env.OAUTH_CLIENT_SECRET!,
      scopes,
    };
  } else {
    if (env.NODE_ENV === 'production' && !env.BUILT_IN_SIGN_IN) {
      throw new Error('No identity provider configured for production');
    }
    const issuer = `${env.PUBLIC_URL}${DEV_IDP_PATH}`;
    const derive = (purpose: string) => createHmac('sha256', env.SESSION_SECRET).update(purpose).digest('base64url');
    const clientSecret = derive('dev-idp-client');
    const { createIdentityProvider } = await import('./identity-provider');
    const { redisIdpStore } = await import('./idp-store');
    devIdentityProvider = await createIdentityProvider({
      issuer,
      clients: [{ clientId: 'tonelens-dev', clientSecret, redirectUris: [redirectUri] }],
      cookieKeys: [derive('dev-idp-cookies')],
      signingSecret: derive('dev-idp-signing'),
      store: redis ? redisIdpStore(redis, env.REDIS_PREFIX) : undefined,
    });
    endpoints = {
      issuer,
      authorizeUrl: `${issuer}/auth`,
      tokenUrl: `${issuer}/token`,
      profileUrl: `${issuer}/me`,
      clientId: 'tonelens-dev',
      clientSecret,
      scopes: ['openid', 'email', 'profile'],
    };
  }

  const middleware = grant.koa()({
    defaults: {
      origin: env.PUBLIC_URL,
      prefix: GRANT_PREFIX,
      transport: 'session',
      state: true,
      nonce: true,
      pkce: true,
      response: ['tokens', 'profile'],
    },
    oidc: {
      oauth: 2,
      authorize_url: endpoints.authorizeUrl,
      access_url: endpoints.tokenUrl,
      profile_url: endpoints.profileUrl,
      key: endpoints.clientId,
      secret: endpoints.clientSecret,
      scope: endpoints.scopes,
      // grant joins scopes with ',' unless told otherwise, and OIDC providers reject that.
      scope_delimiter: ' ',
      callback: '/api/callback',
    },
  }) as Middleware;

  return { grant: middleware, endpoints, devIdentityProvider };
}
