/**
 * The Spectral Binary card and the Framework Information card (spec
 * surroundings §2; the latter only when character values exist).
 */
import { useMemo } from 'react';
import {
  FREQUENCY_BAND_LABELS,
  MESSAGES,
  entrySpectralValue,
  emotionalBand,
  formatTone,
  toneColour,
  toneToFrequency,
  type SpectralResult,
} from '@tonelens/core';
import { useTranslation } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { bandText } from '../../i18n/core-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui';
import { CopyButton } from './copy-button';

/** Most characters drawn as cells in the binary strip. */
export const BINARY_CELLS = 240;

/** The binary reading: each character as 1 (value ≥ 0.5, the bright half) or 0 (the deep half). */
export function spectralBits(values: ArrayLike<number>): string {
  return Array.from(values, (v) => (v >= 0.5 ? '1' : '0')).join('');
}

/** The Spectral Binary card: the text as a strip of bright (1) and deep (0) characters. */
export function SpectralBinaryCard({ spectral }: { spectral: SpectralResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  const bits = useMemo(() => spectralBits(spectral.characterValues), [spectral.characterValues]);
  const ones = [...bits].filter((b) => b === '1').length;
  const shown = Array.from(spectral.characterValues.slice(0, BINARY_CELLS));
  return (
    <Card className="binary" aria-labelledby="binary-title">
      <CardHeader>
        <CardTitle as="h3" id="binary-title">
          {t('binary.title')}
        </CardTitle>
        <CardDescription>{t('binary.description')}</CardDescription>
      </CardHeader>
      <CardContent className="binary__body">
        <div className="binary__strip" aria-hidden="true">
          {shown.map((v, i) => (
            <span
              key={i}
              className="binary__cell"
              style={{ background: toneColour(v).hsl, opacity: v >= 0.5 ? 1 : 0.45 }}
            >
              {v >= 0.5 ? '1' : '0'}
            </span>
          ))}
        </div>
        <p className="binary__code" aria-label={t('binary.reading')}>
          {bits.slice(0, 64)}
          {bits.length > 64 ? '…' : ''}
        </p>
        <dl className="binary__facts">
          <div>
            <dt>{t('binary.bright')}</dt>
            <dd>{ones}</dd>
          </div>
          <div>
            <dt>{t('binary.deep')}</dt>
            <dd>{bits.length - ones}</dd>
          </div>
          <div>
            <dt>{t('binary.share')}</dt>
            <dd>{format.percentage(bits.length ? Math.round((ones / bits.length) * 100) : 0)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The Framework Information card: the spectral framework behind this text's reading. Renders nothing without character values. */
export function FrameworkInfoCard({ spectral }: { spectral: SpectralResult }) {
  const { t } = useTranslation();
  const values = spectral.characterValues;
  if (values.length === 0) return null;
  // The same spectral value (and Hz) as the result, the journal and the signature.
  const v = entrySpectralValue(spectral);
  const band = emotionalBand(v);
  const colour = toneColour(v);
  const data = JSON.stringify(
    {
      spectralValue: Number(formatTone(v)),
      frequencyHz: toneToFrequency(v),
      band: band.name,
      deepTonePercentage: spectral.deepTonePercentage,
      suspendedTonePercentage: spectral.suspendedTonePercentage,
      brightTonePercentage: spectral.brightTonePercentage,
      openingTone: spectral.openingTone,
      peakIntensity: spectral.peakIntensity,
      resolution: spectral.resolution,
      frequencyData: spectral.frequencyData,
    },
    null,
    2,
  );
  return (
    <Card className="framework" aria-labelledby="framework-title" data-testid="framework-info">
      <CardHeader className="text-card__header">
        <CardTitle as="h3" id="framework-title">
          {t('framework.title')}
        </CardTitle>
        <CopyButton text={data} label={t('framework.copy')} failure={MESSAGES.copyAnalysisFailed} />
      </CardHeader>
      <CardContent className="framework__body">
        <p className="framework__band">
          <span className="dot" style={{ background: colour.hsl }} aria-hidden="true" />
          <strong>{bandText(t, band.name, 'name')}</strong> · {bandText(t, band.name, 'meaning')} ·{' '}
          {t('framework.hues', { from: band.hueRange[0], to: band.hueRange[1] })}
        </p>
        <dl className="framework__facts">
          <div>
            <dt>{t('framework.mapped')}</dt>
            <dd>{values.length}</dd>
          </div>
          <div>
            <dt>{t('visualization.spectralValue')}</dt>
            <dd>{formatTone(v)}</dd>
          </div>
          <div>
            <dt>{t('framework.frequency')}</dt>
            <dd>{toneToFrequency(v)} Hz</dd>
          </div>
          <div>
            <dt>{t('spectral.opening')}</dt>
            <dd>{formatTone(spectral.openingTone)}</dd>
          </div>
          <div>
            <dt>{t('spectral.peak')}</dt>
            <dd>{formatTone(spectral.peakIntensity)}</dd>
          </div>
          <div>
            <dt>{t('spectral.resolution')}</dt>
            <dd>{formatTone(spectral.resolution)}</dd>
          </div>
        </dl>
        <div className="framework__buckets" aria-label={t('framework.buckets')} role="img">
          {spectral.frequencyData.map((share, i) => (
            <div key={FREQUENCY_BAND_LABELS[i]} className="framework__bucket">
              <span
                className="framework__bucket-bar"
                style={{ height: `${Math.max(4, share * 100)}%`, background: toneColour(i / 10 + 0.05).hsl }}
              />
              <BucketLabel label={FREQUENCY_BAND_LABELS[i]!} />
            </div>
          ))}
        </div>
        <p className="muted framework__note">{t('framework.note')}</p>
      </CardContent>
    </Card>
  );
}

/** A band's label, '0.1-0.2': the upper bound gives way where the card is too narrow for ten full ranges. */
function BucketLabel({ label }: { label: string }) {
  const dash = label.indexOf('-');
  return (
    <span className="framework__bucket-label">
      {label.slice(0, dash)}
      <span className="framework__bucket-upper">{label.slice(dash)}</span>
    </span>
  );
}
