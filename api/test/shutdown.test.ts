import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from './fake-openai';
import { TENSE_TEXT } from './fixtures';
import { signIn } from './sign-in';

const REPO = resolve(import.meta.dirname, '..', '..');

describe('graceful shutdown of the real server process on SIGTERM', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let child: ChildProcess;
  let dir: string;
  let url: string;
  let output = '';
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.setMode('slow', 1500);
    dir = mkdtempSync(join(tmpdir(), 'tonelens-shutdown-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: REPO,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        PUBLIC_URL: '',
        DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
        SESSION_SECRET: 'shutdown-test-secret-shutdown-test-secret',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseURL,
        AI_TIMEOUT_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 30_000;
    while (!/"event":"listening"/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`Server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    url = (JSON.parse(output.split('\n').find((l) => l.includes('"listening"'))!) as { url: string }).url;
  }, 60_000);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the request in flight, stops accepting, closes the pool and exits 0', async () => {
    const client = await signIn(url, { email: 'shutdown@example.test', name: 'Shut Down' });
    const inFlight = client.request('POST', '/api/analyse/enhanced', { inputText: TENSE_TEXT });
    await new Promise((r) => setTimeout(r, 400));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(schemas.enhancedAnalysis.parse(await res.json()).source).toBe('openai');
    expect(await exited).toBe(0);
    expect(output).toContain('"event":"stopped"');
  });
});

describe('start-up with a bad configuration', () => {
  it('stops with exit code 1 and a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: REPO,
      env: { ...process.env, PORT: 'eighty', AI_TIMEOUT_MS: 'soon' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/PORT:/);
    expect(stderr).toMatch(/AI_TIMEOUT_MS:/);
  });
});
