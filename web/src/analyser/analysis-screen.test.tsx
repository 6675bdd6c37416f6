import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import {
  AUTO_START_DELAY_MS,
  MESSAGES,
  analyseAxesLocally,
  analyseSpectral,
  plainStats,
  schemas,
  UPLOAD_LIMIT_BYTES,
} from '@tonelens/core';
import { AnalysisScreen } from './analysis-screen';
import type { AnalysisResults } from './types';
import { screenApi, withApi } from './test-api';
// Parts the screen loads on demand, loaded with this file: no such import may still be in flight
// when a test ends (vitest reports an import after teardown as an error).
import './frequency-chart';
import './framed-modal';
import './audio/audio-tool-dialog';
import './audio/audio-viewer';

const api = screenApi(0);
beforeEach(() => api.reset());

const TEXT = 'I am really grateful for your help, but I am not sure the plan will work.';

/** Posts the analysis screen made, ignoring the config read. */
function posts() {
  return api.requests.filter((r) => r.method === 'POST').map((r) => r.path);
}

function JournalProbe() {
  const journal = useQuery<unknown[]>({ queryKey: ['/api/journal'] });
  return <p data-testid="journal-size">{journal.data?.length ?? 'none'}</p>;
}

function renderScreen(props: Parameters<typeof AnalysisScreen>[0] = {}) {
  const results: AnalysisResults[] = [];
  render(
    withApi(
      api,
      <>
        <AnalysisScreen {...props} onResults={(r) => results.push(r)} />
        <JournalProbe />
      </>,
    ),
  );
  return { results, input: screen.getByTestId('analysis-input') as HTMLTextAreaElement };
}

async function analyse(input: HTMLTextAreaElement, mode: string, text = TEXT) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${mode}$`, 'i') }));
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
  await screen.findByText('Analysis Complete', {}, { timeout: 10_000 });
}

describe('AnalysisScreen modes', () => {
  it('plain calls the plain analysis only, then saves; input cleared, parent told, journal read afresh', async () => {
    const { results, input } = renderScreen();
    await waitFor(() => expect(screen.getByTestId('journal-size').textContent).toBe('0'));
    await analyse(input, 'plain');
    expect(posts()).toEqual(['/api/analyse/plain', '/api/analyse']);
    expect(input.value).toBe('');
    expect(results).toHaveLength(1);
    expect(results[0]!.analysisId).toBeGreaterThan(0);
    const words = plainStats(TEXT).wordCount;
    expect(results[0]!.plain?.wordCount).toBe(words);
    expect(screen.getByTestId('word-count').textContent).toBe(String(words));
    await waitFor(() => expect(screen.getByTestId('journal-size').textContent).toBe('1'));
    const save = api.requests.find((r) => r.path === '/api/analyse')!.body as Record<string, unknown>;
    expect(save).toMatchObject({ inputText: TEXT, mode: 'plain', frequencyData: null });
    // The axes the result named the tone from (the local engine's in plain mode) are saved with it.
    expect(save.warmthDetachment).toBe(analyseAxesLocally(TEXT).warmthDetachment);
    // The spectral shares travel in every mode: the journal and signature read the text's Hz from them.
    expect(save.deepTonePercentage).toBe(analyseSpectral(TEXT).deepTonePercentage);
  });

  it('spectral is computed in the browser: the only call is the save', async () => {
    const { results, input } = renderScreen();
    await analyse(input, 'spectral');
    expect(posts()).toEqual(['/api/analyse']);
    expect(results[0]!.spectral?.frequencyData).toHaveLength(10);
    const save = api.requests.find((r) => r.path === '/api/analyse')!.body as Record<string, unknown>;
    expect(JSON.parse(save.frequencyData as string)).toHaveLength(10);
    expect(save.deepTonePercentage).toBeTypeOf('number');
    expect(await screen.findByText('Emotional Frequency')).toBeTruthy();
  });

  it('ToneLens calls the enhanced analysis and saves the four axes with tension as 1 or 0', async () => {
    const { results, input } = renderScreen();
    await analyse(input, 'ToneLens');
    expect(posts()).toEqual(['/api/analyse/enhanced', '/api/analyse']);
    const save = api.requests.find((r) => r.path === '/api/analyse')!.body as Record<string, unknown>;
    expect(save.warmthDetachment).toBe(results[0]!.toneLens!.warmthDetachment);
    expect([0, 1]).toContain(save.tensionDetected);
    expect(screen.getByTestId('tonelens-reading')).toBeTruthy();
  });

  it('full computes spectral locally and calls enhanced and plain', async () => {
    const { results, input } = renderScreen();
    await analyse(input, 'full');
    expect(posts().sort()).toEqual(['/api/analyse', '/api/analyse/enhanced', '/api/analyse/plain']);
    expect(posts().at(-1)).toBe('/api/analyse');
    expect(results[0]!.spectral && results[0]!.toneLens && results[0]!.plain).toBeTruthy();
  });

  it('falls back to the local engine when the enhanced call fails', async () => {
    api.failures.set('/api/analyse/enhanced', 503);
    const { results, input } = renderScreen();
    await analyse(input, 'ToneLens');
    expect(results[0]!.toneLens?.fromLocalFallback).toBe(true);
    // The reading shown is the device's own engine's, axis for axis.
    const local = analyseAxesLocally(TEXT);
    expect(results[0]!.toneLens?.certaintyAmbiguity).toBe(local.certaintyAmbiguity);
    expect(results[0]!.toneLens?.warmthDetachment).toBe(local.warmthDetachment);
    expect(screen.getByText('Read on this device')).toBeTruthy();
  });

  it('in full mode a failed plain call is only warned: the analysis completes with local counts', async () => {
    api.failures.set('/api/analyse/plain', 500);
    const { results, input } = renderScreen();
    await analyse(input, 'full');
    expect(results[0]!.plain).toMatchObject({ wordCount: plainStats(TEXT).wordCount, source: 'local' });
  });

  it("shows the reading but says 'Not Saved' when the save fails, and keeps the text", async () => {
    api.failures.set('/api/analyse', 500);
    const { results, input } = renderScreen();
    fireEvent.change(input, { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
    expect(await screen.findByText(MESSAGES.analysisNotSaved.description!)).toBeTruthy();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ saveFailed: true, analysisId: undefined });
    expect(results[0]!.plain?.wordCount).toBe(plainStats(TEXT).wordCount);
    expect(input.value).toBe(TEXT);
  });

  it("refuses blank text with 'Input Required' and makes no call", async () => {
    const { input } = renderScreen();
    fireEvent.change(input, { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
    expect(await screen.findByText('Please enter some text to analyse.')).toBeTruthy();
    expect(posts()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Generate Alternative Text' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('AnalysisScreen auto-start', () => {
  it('starts a ToneLens analysis 500 ms after ToneLens is chosen with text, with its toast', async () => {
    const { input } = renderScreen();
    fireEvent.change(input, { target: { value: TEXT } });
    const chosen = Date.now();
    fireEvent.click(screen.getByRole('button', { name: /^ToneLens$/ }));
    await act(async () => new Promise((r) => setTimeout(r, AUTO_START_DELAY_MS - 150)));
    expect(posts()).toEqual([]);
    expect(await screen.findByText('Starting ToneLens Analysis')).toBeTruthy();
    expect(Date.now() - chosen).toBeGreaterThanOrEqual(AUTO_START_DELAY_MS - 5);
    await screen.findByText('Analysis Complete', {}, { timeout: 10_000 });
    expect(posts()).toEqual(['/api/analyse/enhanced', '/api/analyse']);
  });

  it('does not start when the text is blank or another mode is chosen within 500 ms', async () => {
    const { input } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: /^ToneLens$/ }));
    fireEvent.change(input, { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: /^Spectral$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^ToneLens$/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Plain$/ }));
    await act(async () => new Promise((r) => setTimeout(r, AUTO_START_DELAY_MS + 300)));
    expect(posts()).toEqual([]);
  });
});

describe('AnalysisScreen upload', () => {
  function upload(file: File) {
    const chooser = screen.getByTestId('file-input') as HTMLInputElement;
    fireEvent.change(chooser, { target: { files: [file] } });
  }

  it('loads a .md file, shows its name and clears it on Clear', async () => {
    const { input } = renderScreen();
    upload(new File(['# Notes\nI feel calm today.'], 'notes.md', { type: '' }));
    expect(await screen.findByText('File Uploaded')).toBeTruthy();
    expect(input.value).toBe('# Notes\nI feel calm today.');
    expect(screen.getByTestId('file-notice').textContent).toContain('notes.md');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
    expect(screen.queryByTestId('file-notice')).toBeNull();
  });

  it("refuses a .png with 'Invalid File Type'", async () => {
    const { input } = renderScreen();
    upload(new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Please upload a text file (.txt, .md, or other text formats).')).toBeTruthy();
    expect(input.value).toBe('');
  });

  it("refuses a text file over 1 MB with 'File Too Large'", async () => {
    renderScreen();
    upload(new File(['a'.repeat(UPLOAD_LIMIT_BYTES + 1)], 'long.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please upload a file smaller than 1MB.')).toBeTruthy();
  });

  it('accepts the chooser types .txt, .md and text/*', () => {
    renderScreen();
    expect((screen.getByTestId('file-input') as HTMLInputElement).accept).toBe('.txt,.md,text/*');
  });
});

describe('Continue with ToneLens analysis', () => {
  it("answers 'Text Required' with no saved analysis, then loads the newest saved text and analyses it", async () => {
    // The second person's data: one analysis, then removed through the journal, so the list is truly empty.
    const fresh = screenApi(1);
    render(withApi(fresh, <AnalysisScreen />));
    const input = screen.getByTestId('analysis-input') as HTMLTextAreaElement;
    const run = async (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
      await screen.findByText('Analysis Complete', {}, { timeout: 10_000 });
    };
    fireEvent.click(screen.getByRole('button', { name: /^Spectral$/ }));
    await run('First words.');
    const journal = (await (await fresh.request('GET', '/api/journal')).json()) as { id: number }[];
    for (const entry of journal) await fresh.request('DELETE', `/api/journal/${entry.id}`);
    const left = schemas.analysisList.parse(await (await fresh.request('GET', '/api/analyses')).json());
    expect(left).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Continue with ToneLens analysis' }));
    expect(await screen.findByText('Text Required')).toBeTruthy();
    expect(screen.getByText('Please enter text above to begin ToneLens analysis.')).toBeTruthy();
    expect(input.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: /^Spectral$/ }));
    await run('Second words.');
    const before = fresh.requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Continue with ToneLens analysis' }));
    expect(screen.getByRole('button', { name: /^ToneLens$/ }).getAttribute('aria-pressed')).toBe('true');
    // Loaded, then read with ToneLens and saved, without a second press.
    const made = () => fresh.requests.slice(before).filter((r) => r.method === 'POST');
    await waitFor(() => expect(made().map((r) => r.path)).toEqual(['/api/analyse/enhanced', '/api/analyse']), {
      timeout: 10_000,
    });
    expect(made()[0]!.body).toEqual({ inputText: 'Second words.' });
    expect(await screen.findByTestId('tonelens-reading')).toBeTruthy();
    expect(fresh.requests.filter((r) => r.path === '/api/analyses')).toHaveLength(2);
  });

  it("answers 'No Previous Text Found' when the newest analysis has no text", async () => {
    const { input } = renderScreen();
    await analyse(input, 'spectral', 'Some words.');
    const [newest] = schemas.analysisList.parse(await (await api.request('GET', '/api/analyses?limit=1')).json());
    const saved = schemas.analysis.parse(await (await api.request('GET', `/api/analyses/${newest!.id}`)).json());
    api.answers.set(`/api/analyses/${saved.id}`, { ...saved, inputText: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with ToneLens analysis' }));
    expect(await screen.findByText('No Previous Text Found')).toBeTruthy();
  });
});
