import { useEffect, useRef } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Frames drawn per second at most: the animation is gentle, and typing keeps the main thread. */
const FRAME_INTERVAL_MS = 1000 / 30;

/** One point of the wave: position 0..100 along the text, amplitude 0..1 (the slice's spectral value), and its colour. */
export interface WavePoint {
  position: number;
  amplitude: number;
  color: string;
}

/** The animated canvas: one stroked wave whose colour runs along the text and whose height follows each slice's tone. */
export function WaveCanvas({ points, label }: { points: readonly WavePoint[]; label: string }) {
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
