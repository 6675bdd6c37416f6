import { useEffect, useMemo, useRef } from 'react';
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
import { useReducedMotion } from './use-reduced-motion';
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

/** Frames drawn per second at most: the animation is gentle, and typing keeps the main thread. */
const FRAME_INTERVAL_MS = 1000 / 30;

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

interface WavePoint {
  position: number;
  amplitude: number;
  color: string;
}

/** The animated canvas: one stroked wave whose colour runs along the text and whose height follows each slice's tone. */
function WaveCanvas({ points, label }: { points: readonly WavePoint[]; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reduced = useReducedMotion();
  const pointsRef = useRef(points);
  const dirty = useRef(true);
  const wake = useRef<() => void>(() => undefined);
  if (pointsRef.current !== points) {
    pointsRef.current = points;
    dirty.current = true;
  }
  // New points while the loop sleeps (off screen): draw them once.
  useEffect(() => wake.current(), [points]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    let last = 0;
    let visible = true;
    let stroke: CanvasGradient | null = null;
    let fill: CanvasGradient | null = null;
    let width = 0;
    let height = 0;

    const resize = () => {
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      width = canvas.clientWidth || 600;
      height = canvas.clientHeight || 160;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      dirty.current = true;
    };

    const buildPaint = () => {
      const pts = pointsRef.current;
      stroke = ctx.createLinearGradient(0, 0, width, 0);
      fill = ctx.createLinearGradient(0, 0, width, 0);
      const step = Math.max(1, Math.floor(pts.length / 12));
      for (let i = 0; i < pts.length; i += step) {
        const p = pts[i]!;
        stroke.addColorStop(p.position / 100, p.color);
        fill.addColorStop(p.position / 100, p.color.replace('hsl(', 'hsla(').replace(/\)$/, ', 0.18)'));
      }
      dirty.current = false;
    };

    const draw = (time: number) => {
      if (dirty.current) buildPaint();
      const pts = pointsRef.current;
      const t = reduced ? 0 : time / 1000;
      const mid = height / 2;
      ctx.clearRect(0, 0, width, height);
      ctx.beginPath();
      for (let i = 0; i < pts.length; i++) {
        const p = pts[i]!;
        const x = (p.position / 100) * width;
        const wave = Math.sin(i * 0.18 + t * 2.2) * 0.6 + Math.sin(i * 0.05 - t * 1.3) * 0.4;
        const y = mid - wave * p.amplitude * (height * 0.42);
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.strokeStyle = stroke!;
      ctx.lineWidth = 3;
      ctx.lineJoin = 'round';
      ctx.stroke();
      ctx.lineTo(width, height);
      ctx.lineTo(0, height);
      ctx.closePath();
      ctx.fillStyle = fill!;
      ctx.fill();
    };

    // The loop sleeps while the canvas is off screen or the tab hidden; a change or scrolling in wakes it.
    const loop = (time: number) => {
      if ((!visible || document.hidden) && !dirty.current) {
        frame = 0;
        return;
      }
      frame = requestAnimationFrame(loop);
      if (time - last < FRAME_INTERVAL_MS && !dirty.current) return;
      last = time;
      draw(time);
    };
    wake.current = reduced
      ? // Without motion a change is drawn once, still.
        () => {
          frame = requestAnimationFrame(() => {
            if (dirty.current) draw(0);
          });
        }
      : () => {
          if (frame === 0) frame = requestAnimationFrame(loop);
        };

    resize();
    draw(0);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(canvas);
    const seen =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            visible = entries.some((e) => e.isIntersecting);
            if (visible) wake.current();
          });
    seen?.observe(canvas);
    if (!reduced) frame = requestAnimationFrame(loop);
    const handleVisibility = () => wake.current();
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      cancelAnimationFrame(frame);
      wake.current = () => undefined;
      document.removeEventListener('visibilitychange', handleVisibility);
      observer?.disconnect();
      seen?.disconnect();
    };
  }, [reduced]);

  return <canvas ref={canvasRef} className="tl-viz__canvas" role="img" aria-label={`Emotional wave of ${label}`} />;
}
