import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { serveMetrics } from './metrics-server';

describe('the metrics port', () => {
  const metrics = createMetrics();
  let served: Awaited<ReturnType<typeof serveMetrics>>;
  beforeAll(async () => {
    served = await serveMetrics(metrics, '127.0.0.1', 0);
  });
  afterAll(() => new Promise<void>((r) => served.server.close(() => r())));

  it('answers GET /metrics in Prometheus text format with what was counted', async () => {
    metrics.rateLimited.inc({ limit: 'ai' });
    metrics.aiFallbacks.inc({ method: 'enhanced' });
    metrics.requestDuration.observe({ method: 'GET', route: '/api/journal', status: '200' }, 0.012);
    const res = await fetch(`http://127.0.0.1:${served.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('tonelens_rate_limited_total{limit="ai"} 1');
    expect(text).toContain('tonelens_ai_fallbacks_total{method="enhanced"} 1');
    expect(text).toContain(
      'tonelens_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/journal",status="200"} 1',
    );
  });

  it('answers anything else with a JSON 404', async () => {
    for (const path of ['/', '/metrics/x', '/api/health']) {
      const res = await fetch(`http://127.0.0.1:${served.port}${path}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('route_not_found');
    }
    const post = await fetch(`http://127.0.0.1:${served.port}/metrics`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
