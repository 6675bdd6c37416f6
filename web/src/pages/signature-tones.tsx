/**
 * What the signature leads with, from the readings (GET /api/signature over
 * every saved analysis): the tone names given most often ("Most often: Hurt ·
 * Anxious · Grateful") and warmth and tension over time, drawn as two lines.
 * The spectral figures follow, said to come from the letters.
 */
import { TONES, type SignatureSummary } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { useDates } from '../i18n/dates';
import { useFormat } from '../i18n/format';
import { toneLabel } from '../i18n/core-text';
import { ToneMark } from '../analyser/tone-headline';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui';
import './signature-tones.css';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** SVG points of `values` (0..1, null skipped) spread across the chart, oldest on the left. */
function linePoints(values: readonly (number | null)[]): string {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((v, i) => (v === null ? null : `${PAD + i * step},${PAD + (1 - v) * (HEIGHT - 2 * PAD)}`))
    .filter(Boolean)
    .join(' ');
}

/** "Most often: Hurt · Anxious · Grateful", each with its family's mark and how many times. */
export function MostOften({ summary }: { summary: SignatureSummary }) {
  const { t } = useTranslation();
  return (
    <div className="sig-tones__often" data-testid="signature-most-often">
      <p className="sig__stat-label">{t('signatureTones.mostOften')}</p>
      {summary.topTones.length === 0 ? (
        <p className="muted">{t('signatureTones.noTones')}</p>
      ) : (
        <p className="sig-tones__names">
          {summary.topTones.slice(0, 3).map((tone, i) => (
            <span key={tone.toneName} className="sig-tones__name">
              {i > 0 ? <span aria-hidden="true"> · </span> : null}
              <ToneMark name={TONES[tone.toneName]} /> <strong>{toneLabel(t, tone.toneName)}</strong>{' '}
              <span className="muted">({tone.count})</span>
            </span>
          ))}
        </p>
      )}
      <p className="sig__stat-note">{t('signatureTones.mostOftenHint')}</p>
    </div>
  );
}

/** Warmth and tension over the runs of analyses, with the direction of each in words. */
export function WarmthTensionTrend({ summary }: { summary: SignatureSummary }) {
  const { t } = useTranslation();
  const dates = useDates();
  const format = useFormat();
  const runs = summary.readings;
  const warmth = t('signatureTones.warmth');
  const tension = t('signatureTones.tension');
  return (
    <div className="sig-tones__trend" data-testid="signature-readings-trend">
      <p className="sig-tones__directions">
        <span className="sig-tones__key sig-tones__key--warmth">
          {warmth} {t(`signatureTones.directions.${summary.warmthTrend}`)}
        </span>
        <span className="sig-tones__key sig-tones__key--tension">
          {tension} {t(`signatureTones.directions.${summary.tensionTrend}`)}
        </span>
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="sig-tones__chart" role="img" aria-labelledby="sig-tones-list">
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT / 2} y2={HEIGHT / 2} className="sig-tones__mid" />
        <polyline points={linePoints(runs.map((r) => r.warmth))} className="sig-tones__line sig-tones__line--warmth" />
        <polyline
          points={linePoints(runs.map((r) => r.tension))}
          className="sig-tones__line sig-tones__line--tension"
        />
      </svg>
      <ol id="sig-tones-list" className="tl-visually-hidden">
        <li>{t('signatureTones.chartLabel')}</li>
        {runs.map((run) => (
          <li key={run.from}>
            {dates.shortDate(run.from)}–{dates.shortDate(run.to)}: {warmth}{' '}
            {run.warmth === null ? '–' : format.decimal(run.warmth, 2)}, {tension}{' '}
            {format.percentage(Math.round(run.tension * 100))}
          </li>
        ))}
      </ol>
      <p className="sig__stat-note">
        {t('signatureTones.trendTitle')}. {t('signatureTones.trendText')}
      </p>
    </div>
  );
}

/** The card the dashboard leads with. */
export function SignatureTones({ summary }: { summary: SignatureSummary }) {
  const { t } = useTranslation();
  return (
    <Card className="sig-tones" data-testid="signature-tones">
      <CardHeader>
        <CardTitle as="h3">{t('signatureTones.title')}</CardTitle>
        <CardDescription>{t('signatureTones.text')}</CardDescription>
      </CardHeader>
      <CardContent className="sig-tones__body">
        <MostOften summary={summary} />
        <WarmthTensionTrend summary={summary} />
      </CardContent>
    </Card>
  );
}
