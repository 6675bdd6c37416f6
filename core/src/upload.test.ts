import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES, validateUpload } from './upload';

describe('validateUpload', () => {
  it.each([
    [{ name: 'notes.md', type: '', size: 10 }, true],
    [{ name: 'notes.TXT', type: '', size: 10 }, true],
    [{ name: 'data.csv', type: 'text/csv', size: 10 }, true],
    [{ name: 'exact.txt', type: 'text/plain', size: UPLOAD_LIMIT_BYTES }, true],
  ])('accepts %j', (file, ok) => {
    expect(validateUpload(file).ok).toBe(ok);
  });

  it('rejects a non-text file with the spec message', () => {
    const result = validateUpload({ name: 'photo.png', type: 'image/png', size: 10 });
    expect(result).toEqual({
      ok: false,
      message: {
        title: 'Invalid File Type',
        description: 'Please upload a text file (.txt, .md, or other text formats).',
        destructive: true,
      },
    });
  });

  it('rejects a file over 1 MiB with the spec message', () => {
    const result = validateUpload({ name: 'big.txt', type: 'text/plain', size: UPLOAD_LIMIT_BYTES + 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message.title).toBe('File Too Large');
      expect(result.message.description).toBe('Please upload a file smaller than 1MB.');
    }
  });
});
