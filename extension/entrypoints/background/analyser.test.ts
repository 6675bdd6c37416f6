import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { pendingAnalysisItem } from '@/lib/session';
import { dispatch } from '@/lib/protocol';
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
      { tab: { id: 12, windowId: 3 } as never },
    );
    await expect(reply).resolves.toEqual({ ok: true, result: { opened: true } });
    expect(opened).toEqual([{ windowId: 3 }]);
    expect(await pendingAnalysisItem.getValue()).toMatchObject({ text: 'Dear team, thank you.', source: 'chip' });
  });

  it('opens the panel without handing over blank text', async () => {
    await dispatch(
      analyserHandlers,
      { type: 'analyser:open', data: { text: '   ', source: 'chip' } },
      {
        tab: { id: 12, windowId: 3 } as never,
      },
    );
    expect(opened).toHaveLength(1);
    expect(await pendingAnalysisItem.getValue()).toBeNull();
  });
});
