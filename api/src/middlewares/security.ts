/** Security headers on every answer, and a Content-Security-Policy for served pages. */
import type { Middleware } from 'koa';

/** Options of the served pages' policy. */
export interface SecurityHeaderOptions {
  /** The audio tool the web app embeds in a frame (origin or URL), if configured. */
  audioToolUrl?: string;
  /** Served over HTTPS (PUBLIC_URL is https): browsers are told to use nothing else (Strict-Transport-Security). */
  https?: boolean;
}

/** Strict-Transport-Security of an HTTPS server: one year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The Content-Security-Policy of HTML pages served by this server. */
export function pageCsp({ audioToolUrl }: SecurityHeaderOptions): string {
  const frameSrc = audioToolUrl ? new URL(audioToolUrl).origin : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Chart.js and React set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frameSrc}`,
    "media-src 'self' blob: data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON answers are data, never documents: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Sets nosniff, referrer policy, framing rules and a CSP (the page policy for HTML, the locked-down one otherwise). */
export function securityHeaders(options: SecurityHeaderOptions): Middleware {
  const page = pageCsp(options);
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
      if (options.https) ctx.set('Strict-Transport-Security', HSTS);
      if (!ctx.response.get('Content-Security-Policy')) {
        const type = String(ctx.response.get('Content-Type'));
        // The service worker runs under the policy it is served with: it needs the page's, not the API's 'none'.
        const pageLike = type.startsWith('text/html') || ctx.path === '/sw.js';
        ctx.set('Content-Security-Policy', pageLike ? page : API_CSP);
      }
    }
  };
}
