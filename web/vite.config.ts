import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the zod setting below is served from. */
const ZOD_JITLESS_PATH = '/zod-jitless.js';
/** Sets zod's global config before zod loads (zod reads globalThis.__zod_globalConfig when it starts). */
const ZOD_JITLESS_SOURCE =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });\n';

/**
 * zod probes for eval with `new Function` while core's contract schemas are
 * built, which the page's Content-Security-Policy (script-src 'self') refuses
 * and reports. A tiny same-origin script, run before the app's modules, tells
 * zod not to try; an inline script would itself break the policy.
 */
function zodJitless(): Plugin {
  return {
    name: 'tonelens-zod-jitless',
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: ZOD_JITLESS_PATH }, injectTo: 'head-prepend' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ZOD_JITLESS_PATH.slice(1), source: ZOD_JITLESS_SOURCE });
    },
    configureServer(server) {
      server.middlewares.use(ZOD_JITLESS_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(ZOD_JITLESS_SOURCE);
      });
    },
  };
}

/** The line of public/sw.js the build replaces with this build's id and files. */
const SW_BUILD_LINE = "const BUILD = { id: 'dev', assets: [] };";

/**
 * Writes into the built sw.js the build's id and every script and style it
 * emitted, lazily loaded chunks included (the chart, the dialogs, the other
 * screens), so the service worker keeps them all for offline use, and a new
 * release (a new id) installs a fresh copy and drops the old one.
 */
function serviceWorkerPrecache(): Plugin {
  let outDir = '';
  // Stays undefined when the build failed before writing anything: closeBundle runs then too, and must let the
  // build's own error show instead of failing on a sw.js that was never copied.
  let assets: string[] | undefined;
  return {
    name: 'tonelens-sw-precache',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      assets = Object.keys(bundle)
        .filter((file) => /\.(?:js|css)$/.test(file))
        .map((file) => `/${file}`)
        .sort();
    },
    closeBundle() {
      if (!assets) return;
      const path = join(outDir, 'sw.js');
      const source = readFileSync(path, 'utf8');
      if (!source.includes(SW_BUILD_LINE)) throw new Error(`sw.js lacks the line ${SW_BUILD_LINE}`);
      const id = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      writeFileSync(path, source.replace(SW_BUILD_LINE, `const BUILD = ${JSON.stringify({ id, assets })};`));
    },
  };
}

// The web app: sources and index.html in web/, built into web/dist (served by the API in production).
export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell exported: Vite and the React plugin pick React's
  // development bundle from NODE_ENV, read after this file runs, over the mode.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    mode: command === 'build' ? 'production' : 'development',
    root: import.meta.dirname,
    plugins: [react(), zodJitless(), serviceWorkerPrecache()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
    },
    server: {
      port: 8802,
      strictPort: true,
      host: '127.0.0.1',
      // During development the API (npm run serve) answers /api and the tone studio.
      proxy: {
        '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:8787', changeOrigin: false },
        '/tone-studio': { target: process.env.API_URL ?? 'http://127.0.0.1:8787', changeOrigin: false },
      },
    },
    preview: { port: 8802, strictPort: true, host: '127.0.0.1' },
  };
});
