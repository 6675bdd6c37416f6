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
export declare const EMOTIONAL_BANDS: readonly EmotionalBand[];
/** Colour saturation of tone colours, in percent (spec §9). */
export declare const TONE_SATURATION = 80;
/** Colour lightness of tone colours, in percent (spec §9). */
export declare const TONE_LIGHTNESS = 60;
/** The band of a spectral value 0..1: up to 0.15 Ignition, up to 0.3 Vitality, … above 0.8 Zenith. Out-of-range or NaN values are clamped (NaN counts as 0). */
export declare function emotionalBand(v: number): EmotionalBand;
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
export declare function hslToRgb(h: number, s: number, l: number): [number, number, number];
/** Hue (degrees) of a spectral value: interpolated linearly inside its band's hue range. */
export declare function toneHue(v: number): number;
/** The colour of a spectral value 0..1: hue inside its band, saturation 80 %, lightness 60 %. */
export declare function toneColour(v: number): ToneColour;
/** Point colours of the 'Emotional Frequency' chart by band position (spec analysis §2). */
export declare const CHART_POINT_COLOURS: {
  readonly orange: '#f97316';
  readonly yellowGreen: '#a3c32b';
  readonly green: '#22c55e';
  readonly cyan: '#06b6d4';
  readonly violet: '#8b5cf6';
  readonly magenta: '#d946ef';
};
/**
 * Colour of a chart point at `position` 0..1: up to 0.15 orange, up to 0.3
 * yellow-green, up to 0.45 green, up to 0.6 cyan, up to 0.8 violet, above that
 * magenta.
 */
export declare function chartPointColour(position: number): string;
