/** The signature chart: spectral values of up to 20 entries over time, drawn with chart.js (loaded on first use). */
import { useTranslation } from '../i18n';
import { bandText } from '../i18n/core-text';
import { useEffect, useRef } from 'react';
import { formatTone, type SignatureEntry } from '@tonelens/core';
import { useTheme } from './theme';

/** Line chart of entries given oldest first; points coloured by each entry's hue. */
export function SignatureChart({
  entries,
  dateFormat,
}: {
  entries: readonly SignatureEntry[];
  dateFormat: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Redrawn when the theme changes: the axis colours come from the theme's tokens.
  const { theme } = useTheme();
  useEffect(() => {
    let disposed = false;
    let destroy: (() => void) | undefined;
    void import('chart.js/auto').then(({ default: Chart }) => {
      if (disposed || !canvasRef.current) return;
      const styles = getComputedStyle(document.documentElement);
      const text = styles.getPropertyValue('--color-text-muted').trim() || '#666';
      const grid = styles.getPropertyValue('--color-border').trim() || '#ddd';
      const colours = entries.map((e) => `hsl(${e.colorHue}, 80%, 55%)`);
      const chart = new Chart(canvasRef.current, {
        type: 'line',
        data: {
          labels: entries.map((e) => dateFormat(e.timestamp)),
          datasets: [
            {
              label: t('visualization.spectralValue'),
              data: entries.map((e) => e.spectralValue),
              borderColor: 'hsl(252, 70%, 62%)',
              backgroundColor: 'hsla(252, 70%, 62%, 0.12)',
              pointBackgroundColor: colours,
              pointBorderColor: colours,
              pointRadius: 5,
              pointHoverRadius: 7,
              tension: 0.35,
              fill: true,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : undefined,
          plugins: {
            legend: { display: false },
            tooltip: {
              callbacks: {
                label: (ctx) => {
                  const e = entries[ctx.dataIndex]!;
                  return `${formatTone(e.spectralValue)} · ${e.frequencyHz} Hz · ${bandText(t, e.emotionalRange, 'name')}`;
                },
              },
            },
          },
          scales: {
            y: { min: 0, max: 1, ticks: { color: text }, grid: { color: grid } },
            x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
          },
        },
      });
      destroy = () => chart.destroy();
    });
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [entries, dateFormat, theme, t]);
  return (
    <div className="sig__chart">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('signature.chartLabel', {
          count: entries.length,
          from: entries.length ? formatTone(Math.min(...entries.map((e) => e.spectralValue))) : '0',
          to: entries.length ? formatTone(Math.max(...entries.map((e) => e.spectralValue))) : '0',
        })}
      />
    </div>
  );
}
