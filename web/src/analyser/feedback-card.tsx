import { sentimentOfTone, toneVerdict } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';
import { axisText, tensionReason, toneLabel, verdictText } from '../i18n/core-text';
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

/** The verdict badge: the same words wherever a reading is told. */
export function ToneVerdict({ tone }: { tone: ToneView }) {
  const { t } = useTranslation();
  const verdict = toneVerdict({ label: toneLabel(t, tone.name.id) }, tone.reasons.length, tone.tense);
  return (
    <Badge variant={verdict.kind === 'balance' ? 'success' : 'warning'}>{verdictText(t, verdict, tone.name)}</Badge>
  );
}

/**
 * The Analysis Feedback card (spec analysis §2): the tone in plain words
 * first, then the AI response or feedback, an empathic response, AI insights,
 * the ToneLens summary and response, and — only where the result has no
 * four-axis reading — the offer to continue with ToneLens analysis. The
 * sentiment it shows is the one the tone name implies (sentimentOfTone), so
 * no figure on the card disagrees with the name that leads it.
 */
export function AnalysisFeedbackCard({ results, tone, onContinueToneLens, continuing }: AnalysisFeedbackCardProps) {
  const { t } = useTranslation();
  const { plain, toneLens } = results;
  const response = plain?.aiResponse ?? plain?.feedback;
  return (
    <Card className="tl-feedback" data-testid="analysis-feedback">
      <CardHeader>
        <CardTitle>
          <MessageIcon /> {t('feedback.title')}
        </CardTitle>
        <CardDescription>{toneLens ? t('feedback.descriptionAxes') : t('feedback.descriptionLocal')}</CardDescription>
      </CardHeader>
      <CardContent className="tl-feedback__body">
        <ToneHeadline name={tone.name} also={tone.tones.slice(1)} />
        <p className="tl-feedback__verdict">
          <ToneVerdict tone={tone} />
          {toneLens?.fromLocalFallback ? <Badge variant="secondary">{t('feedback.readOnDevice')}</Badge> : null}
        </p>
        {tone.reasons.length > 0 ? (
          <ul className="tl-feedback__reasons">
            {tone.reasons.map((reason) => (
              <li key={reason}>{tensionReason(t, reason)}</li>
            ))}
          </ul>
        ) : null}
        {tone.tense ? <TenseSentences text={results.inputText} /> : null}

        {plain ? (
          <section aria-label={t('feedback.feedback')} className="tl-feedback__section">
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
                <dt>{t('feedback.words')}</dt>
                <dd data-testid="word-count">{plain.wordCount}</dd>
              </div>
              <div>
                <dt>{t('feedback.characters')}</dt>
                <dd data-testid="character-count">{plain.characterCount}</dd>
              </div>
              <div>
                <dt>{t('feedback.sentiment')}</dt>
                <dd data-testid="sentiment">{t(`feedback.sentiments.${sentimentOfTone(tone.name)}`)}</dd>
              </div>
            </dl>
          </section>
        ) : null}

        {toneLens ? (
          <section
            aria-label={t('feedback.dimensions')}
            className="tl-feedback__section"
            data-testid="tonelens-reading"
          >
            <h3 className="tl-feedback__heading">
              <CompassIcon /> {t('feedback.dimensions')}
            </h3>
            <dl className="tl-axes">
              <Axis label={axisText(t, 'warmthDetachment', 'short')} value={toneLens.warmthDetachment} />
              <Axis label={axisText(t, 'certaintyAmbiguity', 'short')} value={toneLens.certaintyAmbiguity} />
              <Axis label={axisText(t, 'intensityRestraint', 'short')} value={toneLens.intensityRestraint} />
              <Axis label={axisText(t, 'conflictCoherence', 'short')} value={toneLens.conflictCoherence} />
            </dl>
            <p className="tl-feedback__lead">{toneLens.toneLensSummary}</p>
            <p className="tl-feedback__item">
              <MessageIcon className="tl-feedback__icon" />
              <span>{toneLens.conversationalResponse}</span>
            </p>
            {toneLens.echoRoomSuggestion && tone.tense ? (
              <p className="tl-feedback__suggestion">
                <strong>{t('feedback.suggested')}</strong> {toneLens.echoRoomSuggestion}
              </p>
            ) : null}
          </section>
        ) : (
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
