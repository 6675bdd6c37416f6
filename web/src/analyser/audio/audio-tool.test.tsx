import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { audioToolLink } from '@tonelens/core';
import { AppToaster } from '../../lib/toast';
import { audioToolApiUrl, generateWithAudioTool, resolveAudioToolUrl } from './audio-tool';
import { AudioToolDialog } from './audio-tool-dialog';
import { AudioViewer, VIEWER_ALLOW, VIEWER_SANDBOX } from './audio-viewer';

/** A real audio tool stand-in on loopback: its behaviour per test. */
let behaviour: 'ok' | 'ok-with-url' | 'error' | 'hang' = 'ok';
let bodies: unknown[] = [];
let server: Server;
let toolUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      bodies.push({ path: req.url, body: raw ? JSON.parse(raw) : null });
      if (behaviour === 'hang') return;
      if (behaviour === 'error') return void res.writeHead(502, 'Bad Gateway').end();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(behaviour === 'ok-with-url' ? { success: true, audioUrl: 'audio/1.wav' } : { success: true }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  toolUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tone-studio/`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  behaviour = 'ok';
  bodies = [];
});

describe('resolveAudioToolUrl', () => {
  it("uses the configured URL, else /tone-studio/ on the API's origin, always ending in '/'", () => {
    expect(resolveAudioToolUrl(undefined, 'http://localhost:8787')).toBe('http://localhost:8787/tone-studio/');
    expect(resolveAudioToolUrl('https://music.example/app', 'http://localhost:8787')).toBe(
      'https://music.example/app/',
    );
    expect(audioToolApiUrl('http://localhost:8787/tone-studio/')).toBe(
      'http://localhost:8787/tone-studio/api/generate',
    );
  });
});

describe('generateWithAudioTool', () => {
  it('POSTs tone, frequency and the text cut to 500 characters', async () => {
    const result = await generateWithAudioTool(toolUrl, { tone: 0.5, frequency: 550, text: 'x'.repeat(600) });
    expect(result).toEqual({ success: true, audioUrl: undefined });
    expect(bodies[0]).toEqual({
      path: '/tone-studio/api/generate',
      body: { tone: 0.5, frequency: 550, text: 'x'.repeat(500) },
    });
  });

  it("treats a non-OK answer as failure 'HTTP {status}: {statusText}'", async () => {
    behaviour = 'error';
    expect(await generateWithAudioTool(toolUrl, { tone: 0.5, frequency: 550 })).toEqual({
      success: false,
      error: 'HTTP 502: Bad Gateway',
    });
  });

  it('gives up after the time-out with success false and the error text', async () => {
    behaviour = 'hang';
    const result = await generateWithAudioTool(toolUrl, { tone: 0.5, frequency: 550 }, fetch, 150);
    expect(result.success).toBe(false);
    expect(result.error).toBe('Timed out after 150 ms');
  });

  it('answers success false on a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const result = await generateWithAudioTool(`http://127.0.0.1:${port}/`, { tone: 0.5, frequency: 550 });
    expect(result.success).toBe(false);
    expect(result.error).toBeTruthy();
  });
});

describe('AudioToolDialog', () => {
  function renderDialog(tone = 0.464) {
    const opened: { url: string; newTab: boolean }[] = [];
    const viewers: unknown[] = [];
    render(
      <>
        <AudioToolDialog
          open
          onOpenChange={() => undefined}
          tone={tone}
          text="I am really grateful for your help."
          toolUrl={toolUrl}
          onOpenViewer={(p) => viewers.push(p)}
          openUrl={(url, newTab) => opened.push({ url, newTab })}
        />
        <AppToaster />
      </>,
    );
    return { opened, viewers };
  }

  it('shows the Tone Data: value at 3 decimals, Hz, context and length', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: /Send to the audio tool/ })).toBeTruthy();
    expect(screen.getByTestId('tone-value').textContent).toBe('0.464');
    expect(screen.getByTestId('tone-frequency').textContent).toBe('526 Hz');
    expect(screen.getByText('Serenity - calm, peaceful')).toBeTruthy();
    expect(screen.getByText('35 chars')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Include original text' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Open in new tab (preview mode)' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("Try API: success shows 'Audio Generated' and opens a returned audio URL in a new tab", async () => {
    behaviour = 'ok-with-url';
    const { opened } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /Try API/ }));
    expect(await screen.findByText('Your emotional tone has been converted to audio in the audio tool.')).toBeTruthy();
    expect(opened).toEqual([{ url: new URL('audio/1.wav', toolUrl).toString(), newTab: true }]);
  });

  it("Try API: a failed API says 'Using Direct Link' and opens the direct link in this tab", async () => {
    behaviour = 'error';
    const { opened } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /Try API/ }));
    expect(
      await screen.findByText('API unavailable, opening the audio tool directly with your tone data.'),
    ).toBeTruthy();
    await waitFor(() => expect(opened).toHaveLength(1));
    const text = 'I am really grateful for your help.';
    expect(opened[0]).toEqual({ url: audioToolLink(toolUrl, { tone: 0.464, frequency: 526, text }), newTab: false });
  });

  it('Try API: an exception (invalid tone) uses the other direct-link text', async () => {
    const { opened } = renderDialog(1.5);
    fireEvent.click(screen.getByRole('button', { name: /Try API/ }));
    expect(await screen.findByText('Opening the audio tool directly with your tone data.')).toBeTruthy();
    expect(opened).toHaveLength(1);
    expect(bodies).toHaveLength(0);
  });

  it("the direct link button reads 'Replace Tab' or 'New Tab', leaves out the text when asked, and toasts", async () => {
    const { opened } = renderDialog();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include original text' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open in new tab (preview mode)' }));
    fireEvent.click(screen.getByRole('button', { name: /New Tab/ }));
    expect(await screen.findByText('Tone value 0.464 (526Hz) sent for audio generation.')).toBeTruthy();
    expect(opened[0]).toEqual({ url: audioToolLink(toolUrl, { tone: 0.464, frequency: 526 }), newTab: true });
  });

  it("'Generate Music' opens the viewer with the parameters", () => {
    const { viewers } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /Generate Music \(Recommended\)/ }));
    expect(viewers).toEqual([{ tone: 0.464, frequency: 526, text: 'I am really grateful for your help.' }]);
  });

  it("the preview says 'Preview Unavailable' where Web Audio is missing", async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /Preview Tone \(1 second\)/ }));
    expect(await screen.findByText('Audio preview is not supported in this browser.')).toBeTruthy();
  });
});

describe('AudioViewer', () => {
  it('frames the tool sandboxed, shows Loading interface... until it loads, and the 25-character footer', () => {
    render(
      <AudioViewer
        open
        onOpenChange={() => undefined}
        toolUrl={toolUrl}
        params={{ tone: 0.5, frequency: 550, text: 'This sentence is longer than twenty-five characters.' }}
      />,
    );
    expect(screen.getByRole('dialog', { name: /Audio Generation/ })).toBeTruthy();
    const frame = screen.getByTitle('Audio tool') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe(VIEWER_SANDBOX);
    expect(frame.getAttribute('allow')).toBe(VIEWER_ALLOW);
    expect(screen.getByText('Loading interface...')).toBeTruthy();
    fireEvent.load(frame);
    expect(screen.queryByText('Loading interface...')).toBeNull();
    expect(screen.getByTestId('viewer-footer').textContent).toBe('“This sentence is longer t...”');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the audio tool' }));
    expect(screen.getByText('Loading interface...')).toBeTruthy();
  });
});
