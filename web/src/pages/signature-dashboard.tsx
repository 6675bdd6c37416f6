/**
 * The Signature Dashboard tab (spec surroundings §2): the trend, a chart of the
 * 20 newest entries, the 5 newest, statistics with the Balance Index as
 * score/100, an empty state, and the JSON download.
 */
import { useCallback, useMemo } from 'react';
import { SIGNATURE_TEXT_SHOWN, dateLabel, formatTone, toneToFrequency, type Language } from '@tonelens/core';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui';
import { useAnalyses, useSignatureSummary } from '../lib/api-hooks';
import { DownloadIcon, TrendDownIcon, TrendFlatIcon, TrendUpIcon } from './icons';
import { SignatureChart } from './signature-chart';
import { downloadTextFile, signatureDownload, signatureView } from './signature';
import { PageLoading } from './page-loading';

const TREND_TEXT = {
  rising: { label: 'Rising', text: 'Your recent writing sits brighter than your earlier pieces.', Icon: TrendUpIcon },
  falling: { label: 'Falling', text: 'Your recent writing sits deeper than your earlier pieces.', Icon: TrendDownIcon },
  stable: { label: 'Stable', text: 'Your tone is holding steady across your analyses.', Icon: TrendFlatIcon },
} as const;

/** The dashboard for the signed-in person; `language` formats dates. */
export function SignatureDashboard({ language = 'en' }: { language?: Language }) {
  const analyses = useAnalyses();
  const summary = useSignatureSummary();
  // A list item carries the start of its text as `preview`: enough for the signature's 100 characters. The chart
  // and list show the newest entries; the figures are the API's, over every saved analysis.
  const view = useMemo(() => {
    const newest = signatureView((analyses.data ?? []).map((a) => ({ ...a, inputText: a.preview })));
    const all = summary.data;
    if (!all) return newest;
    const stats = {
      ...newest.stats,
      totalEntries: all.count,
      balanceIndex: all.balanceIndex,
      trend: all.trend,
      averageSpectralValue: all.meanSpectralValue,
      averageFrequencyHz: all.count > 0 ? toneToFrequency(all.meanSpectralValue) : 0,
    };
    return { ...newest, stats };
  }, [analyses.data, summary.data]);
  const dateFormat = useCallback(
    (iso: string) => new Date(iso).toLocaleDateString(language, { day: 'numeric', month: 'short' }),
    [language],
  );

  if (analyses.isLoading || summary.isLoading) return <PageLoading label="Reading your signature…" />;
  if (analyses.isError || summary.isError)
    return (
      <Card>
        <CardContent>
          <p role="alert">Your signature could not be loaded. Check your connection and try again.</p>
        </CardContent>
      </Card>
    );

  const { stats } = view;
  if (stats.totalEntries === 0)
    return (
      <section className="sig sig--empty" aria-labelledby="sig-title">
        <Card className="sig__empty">
          <CardHeader>
            <CardTitle id="sig-title">Your emotional signature starts here</CardTitle>
            <CardDescription>
              Every analysis you save adds a point to your signature: its spectral value, frequency and emotional range.
              Analyse a few texts in the Analyser and come back to see your trend and Balance Index.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <div className="sig__empty-spectrum" aria-hidden="true" />
          </CardContent>
        </Card>
      </section>
    );

  const trend = TREND_TEXT[stats.trend];
  const handleDownload = () => {
    const file = signatureDownload(view);
    downloadTextFile(file.filename, file.json);
  };

  return (
    <section className="sig" aria-labelledby="sig-title">
      <div className="sig__head">
        <div>
          <h2 id="sig-title" className="sig__title">
            Signature Dashboard
          </h2>
          <p className="muted">Your tone across {stats.totalEntries} saved analyses.</p>
        </div>
        <Button variant="outline" onClick={handleDownload}>
          <DownloadIcon />
          Download Signature
        </Button>
      </div>

      <div className="sig__stats">
        <Card className="sig__stat sig__stat--balance">
          <CardContent>
            <p className="sig__stat-label">Balance Index</p>
            <p className="sig__stat-value" data-testid="balance-index">
              {stats.balanceIndex}/100
            </p>
            <div className="meter" aria-hidden="true">
              <span className="meter__fill" style={{ width: `${stats.balanceIndex}%` }} />
            </div>
          </CardContent>
        </Card>
        <Card className={`sig__stat sig__stat--trend sig__stat--${stats.trend}`}>
          <CardContent>
            <p className="sig__stat-label">Trend</p>
            <p className="sig__stat-value" data-testid="signature-trend">
              <trend.Icon /> {trend.label}
            </p>
            <p className="sig__stat-note">{trend.text}</p>
          </CardContent>
        </Card>
        <Card className="sig__stat">
          <CardContent>
            <p className="sig__stat-label">Average tone</p>
            <p className="sig__stat-value">{formatTone(stats.averageSpectralValue)}</p>
            <p className="sig__stat-note">{stats.averageFrequencyHz} Hz average</p>
          </CardContent>
        </Card>
        <Card className="sig__stat">
          <CardContent>
            <p className="sig__stat-label">Dominant range</p>
            <p className="sig__stat-value">{stats.dominantRange}</p>
            <p className="sig__stat-note">
              {stats.totalEntries} {stats.totalEntries === 1 ? 'entry' : 'entries'} · {formatTone(stats.range.min)}–
              {formatTone(stats.range.max)}
            </p>
          </CardContent>
        </Card>
      </div>

      <div className="sig__grid">
        <Card>
          <CardHeader>
            <CardTitle as="h3">Spectral history</CardTitle>
            <CardDescription>Your {view.chart.length} most recent analyses, oldest on the left.</CardDescription>
          </CardHeader>
          <CardContent>
            <SignatureChart entries={view.chart} dateFormat={dateFormat} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">Recent entries</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="sig__list">
              {view.list.map((e) => (
                <li key={String(e.id)} className="sig__entry" data-testid="signature-entry">
                  <span
                    className="sig__swatch"
                    style={{ background: `hsl(${e.colorHue}, 80%, 60%)` }}
                    aria-hidden="true"
                  />
                  <div className="sig__entry-body">
                    <p className="sig__entry-text">
                      {[...e.originalText].slice(0, SIGNATURE_TEXT_SHOWN).join('')}
                      {[...e.originalText].length > SIGNATURE_TEXT_SHOWN ? '…' : ''}
                    </p>
                    <p className="sig__entry-meta">
                      {dateLabel(e.timestamp, new Date(), language)} · {formatTone(e.spectralValue)} · {e.frequencyHz}{' '}
                      Hz
                    </p>
                  </div>
                  <Badge variant="outline">{e.emotionalRange}</Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
