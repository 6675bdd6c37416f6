/**
 * deploy/nginx.conf checked by a real nginx (`nginx -t`, Debian's package at /usr/sbin/nginx or NGINX_BIN).
 *
 * The file is written for nginx 1.27.3 or later (compose runs nginx:1.28): `server api:8787 resolve` asks Docker's
 * DNS for "api" again while nginx runs, and the upstream server's `resolve` parameter does not exist before 1.27.3.
 * With such an nginx the file is checked as written. With an older one (Debian 12 ships 1.22) the test first asserts
 * that the local version really is older, then renders the file for it by one substitution, on that line only:
 *
 *   server api:8787 resolve <parameters>;  →  server 127.0.0.1:8787 <parameters>;
 *
 * (without `resolve` nginx looks the name up as it loads, and no host "api" exists outside compose's network).
 * Every other line, the resolver and the upstream's zone included, reaches nginx as written.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NGINX_BIN } from '../api/test/cluster/processes';

const REPO = resolve(import.meta.dirname, '..');
const CONF = readFileSync(join(REPO, 'deploy', 'nginx.conf'), 'utf8');

/** The first nginx with the upstream server's `resolve` parameter. */
const RESOLVE_SINCE = [1, 27, 3] as const;

/** The upstream server line that needs `resolve`: the service name, its port, then `resolve` and other parameters. */
const RESOLVED_SERVER = /^(\s*server\s+)api(:\d+)\s+resolve\b([^;\n]*;)/m;

const work = mkdtempSync(join(tmpdir(), 'tonelens-nginx-t-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The local nginx's version, e.g. [1, 22, 1] (nginx -v writes it to standard error). */
function localVersion(): number[] {
  const run = spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' });
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(`${run.stderr}${run.stdout}`);
  if (!match) throw new Error(`${NGINX_BIN} -v did not print a version: ${run.stderr}${run.stdout}`);
  return match.slice(1).map(Number);
}

/** True when version `a` comes before `b`. */
function older(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < b[i]!;
  return false;
}

/** nginx.conf as the local nginx can load it (see the file's comment): unchanged when it supports `resolve`. */
function renderForLocal(conf: string, version: readonly number[]): string {
  if (!older(version, RESOLVE_SINCE)) return conf;
  return conf.replace(RESOLVED_SERVER, '$1127.0.0.1$2$3');
}

/** Runs `nginx -t` on `conf` with its pid file and logs in a folder of its own; answers the exit status and output. */
function nginxTest(conf: string, name: string): { status: number | null; output: string } {
  const prefix = mkdtempSync(join(work, `${name}-`));
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  const run = spawnSync(
    NGINX_BIN,
    ['-t', '-p', prefix, '-c', file, '-g', `pid ${join(prefix, 'nginx.pid')}; error_log ${join(prefix, 'error.log')};`],
    { encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('deploy/nginx.conf under nginx -t', () => {
  const version = localVersion();
  const rendered = renderForLocal(CONF, version);

  it('is written for nginx ≥ 1.27.3: the api upstream is re-resolved through Docker’s DNS', () => {
    expect(CONF).toMatch(RESOLVED_SERVER);
    expect(CONF).toMatch(/^\s*resolver\s+127\.0\.0\.11\b/m);
  });

  it('changes, for an older local nginx, only the line that needs resolve, and says the local nginx is older', () => {
    const changed = CONF.split('\n').filter((line, i) => rendered.split('\n')[i] !== line);
    if (!older(version, RESOLVE_SINCE)) {
      expect(changed).toEqual([]);
      return;
    }
    // The substitution is for nginx before 1.27.3 only: the local one is.
    expect(older(version, RESOLVE_SINCE), `nginx ${version.join('.')}`).toBe(true);
    expect(changed).toEqual([CONF.match(RESOLVED_SERVER)![0].split('\n').at(-1)]);
    expect(rendered.split('\n')).toHaveLength(CONF.split('\n').length);
    expect(rendered).toMatch(/^\s*server 127\.0\.0\.1:8787 max_fails=0;$/m);
    const directives = rendered.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/\bresolve\b/);
  });

  it('passes nginx -t', () => {
    const { status, output } = nginxTest(rendered, 'deploy');
    expect(output).toMatch(/syntax is ok/);
    expect(status, output).toBe(0);
  });

  it('would fail nginx -t with a directive nginx does not know (the check is real)', () => {
    const broken = rendered.replace('proxy_next_upstream_tries 3;', 'proxy_next_upstream_trys 3;');
    expect(broken).not.toBe(rendered);
    const { status, output } = nginxTest(broken, 'broken');
    expect(status).not.toBe(0);
    expect(output).toMatch(/unknown directive "proxy_next_upstream_trys"/);
  });

  it.runIf(older(version, RESOLVE_SINCE))(
    'is refused as written by the older local nginx (resolve is why it is rendered)',
    () => {
      const { status, output } = nginxTest(CONF, 'as-written');
      expect(status).not.toBe(0);
      expect(output).toMatch(/invalid parameter "resolve"/);
    },
  );
});
