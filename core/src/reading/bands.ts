/** The six emotional bands (spec analysis §4) and the colours drawn from them. */

/** One emotional band: its name, value range (0..1), hue range (degrees), meaning and context text. */
export interface EmotionalBand {
  name: 'Ignition' | 'Vitality' | 'Harmony' | 'Serenity' | 'Immersion' | 'Zenith';
  /** Lowest spectral value of the band (exclusive, except 0 for Ignition). */
  min: number;
  /** Highest spectral value of the band (inclusive). */
  max: number;
  /** Hue range in degrees, [from, to]. */
  hueRange: readonly [number, number];
  meaning: string;
  context: string;
}

/** The bands in order, with the spec's cut-offs 0.15, 0.3, 0.45, 0.6 and 0.8. */
export const EMOTIONAL_BANDS: readonly EmotionalBand[] = [
  {
    name: 'Ignition',
    min: 0,
    max: 0.15,
    hueRange: [0, 54],
    meaning: 'Urgency, spark',
    context: 'Ignition - energetic, warm',
  },
  {
    name: 'Vitality',
    min: 0.15,
    max: 0.3,
    hueRange: [55, 108],
    meaning: 'Optimism, growth',
    context: 'Vitality - dynamic, bright',
  },
  {
    name: 'Harmony',
    min: 0.3,
    max: 0.45,
    hueRange: [109, 162],
    meaning: 'Balance, curiosity',
    context: 'Harmony - balanced, stable',
  },
  {
    name: 'Serenity',
    min: 0.45,
    max: 0.6,
    hueRange: [163, 216],
    meaning: 'Calm, trust',
    context: 'Serenity - calm, peaceful',
  },
  {
    name: 'Immersion',
    min: 0.6,
    max: 0.8,
    hueRange: [217, 288],
    meaning: 'Depth, intensity',
    context: 'Immersion - deep, contemplative',
  },
  {
    name: 'Zenith',
    min: 0.8,
    max: 1,
    hueRange: [289, 360],
    meaning: 'Edge, transcendence',
    context: 'Zenith - transcendent, elevated',
  },
];

/** Colour saturation of tone colours, in percent (spec §9). */
export const TONE_SATURATION = 80;
/** Colour lightness of tone colours, in percent (spec §9). */
export const TONE_LIGHTNESS = 60;

function clamp01(v: number): number {
  if (!(v > 0)) return 0;
  return v > 1 ? 1 : v;
}

/** The band of a spectral value 0..1: up to 0.15 Ignition, up to 0.3 Vitality, … above 0.8 Zenith. Out-of-range or NaN values are clamped (NaN counts as 0). */
export function emotionalBand(v: number): EmotionalBand {
  const x = clamp01(v);
  for (const band of EMOTIONAL_BANDS) if (x <= band.max) return band;
  return EMOTIONAL_BANDS[EMOTIONAL_BANDS.length - 1]!;
}

/** A tone colour: CSS hsl() and rgb() strings, the band's meaning as `emotion` and its name as `label`, plus the hue in degrees. */
export interface ToneColour {
  hsl: string;
  rgb: string;
  emotion: string;
  label: string;
  /** Hue in degrees, 0..360. */
  hue: number;
}

/** Converts HSL (degrees, percent, percent) to 0..255 RGB channels. */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Hue (degrees) of a spectral value: interpolated linearly inside its band's hue range. */
export function toneHue(v: number): number {
  const x = clamp01(v);
  const band = emotionalBand(x);
  const t = band.max === band.min ? 0 : (x - band.min) / (band.max - band.min);
  const [from, to] = band.hueRange;
  return Math.round((from + Math.max(0, Math.min(1, t)) * (to - from)) * 10) / 10;
}

/** The colour of a spectral value 0..1: hue inside its band, saturation 80 %, lightness 60 %. */
export function toneColour(v: number): ToneColour {
  const band = emotionalBand(v);
  const hue = toneHue(v);
  const [r, g, b] = hslToRgb(hue, TONE_SATURATION, TONE_LIGHTNESS);
  return {
    hsl: `hsl(${hue}, ${TONE_SATURATION}%, ${TONE_LIGHTNESS}%)`,
    rgb: `rgb(${r}, ${g}, ${b})`,
    emotion: band.meaning,
    label: band.name,
    hue,
  };
}

/** Point colours of the 'Emotional Frequency' chart by band position (spec analysis §2). */
export const CHART_POINT_COLOURS = {
  orange: '#f97316',
  yellowGreen: '#a3c32b',
  green: '#22c55e',
  cyan: '#06b6d4',
  violet: '#8b5cf6',
  magenta: '#d946ef',
} as const;

/**
 * Colour of a chart point at `position` 0..1: up to 0.15 orange, up to 0.3
 * yellow-green, up to 0.45 green, up to 0.6 cyan, up to 0.8 violet, above that
 * magenta.
 */
export function chartPointColour(position: number): string {
  if (position <= 0.15) return CHART_POINT_COLOURS.orange;
  if (position <= 0.3) return CHART_POINT_COLOURS.yellowGreen;
  if (position <= 0.45) return CHART_POINT_COLOURS.green;
  if (position <= 0.6) return CHART_POINT_COLOURS.cyan;
  if (position <= 0.8) return CHART_POINT_COLOURS.violet;
  return CHART_POINT_COLOURS.magenta;
}
