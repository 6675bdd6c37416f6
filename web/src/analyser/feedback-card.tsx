import { TENSION_REASON_TEXT, tensionReasons } from '@tonelens/core';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui';
import { CompassIcon, HeartIcon, MessageIcon, SparklesIcon } from './icons';
import type { AnalysisResults } from './types';

/** Props of {@link AnalysisFeedbackCard}. */
export interface AnalysisFeedbackCardProps {
  results: AnalysisResults;
  /** The conversational prompt's action: continue with ToneLens analysis. */
  onContinueToneLens: () => void;
  continuing?: boolean;
}

const SENTIMENT_LABEL = {
  positive: 'Positive',
  concerned: 'Concerned',
  reflective: 'Reflective',
  neutral: 'Neutral',
} as const;

/**
 * The Analysis Feedback card (spec analysis §2): the AI response or feedback,
 * an empathic response, AI insights, the ToneLens summary and response, and a
 * conversational prompt offering to continue with ToneLens analysis.
 */
export function AnalysisFeedbackCard({ results, onContinueToneLens, continuing }: AnalysisFeedbackCardProps) {
  const { plain, toneLens } = results;
  const response = plain?.aiResponse ?? plain?.feedback;
  const reasons = toneLens ? tensionReasons(toneLens) : [];
  return (
    <Card className="tl-feedback" data-testid="analysis-feedback">
      <CardHeader>
        <CardTitle>
          <MessageIcon /> Analysis Feedback
        </CardTitle>
        <CardDescription>
          {results.mode === 'full'
            ? 'Everything combined: feedback, the four dimensions and the spectrum.'
            : 'What your text says about how it feels.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="tl-feedback__body">
        {plain ? (
          <section aria-label="Plain feedback" className="tl-feedback__section">
            <dl className="tl-stats">
              <div>
                <dt>Words</dt>
                <dd data-testid="word-count">{plain.wordCount}</dd>
              </div>
              <div>
                <dt>Characters</dt>
                <dd data-testid="character-count">{plain.characterCount}</dd>
              </div>
              <div>
                <dt>Sentiment</dt>
                <dd data-testid="sentiment">{SENTIMENT_LABEL[plain.sentimentClassification]}</dd>
              </div>
            </dl>
            {response ? <p className="tl-feedback__lead">{response}</p> : null}
            {plain.empathicResponse ? (
              <p className="tl-feedback__item">
                <HeartIcon className="tl-feedback__icon" />
                <span>{plain.empathicResponse}</span>
              </p>
            ) : null}
            {plain.aiInsights ? (
              <p className="tl-feedback__item">
                <SparklesIcon className="tl-feedback__icon" />
                <span>{plain.aiInsights}</span>
              </p>
            ) : null}
          </section>
        ) : null}

        {toneLens ? (
          <section aria-label="ToneLens reading" className="tl-feedback__section" data-testid="tonelens-reading">
            <h3 className="tl-feedback__heading">
              <CompassIcon /> ToneLens reading
              {toneLens.tensionDetected ? (
                <Badge variant="warning">Tension detected</Badge>
              ) : (
                <Badge variant="success">Emotional balance</Badge>
              )}
              {toneLens.fromLocalFallback ? <Badge variant="secondary">Read on this device</Badge> : null}
            </h3>
            <dl className="tl-axes">
              <Axis label="Warmth" value={toneLens.warmthDetachment} />
              <Axis label="Certainty" value={toneLens.certaintyAmbiguity} />
              <Axis label="Intensity" value={toneLens.intensityRestraint} />
              <Axis label="Coherence" value={toneLens.conflictCoherence} />
            </dl>
            <p className="tl-feedback__lead">{toneLens.toneLensSummary}</p>
            <p className="tl-feedback__item">
              <MessageIcon className="tl-feedback__icon" />
              <span>{toneLens.conversationalResponse}</span>
            </p>
            {reasons.length > 0 ? (
              <ul className="tl-feedback__reasons">
                {reasons.map((reason) => (
                  <li key={reason}>{TENSION_REASON_TEXT[reason]}</li>
                ))}
              </ul>
            ) : null}
            {toneLens.echoRoomSuggestion ? (
              <p className="tl-feedback__suggestion">
                <strong>Suggested reflection:</strong> {toneLens.echoRoomSuggestion}
              </p>
            ) : null}
          </section>
        ) : null}

        <div className="tl-feedback__prompt">
          <p>
            {plain?.conversationalPrompt ??
              (toneLens
                ? 'Want to look again? Continue with ToneLens analysis on new text or on your last message.'
                : 'Would you like to go deeper? Continue with ToneLens analysis to see the four emotional dimensions.')}
          </p>
          <Button variant="secondary" onClick={onContinueToneLens} disabled={continuing}>
            <CompassIcon /> Continue with ToneLens analysis
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Axis({ label, value }: { label: string; value: number }) {
  return (
    <div className="tl-axes__item">
      <dt>{label}</dt>
      <dd>{value.toFixed(2)}</dd>
    </div>
  );
}
