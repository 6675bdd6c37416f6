/** GET /api/config: the server's public settings (no sign-in needed). */
import Router from '@koa/router';
import { BUILD_VERSION, type AppConfig } from '@tonelens/core';
import type { RouteDeps } from '../deps';

/** Answers the audio tool's URL, the three sister apps and the build version (core's BUILD_VERSION). */
export function createConfigRouter({ env }: Pick<RouteDeps, 'env'>): Router {
  const body: AppConfig = {
    audioToolUrl: env.AUDIO_TOOL_URL,
    sisterApps: env.SISTER_APP_URLS.map((app) => ({ name: app.name, url: app.url })),
    version: BUILD_VERSION,
  };
  const router = new Router({ prefix: '/api' });
  router.get('/config', (ctx) => {
    // Clients read it once per page load; a short cache spares repeat reads without outliving a redeploy by much.
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
  });
  return router;
}
