import { useEffect, useRef, useState } from 'react';
import { GRADIENT_REFRESH_MS, gradientStops, type GradientStop } from '@tonelens/core';

/**
 * `text` as seen at most every `intervalMs` (the spec's 100 ms gradient
 * refresh): the border and the visualization follow typing without redoing
 * their work on every key.
 */
export function useSampledText(text: string, intervalMs = GRADIENT_REFRESH_MS): string {
  const [sampled, setSampled] = useState(text);
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    const timer = setInterval(
      () => setSampled((shown) => (shown === latest.current ? shown : latest.current)),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [intervalMs]);
  // An emptied box (Clear, after an analysis) shows at once.
  return text.length === 0 ? text : sampled;
}

let lastText: string | null = null;
let lastStops: GradientStop[] = [];
/** core's 200 gradient stops of `text`, computed once per text for the border and the visualization together. */
export function sharedGradientStops(text: string): GradientStop[] {
  if (text !== lastText) {
    lastStops = gradientStops(text);
    lastText = text;
  }
  return lastStops;
}
