import { describe, expect, it } from 'vitest';
import { isJsonContentType } from './body';

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
