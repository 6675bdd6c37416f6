import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pendingAnalysisItem } from '@/lib/session';
import { dispatch } from '@/lib/protocol';
import { fromAnotherExtension, fromContentScript } from '../../test/senders';
import { analyserHandlers } from './analyser';

describe("'analyser:open' from the live-tone chip", () => {
  let opened: unknown[];
  beforeEach(() => {
    fakeBrowser.reset();
    opened = [];
    fakeBrowser.sidePanel.open = vi.fn(async (options: unknown) => void opened.push(options)) as never;
  });

  it("opens the panel of the sender's window at once and hands over the field's text", async () => {
    const reply = dispatch(
      analyserHandlers,
      { type: 'analyser:open', data: { text: 'Dear team, thank you.', source: 'chip' } },
      fromContentScript({ id: 12, windowId: 3 }),
    );
    await expect(reply).resolves.toEqual({ ok: true, result: { opened: true } });
    expect(opened).toEqual([{ windowId: 3 }]);
    expect(await pendingAnalysisItem.getValue()).toMatchObject({ text: 'Dear team, thank you.', source: 'chip' });
  });

  it('refuses another extension: no panel, no text handed over', async () => {
    const reply = await dispatch(
      analyserHandlers,
      { type: 'analyser:open', data: { text: 'Injected words.', source: 'chip' } },
      fromAnotherExtension(),
    );
    expect(reply).toEqual({ ok: false, error: '"analyser:open" is not accepted from this sender.' });
    expect(opened).toEqual([]);
    expect(await pendingAnalysisItem.getValue()).toBeNull();
  });

  it('opens the panel without handing over blank text', async () => {
    await dispatch(
      analyserHandlers,
      { type: 'analyser:open', data: { text: '   ', source: 'chip' } },
      fromContentScript({ id: 12, windowId: 3 }),
    );
    expect(opened).toHaveLength(1);
    expect(await pendingAnalysisItem.getValue()).toBeNull();
  });
});
