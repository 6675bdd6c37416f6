/** The signature dashboard derived from the real GET /api/analyses. */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { TONE_NAME_CATALOGUE, schemas } from '@tonelens/core';
import { withApi, type ScreenApi } from '../analyser/test-api';
import { freshPerson } from './test-person';
import { SignatureDashboard } from './signature-dashboard';
import { signatureView } from './signature';
// The chart script the dashboard loads on demand, loaded with this file: no such import may still be
// in flight when a test ends (vitest reports an import after teardown as an error).
import 'chart.js/auto';

let api: ScreenApi;
beforeAll(async () => {
  api = await freshPerson('signature');
});

describe('SignatureDashboard', () => {
  it('shows the trend, the Balance Index as score/100 and the 5 newest entries from the saved analyses', async () => {
    for (const text of ['Calm and grateful today.', 'ZZZ!!! why why why', 'quiet evening walk by the lake']) {
      const res = await api.request('POST', '/api/analyse', {
        inputText: text,
        mode: 'tonelens',
        warmthDetachment: 0.6,
        certaintyAmbiguity: 0.5,
        intensityRestraint: 0.4,
        conflictCoherence: 0.7,
      });
      expect(res.status).toBe(201);
    }
    render(withApi(api, <SignatureDashboard />));
    const balance = await screen.findByTestId('balance-index', {}, { timeout: 10_000 });
    const page = schemas.analysisList.parse(await (await api.request('GET', '/api/analyses')).json());
    const view = signatureView(page.map((a) => ({ ...a, inputText: a.preview })));
    await waitFor(() => expect(balance.textContent).toBe(`${view.stats.balanceIndex}/100`));
    expect(screen.getByTestId('signature-trend').textContent!.toLowerCase()).toContain(view.stats.trend);
    expect(screen.getAllByTestId('signature-entry')).toHaveLength(Math.min(5, view.entries.length));
    expect(screen.getByRole('button', { name: 'Download Signature' })).toBeTruthy();
  });

  it('leads with the tone names given most often and warmth and tension over time, before any spectral figure', async () => {
    const summary = schemas.signatureSummary.parse(await (await api.request('GET', '/api/signature')).json());
    render(withApi(api, <SignatureDashboard />));
    const often = await screen.findByTestId('signature-most-often', {}, { timeout: 10_000 });
    const names = summary.topTones
      .slice(0, 3)
      .map((tone) => TONE_NAME_CATALOGUE.find((c) => c.id === tone.toneName)!.label);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(often.textContent).toContain(name);
    expect(often.textContent).toMatch(/^Most often/);
    const trend = screen.getByTestId('signature-readings-trend');
    expect(trend.textContent).toContain('Warmth');
    expect(trend.textContent).toContain('Tension');
    expect(trend.querySelectorAll('polyline')).toHaveLength(2);
    // The tone names come first in the page; the spectral figures after, under "From the letters".
    const letters = screen.getByTestId('signature-letters');
    expect(often.compareDocumentPosition(letters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      letters.compareDocumentPosition(screen.getByTestId('balance-index')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(letters.textContent).toContain('not from their mood');
    for (const badge of screen.getAllByTestId('signature-entry').map((e) => e.textContent ?? '')) {
      expect(badge).toMatch(/Letters: (Ignition|Vitality|Harmony|Serenity|Immersion|Zenith)/);
    }
  });
});
