/** The 'Emotional Frequency' line chart; this module (and chart.js with it) is loaded only when a spectral result shows. */
import { useEffect, useRef, useState } from 'react';
import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip as ChartTooltip,
} from 'chart.js';
import { chartPointColour, FREQUENCY_BAND_LABELS } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler, ChartTooltip);

/** Props of {@link FrequencyChart}: ten shares 0..1, one per band. */
export interface FrequencyChartProps {
  frequencyData: readonly number[];
}

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

/** Point colours by band position: the centre of each tenth (0.05, 0.15 …) through core's chartPointColour. */
export function bandPointColours(count = FREQUENCY_BAND_LABELS.length): string[] {
  return Array.from({ length: count }, (_, i) => chartPointColour((i + 0.5) / count));
}

/** Ten band labels, no legend, y axis from zero, points coloured by band. */
export default function FrequencyChart({ frequencyData }: FrequencyChartProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const theme = useThemeVersion();
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const text = cssVar('--color-text-muted', '#5a5c70');
    const grid = cssVar('--color-border', '#dedfe8');
    const colours = bandPointColours();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas, {
      type: 'line',
      data: {
        labels: [...FREQUENCY_BAND_LABELS],
        datasets: [
          {
            label: t('spectral.chartShare'),
            data: frequencyData.map((v) => Math.round(v * 1000) / 10),
            borderColor: cssVar('--color-primary', '#6d4ee0'),
            backgroundColor: 'rgba(139, 92, 246, 0.12)',
            fill: true,
            tension: 0.35,
            pointBackgroundColor: colours,
            pointBorderColor: colours,
            pointRadius: 5,
            pointHoverRadius: 7,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 500 },
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => t('spectral.chartTooltip', { value: item.formattedValue }) } },
        },
        scales: {
          x: {
            ticks: { color: text },
            grid: { color: grid },
            title: { display: true, text: t('spectral.chartBand'), color: text },
          },
          y: {
            beginAtZero: true,
            ticks: { color: text, callback: (v) => `${v}%` },
            grid: { color: grid },
            title: { display: true, text: t('spectral.chartCharacters'), color: text },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [frequencyData, theme, t]);
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={t('spectral.chartLabel', {
        values: format.listed(
          FREQUENCY_BAND_LABELS.map(
            (label, i) => `${label} ${format.percentage(Math.round((frequencyData[i] ?? 0) * 100))}`,
          ),
        ),
      })}
      data-testid="frequency-chart"
    />
  );
}

/** Counts light/dark switches (system scheme or the page's data-theme), so the chart redraws in the new colours. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', bump);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class'] });
    return () => {
      scheme.removeEventListener('change', bump);
      observer.disconnect();
    };
  }, []);
  return version;
}
