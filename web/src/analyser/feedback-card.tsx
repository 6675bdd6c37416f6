import { TENSION_REASON_TEXT, toneVerdict } from '@tonelens/core';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui';
import { CompassIcon, HeartIcon, MessageIcon, SparklesIcon } from './icons';
import { ToneHeadline } from './tone-headline';
import { TenseSentences } from './tense-sentences';
import type { ToneView } from './tone-of';
import type { AnalysisResults } from './types';

/** Props of {@link AnalysisFeedbackCard}. */
export interface AnalysisFeedbackCardProps {
  results: AnalysisResults;
  /** The one reading of the result (see toneOf): its name leads the card. */
  tone: ToneView;
  /** The conversational prompt's action: continue with ToneLens analysis (offered only without a four-axis reading). */
  onContinueToneLens: () => void;
  continuing?: boolean;
}

const SENTIMENT_LABEL = {
  positive: 'Positive',
  concerned: 'Concerned',
  reflective: 'Reflective',
  neutral: 'Neutral',
} as const;

/** The verdict badge: the same words wherever a reading is told. */
export function ToneVerdict({ tone }: { tone: ToneView }) {
  const verdict = toneVerdict(tone.name, tone.reasons.length, tone.tense);
  return <Badge variant={verdict.kind === 'balance' ? 'success' : 'warning'}>{verdict.text}</Badge>;
}

/**
 * The Analysis Feedback card (spec analysis §2): the tone in plain words
 * first, then the AI response or feedback, an empathic response, AI insights,
 * the ToneLens summary and response, and — only where the result has no
 * four-axis reading — the offer to continue with ToneLens analysis.
 */
export function AnalysisFeedbackCard({ results, tone, onContinueToneLens, continuing }: AnalysisFeedbackCardProps) {
  const { plain, toneLens } = results;
  const response = plain?.aiResponse ?? plain?.feedback;
  return (
    <Card className="tl-feedback" data-testid="analysis-feedback">
      <CardHeader>
        <CardTitle>
          <MessageIcon /> Analysis Feedback
        </CardTitle>
        <CardDescription>
          {toneLens
            ? 'The tone in plain words, then the four dimensions behind it.'
            : 'The tone in plain words, read on this device, with the feedback on your text.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="tl-feedback__body">
        <ToneHeadline name={tone.name} />
        <p className="tl-feedback__verdict">
          <ToneVerdict tone={tone} />
          {toneLens?.fromLocalFallback ? <Badge variant="secondary">Read on this device</Badge> : null}
        </p>
        {tone.reasons.length > 0 ? (
          <ul className="tl-feedback__reasons">
            {tone.reasons.map((reason) => (
              <li key={reason}>{TENSION_REASON_TEXT[reason]}</li>
            ))}
          </ul>
        ) : null}
        {tone.tense ? <TenseSentences text={results.inputText} /> : null}

        {plain ? (
          <section aria-label="Feedback" className="tl-feedback__section">
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
          </section>
        ) : null}

        {toneLens ? (
          <section aria-label="The four dimensions" className="tl-feedback__section" data-testid="tonelens-reading">
            <h3 className="tl-feedback__heading">
              <CompassIcon /> The four dimensions
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
            {toneLens.echoRoomSuggestion && tone.tense ? (
              <p className="tl-feedback__suggestion">
                <strong>Suggested reflection:</strong> {toneLens.echoRoomSuggestion}
              </p>
            ) : null}
          </section>
        ) : (
          <div className="tl-feedback__prompt">
            <p>
              {plain?.conversationalPrompt ??
                'Would you like to go deeper? Continue with ToneLens analysis to see the four emotional dimensions.'}
            </p>
            <Button variant="secondary" onClick={onContinueToneLens} disabled={continuing}>
              <CompassIcon /> Continue with ToneLens analysis
            </Button>
          </div>
        )}
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
