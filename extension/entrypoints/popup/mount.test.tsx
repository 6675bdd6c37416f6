// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readTone, toneNameOf } from '@tonelens/core/reading';
import { dispatch } from '@/lib/protocol';
import { fromExtensionPage } from '../../test/senders';
import { toneHandlers } from '../background/tone';
import { mountPopup } from './mount';

describe('mountPopup', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    // The background's tone reading, answering the popup as the worker does (the fake names no sender).
    fakeBrowser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
      const reply = dispatch(toneHandlers, message, fromExtensionPage('popup'));
      if (!reply) return false;
      void reply.then(sendResponse);
      return true;
    });
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
    // The background reads what was typed and the result appears under it.
    await waitFor(() => expect(document.querySelector('[data-testid="quick-result"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    const { label } = toneNameOf(readTone('Typed before the app arrived'));
    expect(document.querySelector('[data-testid="quick-result"]')!.textContent).toContain(`Tone: ${label}`);
  });
});
