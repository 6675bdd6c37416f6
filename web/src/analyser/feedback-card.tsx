import { toneVerdict } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';
import { axisText, toneLabel, verdictText } from '../i18n/core-text';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui';
import { CompassIcon, MessageIcon } from './icons';
import { HighlightedText } from './highlighted-text';
import { ResultDetails } from './result-details';
import { ToneHeadline } from './tone-headline';
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

/** The verdict badge: the same words wherever a reading is told. */
export function ToneVerdict({ tone }: { tone: ToneView }) {
  const { t } = useTranslation();
  const verdict = toneVerdict({ label: toneLabel(t, tone.name.id) }, tone.reasons.length, tone.tense);
  return (
    <Badge variant={verdict.kind === 'balance' ? 'success' : 'warning'}>{verdictText(t, verdict, tone.name)}</Badge>
  );
}

/**
 * The Analysis Feedback card (spec analysis §2), one reading in one voice: the
 * tone name(s) and one plain sentence of what the tone does; the text itself
 * with the phrases behind it highlighted in place; the four numbers; then the
 * details on demand (the written feedback, counts and sentiment, tension rules)
 * and — only where the result has no four-axis reading — the offer to continue
 * with ToneLens analysis. Headline and verdict come from the local reading
 * whichever engine wrote the feedback, and no sentence shown contradicts them.
 */
export function AnalysisFeedbackCard({ results, tone, onContinueToneLens, continuing }: AnalysisFeedbackCardProps) {
  const { t } = useTranslation();
  const { plain, toneLens } = results;
  return (
    <Card className="tl-feedback" data-testid="analysis-feedback">
      <CardHeader>
        <CardTitle>
          <MessageIcon /> {t('feedback.title')}
        </CardTitle>
        <CardDescription>{toneLens ? t('feedback.descriptionAxes') : t('feedback.descriptionLocal')}</CardDescription>
      </CardHeader>
      <CardContent className="tl-feedback__body">
        <ToneHeadline name={tone.name} also={tone.tones.slice(1)} phrases={false} language={tone.language} />
        <p className="tl-feedback__verdict">
          <ToneVerdict tone={tone} />
          {toneLens?.fromLocalFallback ? <Badge variant="secondary">{t('feedback.readOnDevice')}</Badge> : null}
        </p>
        <HighlightedText text={results.inputText} tones={tone.tones} />
        <section
          aria-label={t('feedback.dimensions')}
          className="tl-feedback__section"
          data-testid={toneLens ? 'tonelens-reading' : undefined}
        >
          <h3 className="tl-feedback__heading">
            <CompassIcon /> {t('feedback.dimensions')}
          </h3>
          <dl className="tl-axes" data-testid="axis-numbers">
            <Axis label={axisText(t, 'warmthDetachment', 'short')} value={tone.axes.warmthDetachment} />
            <Axis label={axisText(t, 'certaintyAmbiguity', 'short')} value={tone.axes.certaintyAmbiguity} />
            <Axis label={axisText(t, 'intensityRestraint', 'short')} value={tone.axes.intensityRestraint} />
            <Axis label={axisText(t, 'conflictCoherence', 'short')} value={tone.axes.conflictCoherence} />
          </dl>
        </section>
        <ResultDetails results={results} tone={tone} />
        {toneLens ? null : (
          <div className="tl-feedback__prompt">
            <p>{plain?.conversationalPrompt ?? t('feedback.prompt')}</p>
            <Button variant="secondary" onClick={onContinueToneLens} disabled={continuing}>
              <CompassIcon /> {t('feedback.continue')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Axis({ label, value }: { label: string; value: number }) {
  const format = useFormat();
  return (
    <div className="tl-axes__item">
      <dt>{label}</dt>
      <dd>{format.decimal(value, 2)}</dd>
    </div>
  );
}
