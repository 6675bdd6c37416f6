import { lazy, useEffect, useRef, useState } from 'react';
import {
  countOf,
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
          <WavesIcon /> Emotional Frequency
        </CardTitle>
        <CardDescription>How the characters of your text spread across the ten spectral bands.</CardDescription>
      </CardHeader>
      <CardContent className="tl-spectral__body">
        <div className="tl-spectral__tone">
          <span className="tl-spectral__swatch" style={{ background: colour.hsl }} aria-hidden="true" />
          <div>
            <p className="tl-spectral__value">
              <strong data-testid="spectral-value">{formatTone(tone)}</strong> · {toneToFrequency(tone)} Hz
            </p>
            <p className="tl-muted tl-spectral__band">
              {band.context} <Badge variant="outline">{band.meaning}</Badge>
            </p>
          </div>
        </div>
        <div className="tl-spectral__chart">
          <LoadBoundary what="the chart" fallback={<p className="tl-muted">Loading chart…</p>}>
            <FrequencyChart frequencyData={spectral.frequencyData} />
          </LoadBoundary>
        </div>
        <dl className="tl-spectral__stats">
          <Stat label="Deep tones" value={`${Math.round(spectral.deepTonePercentage)}%`} />
          <Stat label="Suspended tones" value={`${Math.round(spectral.suspendedTonePercentage)}%`} />
          <Stat label="Bright tones" value={`${Math.round(spectral.brightTonePercentage)}%`} />
          <Stat label="Opening tone" value={formatTone(spectral.openingTone)} />
          <Stat label="Peak intensity" value={formatTone(spectral.peakIntensity)} />
          <Stat label="Resolution" value={formatTone(spectral.resolution)} />
        </dl>
        <div className="tl-spectral__actions">
          <Button variant="outline" onClick={handlePlay} aria-pressed={playback !== null}>
            {playback ? <StopIcon /> : <PlayIcon />} {playback ? 'Stop Playback' : 'Play Tonal Sequence'}
          </Button>
          <Button onClick={onGenerateMusic}>
            <MusicIcon /> Generate Music from Tone
          </Button>
        </div>
        <p className="tl-visually-hidden">{`Spectral reading of ${countOf([...text].length, 'character')}.`}</p>
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
