/** The full local analysis in one pass: spectrum, four axes and plain statistics. */
import type { LocalAxesResult } from './axes';
import { Reader } from './reader';
import { applyRules } from './rules/index';
import { scoreAxes } from './score';
import { scanText } from './tokens';
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
  const reader = new Reader();
  applyRules(reader, tokens!);
  const spectral = spectralResultOf(text, counts);
  const axes = scoreAxes(reader);
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
