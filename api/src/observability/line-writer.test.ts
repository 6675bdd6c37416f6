import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LineWriter } from './line-writer';
import { isoTimeField } from './logger';

describe('the log line writer', () => {
  let dir: string;
  let file: string;
  let fd: number;
  let writer: LineWriter | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tonelens-log-'));
    file = join(dir, 'out.log');
    fd = openSync(file, 'w');
  });
  afterEach(() => {
    writer?.close();
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
  const written = () => readFileSync(file, 'utf8');
  const flushed = (w: LineWriter) =>
    new Promise<void>((resolve, reject) => w.flush((e) => (e ? reject(e) : resolve())));

  it('writes every line whole and in order, any text included', async () => {
    writer = new LineWriter({ fd, minLength: 4096, flushMs: 10_000 });
    const lines = Array.from({ length: 3000 }, (_, i) => `{"n":${i},"text":"${'é😀…'.repeat(i % 7)}x"}\n`);
    for (const line of lines) writer.write(line);
    await flushed(writer);
    expect(written()).toBe(lines.join(''));
  });

  it('holds a short line until the buffer fills or the flush interval passes', async () => {
    writer = new LineWriter({ fd, minLength: 4096, flushMs: 50 });
    writer.write('{"event":"request"}\n');
    await new Promise((r) => setTimeout(r, 10));
    expect(written()).toBe('');
    await new Promise((r) => setTimeout(r, 150));
    expect(written()).toBe('{"event":"request"}\n');
  });

  it('starts writing as soon as minLength bytes are gathered', async () => {
    writer = new LineWriter({ fd, minLength: 100, flushMs: 10_000 });
    const line = `${'a'.repeat(59)}\n`;
    writer.write(line);
    await new Promise((r) => setTimeout(r, 30));
    expect(written()).toBe('');
    writer.write(line);
    await new Promise((r) => setTimeout(r, 30));
    expect(written()).toBe(line + line);
  });

  it('takes a line longer than its buffer', async () => {
    writer = new LineWriter({ fd, minLength: 4096, flushMs: 10_000 });
    const long = `${'ß'.repeat(200_000)}\n`;
    writer.write('first\n');
    writer.write(long);
    writer.write('last\n');
    await flushed(writer);
    expect(written()).toBe(`first\n${long}last\n`);
  });

  it('answers a flush once the lines gathered before it are written', async () => {
    writer = new LineWriter({ fd, minLength: 4096, flushMs: 10_000 });
    writer.write('one\n');
    const first = flushed(writer);
    writer.write('two\n');
    await first;
    expect(written().startsWith('one\n')).toBe(true);
    await flushed(writer);
    expect(written()).toBe('one\ntwo\n');
  });

  it('writes what it holds at once on flushSync (the last lines before exit)', () => {
    writer = new LineWriter({ fd, minLength: 4096, flushMs: 10_000 });
    writer.write('{"event":"stopped"}\n');
    writer.flushSync();
    expect(written()).toBe('{"event":"stopped"}\n');
  });
});

describe('the log time field', () => {
  it('is pino’s ISO time field, formatted once per millisecond', () => {
    for (const t of [0, 1_700_000_000_123, 1_700_000_000_123, 1_700_000_000_124, Date.now()]) {
      expect(isoTimeField(t)).toBe(`,"time":"${new Date(t).toISOString()}"`);
    }
  });
});
