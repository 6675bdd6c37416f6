import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { isJsonContentType, readRawBody } from './body';

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
