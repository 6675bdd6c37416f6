/**
 * compose.yaml as Docker Compose reads it: what each service builds, mounts and is given. Docker's engine does
 * not run here; the image itself is built and booted by image.test.ts, and the variables it is given are parsed
 * by the API's own env tests.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadDatabaseEnv } from '../api/src/env';
import { FILE_VARIABLES } from '../api/src/env-sources';

const REPO = resolve(import.meta.dirname, '..');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  secrets?: string[];
}

const compose = parse(readFileSync(resolve(REPO, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
};

/** Variables whose value is a secret: only ever given as `<NAME>_FILE`. */
const SECRET_VARIABLES = ['SESSION_SECRET', 'DB_PASSWORD', 'OAUTH_CLIENT_SECRET', 'OPENAI_API_KEY', 'METRICS_TOKEN'];

describe('compose.yaml', () => {
  const { api, migrate } = compose.services;

  it('builds the api image from the Dockerfile, and the migrate step runs that same image', () => {
    expect(api!.build).toBe('.');
    expect(api!.image).toBe('tonelens');
    expect(migrate!.image).toBe('tonelens');
  });

  it('gives secrets as files the service mounts, never as values in its environment', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const environment = service.environment ?? {};
      for (const variable of SECRET_VARIABLES) expect(environment, `${name}: ${variable}`).not.toHaveProperty(variable);
      for (const [variable, value] of Object.entries(environment)) {
        if (!variable.endsWith('_FILE')) continue;
        if (!variable.startsWith('MARIADB_')) {
          expect(FILE_VARIABLES, `${name}: ${variable}`).toContain(variable.slice(0, -'_FILE'.length));
        }
        const secret = /^\/run\/secrets\/(.+)$/.exec(value)?.[1];
        expect(service.secrets, `${name}: ${variable}`).toContain(secret);
        expect(compose.secrets[secret!]?.file).toMatch(/^\.\/secrets\//);
      }
    }
    expect(api!.environment).toMatchObject({ SESSION_SECRET_FILE: '/run/secrets/session_secret' });
    expect(compose.services.mariadb!.environment).toMatchObject({ MARIADB_PASSWORD_FILE: '/run/secrets/db_password' });
  });

  it('gives the migrate step only the database settings, which make a URL on their own', () => {
    const environment = migrate!.environment!;
    expect(Object.keys(environment).sort()).toEqual(['DB_HOST', 'DB_NAME', 'DB_PASSWORD_FILE', 'DB_PORT', 'DB_USER']);
    const { DB_PASSWORD_FILE: _file, ...parts } = environment;
    expect(loadDatabaseEnv({ ...parts, DB_PASSWORD: 'p@ss/w#rd' }).DATABASE_URL).toBe(
      'mysql://tonelens:p%40ss%2Fw%23rd@mariadb:3306/tonelens',
    );
  });
});
