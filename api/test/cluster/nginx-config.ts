/**
 * The balancer's configuration: nginx round-robin over the API instances.
 * PROXY_DIRECTIVES are the same in the native cluster (written here) and in
 * deploy/nginx.conf for compose (a test keeps the two equal).
 */

/** How nginx passes a request on, and when it tries another instance. */
export const PROXY_DIRECTIVES = [
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $http_host;',
  // Appends the address nginx received the request from: the API trusts that entry (TRUST_PROXY_HOPS=1), not the client's.
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Request-Id $request_id;',
  // A refused or reset connection and a draining instance's 503 were never processed: another instance may answer,
  // POSTs included (non_idempotent). An instance only answers 503 before doing anything.
  'proxy_next_upstream error timeout http_503 non_idempotent;',
  'proxy_next_upstream_tries 3;',
  'proxy_connect_timeout 2s;',
  'proxy_read_timeout 60s;',
  'client_max_body_size 3m;',
] as const;

/**
 * Upstream settings: idle connections close before Node's 5 s keep-alive; an instance that failed is not set aside
 * (max_fails=0), since a refused connection costs a loopback round trip and setting one aside while its neighbour
 * restarts would leave no instance to answer.
 */
export const UPSTREAM_DIRECTIVES = ['zone tonelens 64k;', 'keepalive 32;', 'keepalive_timeout 4s;'] as const;

/** Options of `nginxConfig`. */
export interface NginxConfigOptions {
  /** Address nginx listens on, e.g. 127.0.0.1:8080. */
  listen: string;
  /** The instances, e.g. ["127.0.0.1:40001", "127.0.0.1:40002"]. */
  upstreams: string[];
  /** Folder for the pid file, logs and temporary files (nginx -p). */
  prefix: string;
  /** Worker processes (default 1). */
  workers?: number;
}

/** A complete nginx.conf for the native cluster, with every path under `prefix`. */
export function nginxConfig({ listen, upstreams, prefix, workers = 1 }: NginxConfigOptions): string {
  const indent = (lines: readonly string[], by: string) => lines.map((l) => `${by}${l}`).join('\n');
  return `# Written by the cluster starter; see deploy/nginx.conf for the compose version.
worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream tonelens {
${indent(UPSTREAM_DIRECTIVES, '    ')}
${upstreams.map((u) => `    server ${u} max_fails=0;`).join('\n')}
  }
  server {
    listen ${listen};
    location / {
      proxy_pass http://tonelens;
${indent(PROXY_DIRECTIVES, '      ')}
    }
  }
}
`;
}
