/**
 * The Signature Dashboard tab (spec surroundings §2). It leads with the
 * readings: the tone names given most often and warmth and tension over time
 * (signature-tones.tsx). Then, under "From the letters", the spectral figures:
 * the trend, a chart of the 20 newest entries, the 5 newest (each with its tone
 * name), statistics with the Balance Index as score/100. An empty state, and the
 * JSON download.
 */
import { useMemo } from 'react';
import { SIGNATURE_TEXT_SHOWN, TONES, formatTone, toneToFrequency } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { useDates } from '../i18n/dates';
import { bandText, toneLabel } from '../i18n/core-text';
import { ToneMark } from '../analyser/tone-headline';
import { LettersName } from '../analyser/surroundings/letters';
import { SignatureTones } from './signature-tones';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui';
import { useAnalyses, useSignatureSummary } from '../lib/api-hooks';
import { DownloadIcon, TrendDownIcon, TrendFlatIcon, TrendUpIcon } from './icons';
import { SignatureChart } from './signature-chart';
import { downloadTextFile, signatureDownload, signatureView } from './signature';
import { PageLoading } from './page-loading';

const TREND_ICONS = { rising: TrendUpIcon, falling: TrendDownIcon, stable: TrendFlatIcon } as const;

/** The dashboard for the signed-in person, in the interface's language. */
export function SignatureDashboard() {
  const { t } = useTranslation();
  const dates = useDates();
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
  const dateFormat = dates.shortDate;
  // Each recent entry leads with the tone name its reading gave.
  const toneNames = useMemo(
    () => new Map((analyses.data ?? []).flatMap((a) => (a.toneName ? [[a.id, a.toneName] as const] : []))),
    [analyses.data],
  );

  if (analyses.isLoading || summary.isLoading) return <PageLoading label={t('signature.loading')} />;
  if (analyses.isError || summary.isError)
    return (
      <Card>
        <CardContent>
          <p role="alert">{t('signature.error')}</p>
        </CardContent>
      </Card>
    );

  const { stats } = view;
  if (stats.totalEntries === 0)
    return (
      <section className="sig sig--empty" aria-labelledby="sig-title">
        <Card className="sig__empty">
          <CardHeader>
            <CardTitle id="sig-title">{t('signature.emptyTitle')}</CardTitle>
            <CardDescription>{t('signature.emptyText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="sig__empty-spectrum" aria-hidden="true" />
          </CardContent>
        </Card>
      </section>
    );

  const TrendIcon = TREND_ICONS[stats.trend];
  const handleDownload = () => {
    const file = signatureDownload(view);
    downloadTextFile(file.filename, file.json);
  };

  return (
    <section className="sig" aria-labelledby="sig-title">
      <div className="sig__head">
        <div>
          <h2 id="sig-title" className="sig__title">
            {t('shell.tabs.signature')}
          </h2>
          <p className="muted">{t('signature.across', { count: stats.totalEntries })}</p>
        </div>
        <Button variant="outline" onClick={handleDownload}>
          <DownloadIcon />
          {t('signature.download')}
        </Button>
      </div>

      {summary.data ? <SignatureTones summary={summary.data} /> : null}

      <div className="sig__letters" data-testid="signature-letters">
        <h3 className="sig__letters-title" title={t('letters.hint')}>
          {t('signatureTones.lettersTitle')}
        </h3>
        <p className="muted">{t('signatureTones.lettersText')}</p>
      </div>
      <div className="sig__stats">
        <Card className="sig__stat sig__stat--balance">
          <CardContent>
            <p className="sig__stat-label">{t('signature.balance')}</p>
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
            <p className="sig__stat-label">{t('signature.trend')}</p>
            <p className="sig__stat-value" data-testid="signature-trend">
              <TrendIcon /> {t(`signature.trends.${stats.trend}.label`)}
            </p>
            <p className="sig__stat-note">{t(`signature.trends.${stats.trend}.text`)}</p>
          </CardContent>
        </Card>
        <Card className="sig__stat">
          <CardContent>
            <p className="sig__stat-label">{t('signature.average')}</p>
            <p className="sig__stat-value">{formatTone(stats.averageSpectralValue)}</p>
            <p className="sig__stat-note">{t('signature.averageHz', { frequency: stats.averageFrequencyHz })}</p>
          </CardContent>
        </Card>
        <Card className="sig__stat">
          <CardContent>
            <p className="sig__stat-label">{t('signature.dominant')}</p>
            <p className="sig__stat-value">
              {stats.dominantRange ? <LettersName name={bandText(t, stats.dominantRange, 'name')} /> : ''}
            </p>
            <p className="sig__stat-note">
              {t('journal.entries', { count: stats.totalEntries })} · {formatTone(stats.range.min)}–
              {formatTone(stats.range.max)}
            </p>
          </CardContent>
        </Card>
      </div>

      <div className="sig__grid">
        <Card>
          <CardHeader>
            <CardTitle as="h3">{t('signature.history')}</CardTitle>
            <CardDescription>{t('signature.historyText', { count: view.chart.length })}</CardDescription>
          </CardHeader>
          <CardContent>
            <SignatureChart entries={view.chart} dateFormat={dateFormat} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3">{t('signature.recent')}</CardTitle>
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
                    {toneNames.get(Number(e.id)) ? (
                      <p className="sig__entry-tone" data-testid="signature-entry-tone">
                        <ToneMark name={TONES[toneNames.get(Number(e.id))!]} />{' '}
                        <strong>{toneLabel(t, toneNames.get(Number(e.id))!)}</strong>
                      </p>
                    ) : null}
                    <p className="sig__entry-text">
                      {[...e.originalText].slice(0, SIGNATURE_TEXT_SHOWN).join('')}
                      {[...e.originalText].length > SIGNATURE_TEXT_SHOWN ? '…' : ''}
                    </p>
                    <p className="sig__entry-meta">
                      {dates.relativeDate(e.timestamp)} · {formatTone(e.spectralValue)} · {e.frequencyHz} Hz
                    </p>
                  </div>
                  <Badge variant="outline" title={t('letters.hint')}>
                    {t('letters.label', { name: bandText(t, e.emotionalRange, 'name') })}
                  </Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
