/**
 * The result card's details, on demand: the spec's tension rules that hold,
 * the sentences that read tense, the written feedback (said once, in the
 * reading's voice), the counts and sentiment, a model's own estimate of the
 * four numbers (labelled as its, when a model answered) and the suggested reflection.
 */
import { useId, useMemo, useState } from 'react';
import { sentimentOfTone } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { tensionReason, toneLabel } from '../i18n/core-text';
import { ChevronDownIcon } from '../ui/icons';
import { oneVoice, voiceWords, type Contradiction } from './one-voice';
import { ModelEstimateView } from './model-estimate';
import { TenseSentences } from './tense-sentences';
import type { ToneView } from './tone-of';
import type { AnalysisResults } from './types';

/** What a model's text may not say beside this reading: praise beside a tense one, a warning beside a positive one. */
export function ruledOutBy(tone: ToneView): Contradiction | null {
  if (tone.tense || tone.name.family === 'tense' || tone.reasons.length > 0) return 'praise';
  return tone.name.family === 'positive' ? 'warning' : null;
}

/** The details disclosure, closed at first. */
export function ResultDetails({ results, tone }: { results: AnalysisResults; tone: ToneView }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { plain, toneLens } = results;
  const sentences = useMemo(() => {
    // The local engine writes from the reading; a model's text is checked against it.
    const modelWrote = plain?.source === 'openai' || toneLens?.source === 'openai';
    const words = voiceWords(i18n.language, (tone) => toneLabel(t, tone));
    return oneVoice(
      [
        plain?.aiResponse,
        plain?.feedback,
        plain?.empathicResponse,
        plain?.aiInsights,
        toneLens?.toneLensSummary,
        toneLens?.conversationalResponse,
      ],
      { phrases: tone.tones.flatMap((x) => x.phrases), ruledOut: modelWrote ? ruledOutBy(tone) : null, words },
    );
  }, [plain, toneLens, tone, t, i18n.language]);
  return (
    <section className="tl-details" data-testid="result-details">
      <button
        type="button"
        className="tl-details__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <ChevronDownIcon className="tl-details__chevron" /> {t('feedback.details')}
      </button>
      <div id={id} className="tl-details__body" hidden={!open}>
        {tone.reasons.length > 0 ? (
          <ul className="tl-feedback__reasons">
            {tone.reasons.map((reason) => (
              <li key={reason}>{tensionReason(t, reason)}</li>
            ))}
          </ul>
        ) : null}
        {tone.tense ? <TenseSentences text={results.inputText} /> : null}
        {sentences.length > 0 ? (
          <div className="tl-feedback__section" aria-label={t('feedback.feedback')} data-testid="feedback-sentences">
            {sentences.map((sentence) => (
              <p key={sentence} className="tl-feedback__item">
                {sentence}
              </p>
            ))}
          </div>
        ) : null}
        {plain ? (
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
        ) : null}
        {toneLens?.modelEstimate ? <ModelEstimateView estimate={toneLens.modelEstimate} /> : null}
        {toneLens?.echoRoomSuggestion && tone.tense ? (
          <p className="tl-feedback__suggestion">
            <strong>{t('feedback.suggested')}</strong> {toneLens.echoRoomSuggestion}
          </p>
        ) : null}
      </div>
    </section>
  );
}
