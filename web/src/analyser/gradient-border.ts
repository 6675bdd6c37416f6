import { gradientStops, GRADIENT_POINTS } from '@tonelens/core';
import { sharedGradientStops } from './sampled-text';

/** The resting border when there is no text: the six band colours. */
export const EMPTY_BORDER_GRADIENT = 'var(--band-spectrum)';

/**
 * A CSS linear-gradient of the text's 200 gradient stops (spec §9), or the
 * band spectrum for empty text. Neighbouring stops of one colour are merged
 * so the string stays short.
 */
export function borderGradient(text: string, points = GRADIENT_POINTS): string {
  const stops = points === GRADIENT_POINTS ? sharedGradientStops(text) : gradientStops(text, points);
  if (stops.length === 0) return EMPTY_BORDER_GRADIENT;
  const parts: string[] = [];
  let last = '';
  for (let i = 0; i < stops.length; i++) {
    const stop = stops[i]!;
    if (stop.color === last && i !== stops.length - 1) continue;
    parts.push(`${stop.color} ${stop.position.toFixed(1)}%`);
    last = stop.color;
  }
  if (parts.length === 1) parts.push(parts[0]!);
  return `linear-gradient(90deg, ${parts.join(', ')})`;
}
