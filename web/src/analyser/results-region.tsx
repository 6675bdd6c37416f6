/**
 * The results region (spec analysis §2): whatever arrived last leads (the
 * reading after Analyse, the alternative after Generate), then the spectral
 * chart, the emotion gradient when opened, and the live visualization.
 */
import { memo, type RefObject } from 'react';
import { Button, Card, CardContent } from '../ui';
import { useTranslation } from '../i18n';
import { AnalysisFeedbackCard } from './feedback-card';
import { EmotionGradientCard } from './emotion-gradient-card';
import { SparklesIcon } from './icons';
import { SpectralResultsCard } from './spectral-results-card';
import { AlternativeTextCard, OriginalTextCard } from './surroundings/text-cards';
import { useText, type TextStore } from './text-store';
import type { ToneView } from './tone-of';
import type { AnalysisController } from './use-analysis-controller';
import { AnimatedVisualizationCard } from './visualization-card';

// Typing re-renders the screen on every key: the result cards do not read the text.
const Feedback = memo(AnalysisFeedbackCard);
const Spectral = memo(SpectralResultsCard);
const Gradient = memo(EmotionGradientCard);

/** The results region of the analysis screen; focused when a result arrives. */
export function ResultsRegion({ controller }: { controller: AnalysisController }) {
  const { t } = useTranslation();
  const { run, tools, tone, resonance, resultsRef } = controller;
  const { results, alternative, draft, lastAction } = run;
  const { gradient } = tools;
  const texts = (
    <>
      {alternative ? (
        <AlternativeTextCard text={alternative.text} onOpenChat={() => tools.framed.setOpen(true)} />
      ) : null}
      {draft !== null ? <OriginalTextCard text={draft} onEditAgain={run.handleEditAgain} /> : null}
    </>
  );
  return (
    <div
      className="tl-results"
      ref={resultsRef as RefObject<HTMLDivElement>}
      tabIndex={-1}
      aria-label={t('analyser.results')}
      role="region"
      data-testid="results"
    >
      {lastAction === 'generate' ? texts : null}
      {results && tone ? (
        <Feedback
          results={results}
          tone={tone}
          onContinueToneLens={run.handleContinueClick}
          continuing={run.continuing}
        />
      ) : null}
      {lastAction === 'analyse' ? texts : null}
      {results?.spectral ? (
        <Spectral spectral={results.spectral} text={results.inputText} onGenerateMusic={tools.audio.openAudio} />
      ) : null}
      {gradient.open && results ? (
        <div ref={gradient.ref}>
          <Gradient
            values={gradient.values}
            onValuesChange={gradient.setValues}
            resonance={resonance}
            storage={tools.storage}
            actions={
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void gradient.handleReanalyse(gradient.values)}
                disabled={gradient.reanalysing}
              >
                <SparklesIcon /> {gradient.reanalysing ? t('analyser.responding') : t('analyser.respond')}
              </Button>
            }
          />
          {gradient.reanalysis ? (
            <Card className="tl-reanalysis">
              <CardContent>
                <p className="tl-reanalysis__text" data-testid="reanalysis-response">
                  {gradient.reanalysis}
                </p>
              </CardContent>
            </Card>
          ) : null}
        </div>
      ) : null}
      <LiveVisualization store={run.store} analysedText={results?.inputText ?? ''} analysedTone={tone} />
    </div>
  );
}

/** The visualization follows the text being typed, else the text last analysed (with its reading). */
function LiveVisualization({
  store,
  analysedText,
  analysedTone,
}: {
  store: TextStore;
  analysedText: string;
  analysedTone: ToneView | null;
}) {
  const text = useText(store);
  const typing = text.trim().length > 0;
  // The analysed text back in the box (Edit again) still has its reading.
  const reading = !typing || text === analysedText ? analysedTone : null;
  return <AnimatedVisualizationCard text={typing ? text : analysedText} tone={reading} />;
}
