import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig, PROXY_DIRECTIVES, UPSTREAM_DIRECTIVES } from './nginx-config';

const REPO = resolve(import.meta.dirname, '..', '..', '..');

describe('the balancer configuration', () => {
  it('is the same in compose (deploy/nginx.conf) as in the native cluster', () => {
    const compose = readFileSync(join(REPO, 'deploy', 'nginx.conf'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const directive of [...PROXY_DIRECTIVES, ...UPSTREAM_DIRECTIVES]) expect(compose).toContain(directive);
    // Docker's DNS is asked again while nginx runs, so scaled and restarted instances are found.
    expect(compose).toContain('resolver 127.0.0.11 valid=5s ipv6=off;');
    expect(compose).toContain('server api:8787 resolve max_fails=0;');
  });

  it('keeps every path nginx writes under its prefix and balances every instance', () => {
    const conf = nginxConfig({ listen: '127.0.0.1:1', upstreams: ['127.0.0.1:2', '127.0.0.1:3'], prefix: '/tmp/x' });
    for (const line of conf.split('\n').filter((l) => /_path |^pid |^error_log /.test(l.trim()))) {
      expect(line).toContain('/tmp/x/');
    }
    expect(conf).toContain('server 127.0.0.1:2 max_fails=0;');
    expect(conf).toContain('server 127.0.0.1:3 max_fails=0;');
    expect(conf).toContain('listen 127.0.0.1:1;');
  });
});
