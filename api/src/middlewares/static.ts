/** Serves the built web app: files from the dist folder, /sw.js uncached, and index.html for client routes. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Middleware } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

async function fileAt(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET/HEAD outside /api and /idp: the file under `root` if it exists (hashed
 * files under /assets cached for a year, everything else revalidated), else
 * index.html so the client router can answer (its own 404 page included).
 */
export function serveWebApp(root: string): Middleware {
  const base = normalize(root + sep);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api') || ctx.path.startsWith('/idp')) {
      return next();
    }
    let path: string;
    try {
      path = normalize(join(base, decodeURIComponent(ctx.path)));
    } catch {
      return next();
    }
    if (!path.startsWith(base)) return next();
    let file = await fileAt(path);
    if (!file) {
      if (extname(ctx.path)) return next();
      path = join(base, 'index.html');
      file = await fileAt(path);
      if (!file) return next();
    }
    ctx.type = TYPES[extname(path)] ?? 'application/octet-stream';
    ctx.length = file.size;
    ctx.lastModified = file.mtime;
    const immutable = ctx.path.startsWith('/assets/');
    ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (ctx.path === '/sw.js') ctx.set('Service-Worker-Allowed', '/');
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(path);
  };
}
