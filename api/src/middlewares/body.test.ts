import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { isJsonContentType, JSON_DEPTH_LIMIT, jsonDeeperThan, readRawBody } from './body';

describe('isJsonContentType', () => {
  it('accepts JSON types with or without parameters and refuses the rest', () => {
    for (const t of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
    ])
      expect(isJsonContentType(t), t).toBe(true);
    for (const t of ['', 'text/plain', 'application/x-www-form-urlencoded', 'text/json+html', 'application/jsonp'])
      expect(isJsonContentType(t), t).toBe(false);
  });
});

describe('readRawBody', () => {
  const request = (headers: Record<string, unknown> = {}) => Object.assign(new PassThrough(), { headers });

  it('gathers every chunk', async () => {
    const req = request();
    const read = readRawBody(req, 1024);
    req.write('{"a":');
    req.write(Buffer.from('"é"'));
    req.end('}');
    expect((await read).toString('utf8')).toBe('{"a":"é"}');
  });

  it('fails with 413 when the declared length is over the limit, before reading', async () => {
    await expect(readRawBody(request({ 'content-length': '2048' }), 1024)).rejects.toMatchObject({ status: 413 });
  });

  it('fails with 413 as soon as the chunks pass the limit', async () => {
    const req = request();
    const read = readRawBody(req, 8);
    req.write('12345');
    req.write('67890');
    const error: unknown = await read.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
  });

  it('fails when the stream ends early or errs, rather than waiting for ever', async () => {
    const closed = request();
    const read = readRawBody(closed, 1024);
    closed.write('{"a":');
    closed.destroy();
    await expect(read).rejects.toBeInstanceOf(Error);
    const failing = request();
    const failed = readRawBody(failing, 1024);
    failing.destroy(new Error('connection reset'));
    await expect(failed).rejects.toThrow('connection reset');
  });

  it('answers an empty body for a stream already read to its end', async () => {
    const req = request();
    req.end();
    req.resume();
    await new Promise((r) => req.once('end', r));
    expect((await readRawBody(req, 1024)).length).toBe(0);
  });
});

describe('jsonDeeperThan', () => {
  const deeper = (json: string, limit = 3) => jsonDeeperThan(Buffer.from(json), limit);

  it('counts arrays and objects opened inside one another', () => {
    expect(deeper('[[[1]]]')).toBe(false);
    expect(deeper('[[[[1]]]]')).toBe(true);
    expect(deeper('{"a":{"b":[{"c":1}]}}')).toBe(true);
    expect(deeper('[[1],[2],[3],{"a":[4]}]')).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(deeper('{"text":"[[[[[[{{{{"}')).toBe(false);
    expect(deeper('{"text":"a \\" [[[[[[ \\\\"}')).toBe(false);
    expect(deeper('["\\\\",[[["x"]]]]')).toBe(true);
  });

  it('finds 1.7 MiB of nesting too deep at once, and reads a 1 MiB text quickly', () => {
    const nested = Buffer.from('['.repeat(1.7 * 1024 * 1024));
    let started = performance.now();
    expect(jsonDeeperThan(nested, JSON_DEPTH_LIMIT)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5);
    const text = Buffer.from(JSON.stringify({ inputText: 'word [x] {y} '.repeat(80_000), mode: 'full' }));
    started = performance.now();
    expect(jsonDeeperThan(text, JSON_DEPTH_LIMIT)).toBe(false);
    expect(performance.now() - started).toBeLessThan(20);
  });
});
