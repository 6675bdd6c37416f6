import { lazy, useEffect, useRef, useState } from 'react';
import {
  emotionalBand,
  formatTone,
  entrySpectralValue,
  toneColour,
  toneToFrequency,
  type SpectralResult,
} from '@tonelens/core';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, LoadBoundary } from '../ui';
import { notify } from '../lib/toast';
import { MESSAGES } from '@tonelens/core';
import { MusicIcon, PlayIcon, StopIcon, WavesIcon } from './icons';
import { playSpectralSequence, type Playback } from './tonal-playback';
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';
import { bandText } from '../i18n/core-text';
import './spectral-results-card.css';

const FrequencyChart = lazy(() => import('./frequency-chart'));

/** Props of {@link SpectralResultsCard}. */
export interface SpectralResultsCardProps {
  spectral: SpectralResult;
  text: string;
  /** Opens the audio tool dialog ('Generate Music from Tone'). */
  onGenerateMusic: () => void;
}

/**
 * Spectral results (spec analysis §2): the 'Emotional Frequency' chart, the
 * deep/suspended/bright shares, opening tone, peak and resolution, tonal
 * playback and the audio tool hand-off.
 */
export function SpectralResultsCard({ spectral, text, onGenerateMusic }: SpectralResultsCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const tone = entrySpectralValue(spectral);
  const colour = toneColour(tone);
  const band = emotionalBand(tone);
  const [playback, setPlayback] = useState<Playback | null>(null);
  const playing = useRef<Playback | null>(null);
  useEffect(() => () => playing.current?.stop(), []);

  const handlePlay = () => {
    if (playback) {
      playback.stop();
      return;
    }
    const started = playSpectralSequence(spectral.characterValues);
    if (!started) {
      notify(MESSAGES.previewUnavailable);
      return;
    }
    playing.current = started;
    setPlayback(started);
    void started.done.then(() => {
      playing.current = null;
      setPlayback(null);
    });
  };

  return (
    <Card className="tl-spectral" data-testid="spectral-results">
      <CardHeader>
        <CardTitle>
          <WavesIcon /> {t('spectral.title')}
        </CardTitle>
        <CardDescription>{t('spectral.description')}</CardDescription>
      </CardHeader>
      <CardContent className="tl-spectral__body">
        <div className="tl-spectral__tone">
          <span className="tl-spectral__swatch" style={{ background: colour.hsl }} aria-hidden="true" />
          <div>
            <p className="tl-spectral__value">
              <strong data-testid="spectral-value">{formatTone(tone)}</strong> · {toneToFrequency(tone)} Hz
            </p>
            <p className="tl-muted tl-spectral__band">
              {bandText(t, band.name, 'context')} <Badge variant="outline">{bandText(t, band.name, 'meaning')}</Badge>
            </p>
          </div>
        </div>
        <div className="tl-spectral__chart">
          <LoadBoundary
            what={t('spectral.theChart')}
            fallback={<p className="tl-muted">{t('spectral.loadingChart')}</p>}
          >
            <FrequencyChart frequencyData={spectral.frequencyData} />
          </LoadBoundary>
        </div>
        <dl className="tl-spectral__stats">
          <Stat label={t('spectral.deep')} value={format.percentage(Math.round(spectral.deepTonePercentage))} />
          <Stat
            label={t('spectral.suspended')}
            value={format.percentage(Math.round(spectral.suspendedTonePercentage))}
          />
          <Stat label={t('spectral.bright')} value={format.percentage(Math.round(spectral.brightTonePercentage))} />
          <Stat label={t('spectral.opening')} value={formatTone(spectral.openingTone)} />
          <Stat label={t('spectral.peak')} value={formatTone(spectral.peakIntensity)} />
          <Stat label={t('spectral.resolution')} value={formatTone(spectral.resolution)} />
        </dl>
        <div className="tl-spectral__actions">
          <Button variant="outline" onClick={handlePlay} aria-pressed={playback !== null}>
            {playback ? <StopIcon /> : <PlayIcon />} {playback ? t('spectral.stop') : t('spectral.play')}
          </Button>
          <Button onClick={onGenerateMusic}>
            <MusicIcon /> {t('spectral.music')}
          </Button>
        </div>
        <p className="tl-visually-hidden">{t('spectral.readingOf', { count: [...text].length })}</p>
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="tl-spectral__stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
