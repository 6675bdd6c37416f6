import { useMemo } from 'react';
import {
  analyseSpectral,
  emotionalBand,
  percent,
  entrySpectralValue,
  TONE_FAMILY_LOOK,
  toneColour,
} from '@tonelens/core';
import { sharedGradientStops, useSampledText } from './sampled-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Progress } from '../ui';
import { WavesIcon } from './icons';
import { ToneMark } from './tone-headline';
import type { ToneView } from './tone-of';
import { DecorativeCard } from './decorative-card';
import { WaveCanvas } from './wave-canvas';
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';
import { bandText, toneLabel, toneMeaning } from '../i18n/core-text';
import './visualization-card.css';

/** Props of {@link AnimatedVisualizationCard}. */
export interface AnimatedVisualizationCardProps {
  /** The text to visualise (live while typing). */
  text: string;
  /**
   * The reading of that text, when it has been analysed: Dominant Emotion and
   * Emotional Intensity then come from its axes, and the band is told as the
   * text's spectral view. Without one (while typing) both are the spectral view.
   */
  tone?: ToneView | null;
}

/**
 * The Animated Emotional Visualization card (spec analysis §2): a canvas wave
 * coloured and shaped by the text's spectral values, its character count, the
 * Dominant Emotion, the Emotional Intensity and a caption.
 */
export function AnimatedVisualizationCard({ text, tone = null }: AnimatedVisualizationCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const deferred = useSampledText(text);
  const data = useMemo(() => {
    // core's waveform points are its gradient stops with the value as amplitude: shared with the border.
    const points = sharedGradientStops(deferred).map((s) => ({
      position: s.position,
      amplitude: s.spectralValue,
      color: s.color,
    }));
    if (points.length === 0) return null;
    const value = entrySpectralValue(analyseSpectral(deferred));
    return { points, value, colour: toneColour(value), band: emotionalBand(value), count: [...deferred].length };
  }, [deferred]);

  return (
    <DecorativeCard variant="glow">
      <Card className="tl-viz" data-testid="visualization-card">
        <CardHeader>
          <CardTitle>
            <WavesIcon /> {t('visualization.title')}
          </CardTitle>
          {data ? (
            <CardDescription data-testid="viz-count">{t('common.characters', { count: data.count })}</CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          {data ? (
            <>
              <WaveCanvas points={data.points} label={t('common.characters', { count: data.count })} />
              {tone ? (
                <div className="tl-viz__facts" data-testid="viz-reading">
                  <div className="tl-viz__fact">
                    <h3 className="tl-viz__fact-title">{t('visualization.dominant')}</h3>
                    <p className="tl-viz__dominant">
                      <ToneMark name={tone.name} />
                      <strong data-testid="viz-dominant">{toneLabel(t, tone.name.id)}</strong>
                      <span className="tl-muted">{toneMeaning(t, tone.name.id)}</span>
                    </p>
                  </div>
                  <div className="tl-viz__fact">
                    <h3 className="tl-viz__fact-title">
                      {t('visualization.intensity')}{' '}
                      <span className="tl-viz__percent" data-testid="viz-intensity">
                        {format.percentage(percent(tone.axes.intensityRestraint))}
                      </span>
                    </h3>
                    <Progress
                      value={percent(tone.axes.intensityRestraint)}
                      label={t('visualization.intensityLabel')}
                      colour={TONE_FAMILY_LOOK[tone.name.family].colour}
                    />
                  </div>
                </div>
              ) : (
                <div className="tl-viz__facts" data-testid="viz-spectral">
                  <div className="tl-viz__fact">
                    <h3 className="tl-viz__fact-title">{t('visualization.spectralView')}</h3>
                    <p className="tl-viz__dominant">
                      <span className="tl-viz__dot" style={{ background: data.colour.hsl }} aria-hidden="true" />
                      <strong>{bandText(t, data.colour.label, 'name')}</strong>
                      <span className="tl-muted">{bandText(t, data.colour.label, 'meaning')}</span>
                    </p>
                  </div>
                  <div className="tl-viz__fact">
                    <h3 className="tl-viz__fact-title">
                      {t('visualization.spectralValue')}{' '}
                      <span className="tl-viz__percent">{format.percentage(percent(data.value))}</span>
                    </h3>
                    <Progress
                      value={percent(data.value)}
                      label={t('visualization.spectralValue')}
                      colour={data.colour.hsl}
                    />
                  </div>
                </div>
              )}
              <p className="tl-viz__caption">
                {t('visualization.caption', {
                  band: bandText(t, data.band.name, 'name'),
                  meaning: bandText(t, data.band.name, 'meaning').toLocaleLowerCase(format.language),
                  value: format.decimal(data.value, 3),
                })}
                {tone ? null : ` ${t('visualization.analyseToRead')}`}
              </p>
            </>
          ) : (
            <div className="tl-viz__empty">
              <p className="tl-viz__empty-title">{t('messages.noEmotionalData')}</p>
              <p className="tl-muted">{t('messages.noEmotionalDataHint')}</p>
            </div>
          )}
        </CardContent>
      </Card>
    </DecorativeCard>
  );
}
