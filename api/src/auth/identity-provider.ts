/**
 * The built-in development identity provider: a real OpenID Connect provider
 * (oidc-provider) whose sign-in page asks only for an email and a name. It runs
 * the full authorization-code flow with PKCE, state and nonce, so development
 * and tests exercise the same path as a real provider. Never used in production.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa, { type Context as KoaContext } from 'koa';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { readRawBody } from '../middlewares/body';

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
  /** Keys signing the provider's own cookies. */
  cookieKeys: string[];
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

type Stored = { payload: Record<string, unknown>; expiresAt: number };

/** In-memory storage of the provider's artifacts, with expiry (state is lost on restart, which is fine for development sign-in). */
class MemoryAdapter {
  private static stores = new Map<string, Map<string, Stored>>();
  private readonly store: Map<string, Stored>;
  constructor(name: string) {
    this.store = MemoryAdapter.stores.get(name) ?? new Map();
    MemoryAdapter.stores.set(name, this.store);
  }
  private live(id: string): Stored | undefined {
    const s = this.store.get(id);
    if (s && s.expiresAt < Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return s;
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    if (this.store.size > 50_000) for (const key of this.store.keys()) this.live(key);
    this.store.set(id, { payload, expiresAt: Date.now() + (expiresIn || 3600) * 1000 });
  }
  async find(id: string) {
    return this.live(id)?.payload;
  }
  async findByUserCode(userCode: string) {
    for (const [id] of this.store) {
      const s = this.live(id);
      if (s?.payload.userCode === userCode) return s.payload;
    }
    return undefined;
  }
  async findByUid(uid: string) {
    for (const [id] of this.store) {
      const s = this.live(id);
      if (s?.payload.uid === uid) return s.payload;
    }
    return undefined;
  }
  async consume(id: string) {
    const s = this.live(id);
    if (s) s.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    this.store.delete(id);
  }
  async revokeByGrantId(grantId: string) {
    for (const [id, s] of this.store) if (s.payload.grantId === grantId) this.store.delete(id);
  }
}

/** A valid email for the sign-in form (kept simple: something@something.something). */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,200}\.[^\s@]{2,}$/;

/**
 * Creates the provider. Accounts live in memory: the subject is the lower-cased
 * email. oidc-provider is loaded here, so a server signing in through an
 * external provider never loads it.
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { default: ProviderClass } = await import('oidc-provider');
  const names = new Map<string, string>();
  const mountPath = new URL(options.issuer).pathname.replace(/\/+$/, '');

  // A fresh signing key per process: tokens only live for one sign-in.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    adapter: MemoryAdapter,
    jwks: { keys: [privateKey.export({ format: 'jwk' }) as Record<string, unknown>] },
    ttl: TTL,
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
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
          const name = names.get(id) ?? id.split('@')[0]!;
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
      names.set(email, name);
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
    if (inner.startsWith('/interaction/')) await interactionHandler(req, res);
    else await providerHandler(req, res);
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
