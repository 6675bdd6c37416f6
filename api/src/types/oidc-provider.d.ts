/**
 * The small part of oidc-provider 9 this project uses (the package ships no
 * types). Shapes follow its documentation.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ProviderGrant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  interface ProviderContext {
    oidc: {
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      client?: { clientId: string };
      provider: Provider;
    };
  }

  interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string };
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    adapter?: new (name: string) => unknown;
    jwks?: { keys: Record<string, unknown>[] };
    ttl?: Record<string, number>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required?: () => boolean };
    interactions?: { url?: (ctx: ProviderContext, interaction: { uid: string }) => string };
    findAccount?: (
      ctx: ProviderContext,
      id: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> } | undefined>;
    loadExistingGrant?: (ctx: ProviderContext) => Promise<ProviderGrant | undefined>;
    renderError?: (
      ctx: { type: string; body: unknown },
      out: { error?: unknown; error_description?: unknown },
      error: unknown,
    ) => void | Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: {
      new (properties: { clientId: string; accountId: string }): ProviderGrant;
      find(id: string): Promise<ProviderGrant | undefined>;
    };
    Session: {
      /** The session the request's (signed) `_session` cookie names, or a new empty one. */
      get(ctx: {
        req: IncomingMessage;
        res: ServerResponse;
        secure: boolean;
      }): Promise<{ accountId?: string; destroy(): Promise<void> }>;
    };
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    listen(port: number, host?: string, callback?: () => void): import('node:http').Server;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
