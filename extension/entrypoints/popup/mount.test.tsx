// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mountPopup } from './mount';

describe('mountPopup', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    const html = readFileSync(resolve(import.meta.dirname, 'index.html'), 'utf8');
    document.body.innerHTML = /<body>([\s\S]*)<script/.exec(html)![1]!;
  });

  it('replaces the first view with the app, keeping what was typed and where the caret was', async () => {
    const shell = document.querySelector<HTMLTextAreaElement>('#quick-text')!;
    shell.value = 'Typed before the app arrived';
    shell.setSelectionRange(5, 5);
    mountPopup();
    expect(document.querySelector('main[data-app]')).not.toBeNull();
    expect(document.querySelectorAll('#quick-text')).toHaveLength(1);
    const box = document.querySelector<HTMLTextAreaElement>('#quick-text')!;
    expect(box).not.toBe(shell);
    expect(box.value).toBe('Typed before the app arrived');
    expect([box.selectionStart, box.selectionEnd]).toEqual([5, 5]);
    // The analysis code arrives after the first render and then reads what was typed.
    await waitFor(() => expect(document.querySelector('[data-testid="quick-result"]')).not.toBeNull(), {
      timeout: 10_000,
    });
  });
});
