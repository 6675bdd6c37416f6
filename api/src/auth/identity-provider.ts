/**
 * The built-in development identity provider: a real OpenID Connect provider
 * (oidc-provider) whose sign-in page asks only for an email and a name. It runs
 * the full authorization-code flow with PKCE, state and nonce, so development
 * and tests exercise the same path as a real provider. Its state lives in a
 * store (idp-store.ts) and its keys derive from a secret, so any instance
 * behind a balancer continues a sign-in another one began. Used in production
 * only when BUILT_IN_SIGN_IN says so.
 */
import { createECDH, createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa, { type Context as KoaContext } from 'koa';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { readRawBody } from '../middlewares/body';
import { memoryIdpStore, type IdpAdapterClass } from './idp-store';

/** A client the provider accepts. */
export interface IdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** Options of `createIdentityProvider`. */
export interface IdentityProviderOptions {
  /** Issuer URL; its path is where the provider is mounted (e.g. http://localhost:8787/idp). */
  issuer: string;
  clients: IdpClient[];
  /** Keys signing the provider's own cookies (the same on every instance). */
  cookieKeys: string[];
  /**
   * Secret the token-signing key derives from, so every instance signs with the same key (the app passes one
   * derived from SESSION_SECRET); absent: a fresh key for this process.
   */
  signingSecret?: string;
  /** Where the provider's state lives (default: this process; the app passes the Redis store when REDIS_URL is set). */
  store?: IdpAdapterClass;
}

/** A provider and the Node handler that serves it (interaction pages included) under the issuer's path. */
export interface IdentityProvider {
  provider: Provider;
  /** Path prefix the handler answers (the issuer's path, '' at the root). */
  mountPath: string;
  /** Serves every request under mountPath; resolves when the answer is written. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /**
   * Ends this browser's sign-in session at the provider (the one its cookie
   * names) and clears that cookie, so the next sign-in shows the form again.
   */
  endSession(ctx: KoaContext): Promise<void>;
}

/** Names of the provider's session cookie and its signature. */
const SESSION_COOKIES = ['_session', '_session.sig'];

const SCOPES = ['openid', 'email', 'profile'];

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function signInPage(action: string, clientId: string, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to ToneLens (development)</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1e293b;padding:2rem;border-radius:12px;width:min(22rem,90vw);box-shadow:0 10px 30px #0006}
h1{font-size:1.25rem;margin:0 0 .25rem}p{color:#94a3b8;font-size:.875rem;margin:0 0 1.25rem}
label{display:block;font-size:.875rem;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:8px;border:1px solid #475569;background:#0f172a;color:#e2e8f0}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#8b5cf6;color:white;font-weight:600;cursor:pointer}
.error{color:#fca5a5}
</style></head>
<body><main>
<h1>Sign in to ToneLens</h1>
<p>Development sign-in for <strong>${escapeHtml(clientId)}</strong>: no password, just who you are.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email" autofocus>
<label for="name">Name</label><input id="name" name="name" type="text" required autocomplete="name" maxlength="100">
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

/** Lifetimes of the provider's artifacts, in seconds (short: this provider only serves sign-in). */
const TTL = {
  AccessToken: 600,
  AuthorizationCode: 60,
  IdToken: 600,
  Interaction: 600,
  Session: 86_400,
  Grant: 86_400,
};

/** The token-signing algorithm: an elliptic-curve key, which (unlike RSA) derives from a secret in one step. */
const SIGNING_ALG = 'ES256';

/**
 * The provider's P-256 signing key as a JWK, derived from `secret`: the private scalar is an HMAC of it (the
 * rare value outside the curve's order moves on to the next counter), its public point computed from it.
 */
export function signingKey(secret: string): Record<string, string> {
  for (let counter = 0; ; counter++) {
    const d = createHmac('sha256', secret).update(`dev-idp-signing-key:${counter}`).digest();
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(d);
    } catch {
      continue;
    }
    const point = ecdh.getPublicKey();
    return {
      kty: 'EC',
      crv: 'P-256',
      alg: SIGNING_ALG,
      use: 'sig',
      d: d.toString('base64url'),
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    };
  }
}

/** A valid email for the sign-in form (kept simple: something@something.something). */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,200}\.[^\s@]{2,}$/;

/**
 * Creates the provider. The subject is the lower-cased email; the name typed
 * with it is kept in the provider's store. oidc-provider is loaded here, so a server signing in through an
 * external provider never loads it.
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { default: ProviderClass } = await import('oidc-provider');
  const mountPath = new URL(options.issuer).pathname.replace(/\/+$/, '');

  const store = options.store ?? memoryIdpStore();
  const accounts = new store('Account');
  const configuration: Configuration = {
    adapter: store,
    jwks: { keys: [signingKey(options.signingSecret ?? randomBytes(32).toString('base64url'))] },
    ttl: TTL,
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
      id_token_signed_response_alg: SIGNING_ALG,
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: SCOPES,
    cookies: { keys: options.cookieKeys },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          const stored = (await accounts.find(id))?.name;
          const name = typeof stored === 'string' ? stored : id.split('@')[0]!;
          const [given, ...rest] = name.split(' ');
          return {
            sub: id,
            email: id,
            email_verified: false,
            name,
            given_name: given,
            family_name: rest.join(' ') || undefined,
          };
        },
      };
    },
    // First-party clients only: consent is implied, so the flow goes straight back after sign-in.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client) return undefined;
      const existing = ctx.oidc.session?.grantIdFor(client.clientId);
      if (existing) {
        const found = await ctx.oidc.provider.Grant.find(existing);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name']);
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`;
    },
  };
  const provider = new ProviderClass(options.issuer, configuration);
  // oidc-provider warns about development-only defaults (in-memory adapter, generated signing keys): that is this provider.
  provider.on('server_error', (_ctx, error) => console.error('[idp] server error', error));

  const interactions = new Koa();
  interactions.use(async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const action = `${mountPath}/interaction/${details.uid}/login`;
    const clientId = String(details.params.client_id ?? '');
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'GET' && !match[2]) {
      ctx.type = 'html';
      ctx.body = signInPage(action, clientId);
      return;
    }
    if (ctx.method === 'POST' && match[2]) {
      const form = new URLSearchParams((await readRawBody(ctx.req, 16 * 1024)).toString('utf8'));
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const name = (form.get('name') ?? '').trim().slice(0, 100);
      if (!EMAIL.test(email) || !name) {
        ctx.status = 400;
        ctx.type = 'html';
        ctx.body = signInPage(action, clientId, 'Enter a valid email and your name.');
        return;
      }
      await accounts.upsert(email, { name }, TTL.Session);
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: email } },
        { mergeWithLastSubmission: false },
      );
      ctx.respond = false;
      return;
    }
    ctx.status = 405;
  });
  const interactionHandler = interactions.callback();
  const providerHandler = provider.callback();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const original = req.url ?? '/';
    const inner = original.slice(mountPath.length) || '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = inner;
    try {
      if (inner.startsWith('/interaction/')) await interactionHandler(req, res);
      else await providerHandler(req, res);
    } finally {
      // The app's access log and metrics name the request by the path it arrived on.
      req.url = original;
    }
  }

  async function endSession(ctx: KoaContext): Promise<void> {
    const session = await provider.Session.get(ctx);
    if (session.accountId) await session.destroy();
    for (const name of SESSION_COOKIES) {
      if (ctx.cookies.get(name)) ctx.cookies.set(name, null, { httpOnly: true, sameSite: 'lax' });
    }
  }

  return { provider, mountPath, handle, endSession };
}
