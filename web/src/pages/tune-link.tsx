/**
 * The tone bridge page /tune-link (spec surroundings §2): shows the tone passed
 * in the query (tone, frequency in Hz, optional text), previews it as a 2 s sine
 * at gain 0.3, and hands it to the configured music tool.
 */
import { useTranslation } from '../i18n';
import { bandText } from '../i18n/core-text';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import {
  BRIDGE_PREVIEW_TONE,
  MESSAGES,
  audioToolLink,
  emotionalBand,
  formatTone,
  isValidToneParameters,
  toneColour,
  tonePreviewMessage,
  type ToneParameters,
} from '@tonelens/core';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader } from '../ui';
import { notify } from '../lib/toast';
import { Brand } from './brand';
import { SiteFooter } from './footer';
import { BackIcon, MusicIcon, PlayIcon } from './icons';
import { useShellConfig } from './session';
import { playSine } from './tone';

/**
 * Reads tone (number), frequency (integer Hz) and text (optional) from a query
 * string; null unless both tone and frequency are non-zero and valid.
 */
export function parseToneQuery(search: string): ToneParameters | null {
  const params = new URLSearchParams(search);
  const tone = Number(params.get('tone'));
  const frequency = Number.parseInt(params.get('frequency') ?? '', 10);
  const text = params.get('text') ?? undefined;
  if (!tone || !frequency) return null;
  const candidate: ToneParameters = text ? { tone, frequency, text } : { tone, frequency };
  return isValidToneParameters(candidate) ? candidate : null;
}

function BackButton() {
  const { t } = useTranslation();
  return (
    <Link href="/" className="tl-button tl-button--outline tl-button--md">
      <BackIcon />
      {t('notFound.back')}
    </Link>
  );
}

/** An SVG path of a sine wave: `cycles` periods across 0..width, amplitude in px around the middle. */
export function sinePath(cycles: number, width = 600, height = 120, amplitude = 42): string {
  const steps = 240;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const y = height / 2 - amplitude * Math.sin((i / steps) * cycles * 2 * Math.PI);
    points.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(' ');
}

/** The bridge page; `search` is the query string without '?'. */
export function TuneLinkPage({ search }: { search: string }) {
  const { t } = useTranslation();
  const params = useMemo(() => parseToneQuery(search), [search]);
  const config = useShellConfig();
  const [playing, setPlaying] = useState(false);

  const handlePreview = async () => {
    if (!params) return;
    setPlaying(true);
    notify(tonePreviewMessage(params.frequency, formatTone(params.tone)));
    const played = await playSine({
      frequencyHz: params.frequency,
      durationS: BRIDGE_PREVIEW_TONE.durationS,
      gain: BRIDGE_PREVIEW_TONE.gain,
    }).catch(() => false);
    if (!played) notify(MESSAGES.previewUnavailable);
    setPlaying(false);
  };

  const handleGenerate = () => {
    if (!params) return;
    const base = new URL(config.audioToolUrl, window.location.origin).toString();
    window.open(audioToolLink(base, params), '_blank', 'noopener,noreferrer');
  };

  const colour = params ? toneColour(params.tone) : null;

  return (
    <div className="bridge">
      <header className="bridge__bar">
        <Link href="/" aria-label={t('bridge.home')}>
          <Brand />
        </Link>
      </header>
      <main id="main" className="bridge__main">
        {!params ? (
          <Card className="bridge__card bridge__card--empty">
            <CardHeader>
              <h1 className="tl-card__title">{t('bridge.title')}</h1>
            </CardHeader>
            <CardContent className="bridge__empty">
              <p role="status">{t('messages.noToneData')}</p>
              <BackButton />
            </CardContent>
          </Card>
        ) : (
          <Card className="bridge__card" style={{ '--tone-colour': colour?.hsl } as React.CSSProperties}>
            <div className="bridge__glow" aria-hidden="true" />
            <CardHeader>
              <h1 className="tl-card__title">{t('bridge.title')}</h1>
              <CardDescription>{t('bridge.description')}</CardDescription>
            </CardHeader>
            <CardContent className="bridge__content">
              <svg className="bridge__wave" viewBox="0 0 600 120" preserveAspectRatio="none" aria-hidden="true">
                {/* More cycles for a higher frequency: 220 Hz draws 3, 880 Hz draws 12. */}
                <path
                  d={sinePath(params.frequency / 73)}
                  fill="none"
                  stroke={colour?.hsl}
                  strokeWidth="4"
                  strokeLinecap="round"
                />
              </svg>
              <dl className="bridge__facts">
                <div>
                  <dt>{t('visualization.spectralValue')}</dt>
                  <dd className="bridge__value" data-testid="bridge-tone">
                    {formatTone(params.tone)}
                  </dd>
                </div>
                <div>
                  <dt>{t('framework.frequency')}</dt>
                  <dd className="bridge__value" data-testid="bridge-frequency">
                    {params.frequency} Hz
                  </dd>
                </div>
                <div>
                  <dt>{t('bridge.context')}</dt>
                  <dd>
                    <Badge variant="outline" className="bridge__badge">
                      <span className="dot" style={{ background: colour?.hsl }} aria-hidden="true" />
                      {bandText(t, emotionalBand(params.tone).name, 'context')}
                    </Badge>
                  </dd>
                </div>
              </dl>
              {params.text ? (
                <figure className="bridge__text">
                  <figcaption>{t('journal.detail.original')}</figcaption>
                  <blockquote>{params.text}</blockquote>
                </figure>
              ) : null}
              <div className="bridge__actions">
                <Button variant="outline" onClick={() => void handlePreview()} disabled={playing}>
                  <PlayIcon />
                  {playing ? t('resultActions.playing') : t('bridge.preview')}
                </Button>
                <Button onClick={handleGenerate}>
                  <MusicIcon />
                  {t('bridge.generate')}
                </Button>
                <BackButton />
              </div>
            </CardContent>
          </Card>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
