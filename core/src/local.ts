/** The full local analysis in one pass: spectrum, four axes and plain statistics. */
import { AxisCounter, type LocalAxesResult } from './axes';
import { scanText } from './engine/tokens';
import { spectralResultOf, type SpectralResult } from './spectrum';
import { classifySentiment, type PlainStats } from './stats';

/** Everything core can say about a text without the network. */
export interface LocalAnalysis {
  spectral: SpectralResult;
  axes: LocalAxesResult;
  stats: PlainStats;
}

/**
 * Analyses `text` locally: the same results as analyseSpectral,
 * analyseAxesLocally and plainStats, from a single pass over the text.
 */
export function analyseLocally(text: string): LocalAnalysis {
  const { counts, tokens } = scanText(text, 'counts', true);
  const counter = new AxisCounter();
  counter.read(tokens!);
  const spectral = spectralResultOf(text, counts);
  const axes = counter.result();
  return {
    spectral,
    axes,
    stats: {
      wordCount: axes.wordCount,
      characterCount: counts.count,
      sentimentClassification: classifySentiment(axes, text),
    },
  };
}
