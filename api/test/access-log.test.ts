/**
 * What the server process writes to its log holds no person's text: access
 * lines name the route pattern, never the path, query string or an audio
 * token, whatever a request carried.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects';
import { savePayload } from './fixtures';
import { freshMysqlDatabase } from './mysql';
import { startServerProcess, type ServerProcess } from './server-process';
import { signIn } from './sign-in';

const SECRET = 'Nobody must ever read this private sentence about Margaret';
const WORDS = SECRET.split(' ').filter((w) => w.length > 4);

describe.each(DIALECTS)('the access log of a server process on %s', (dialect) => {
  let server: ServerProcess;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const env: Record<string, string> = { ACCESS_LOG: 'true', LOG_LEVEL: 'info' };
    if (dialect === 'mysql') {
      const db = await freshMysqlDatabase();
      env.DATABASE_URL = db.url;
      drop = db.drop;
    }
    server = await startServerProcess(env);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('records each request by its route, never its path, query string, token or text', async () => {
    const query = new URLSearchParams({ tone: '0.5', frequency: '550', text: SECRET, lyrics: SECRET }).toString();
    expect((await fetch(`${server.url}/tone-studio/?${query}`)).status).toBe(200);
    const generated = await fetch(`${server.url}/tone-studio/api/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tone: 0.5, frequency: 550, text: SECRET }),
    });
    const { audioUrl } = (await generated.json()) as { audioUrl: string };
    const token = /audio\/([^/]+)\.wav$/.exec(audioUrl)![1]!;
    expect((await fetch(`${server.url}/tone-studio/api/audio/${token}.wav`)).status).toBe(200);
    const person = await signIn(server.url, { email: 'margaret@example.test', name: 'Margaret Example' });
    expect((await person.request('POST', '/api/analyse', savePayload(SECRET))).status).toBe(201);
    // An AI route: the bundle reads the text on its engine worker.
    const plain = await person.request('POST', '/api/analyse/plain', { inputText: SECRET });
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { wordCount: number }).wordCount).toBe(SECRET.split(' ').length);
    expect((await person.request('GET', `/api/journal?limit=5&note=${encodeURIComponent(SECRET)}`)).status).toBe(200);
    expect((await person.request('GET', `/api/analyses?cursor=${encodeURIComponent(SECRET)}`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/no/${encodeURIComponent(SECRET)}`)).status).toBe(404);

    // Access lines reach the output a moment after the answers: the last request's comes last.
    const requests = () =>
      server
        .output()
        .split('\n')
        .filter((l) => l.includes('"event":"request"'));
    for (let deadline = Date.now() + 5000; Date.now() < deadline;) {
      if (requests().some((l) => l.includes('"route":"unmatched"'))) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const lines = requests();
    expect(lines.some((l) => l.includes('"route":"unmatched"'))).toBe(true);
    expect(lines.some((l) => l.includes('"route":"/tone-studio/*"'))).toBe(true);
    expect(lines.some((l) => l.includes('"route":"/api/journal"'))).toBe(true);
    for (const line of lines) expect(JSON.parse(line)).not.toHaveProperty('path');
    const log = server.output();
    expect(log).not.toContain(token.split('.')[0]!);
    for (const word of WORDS) expect(log).not.toContain(word);
    expect(log).not.toMatch(/note=|cursor=|text=/);
  });
});
