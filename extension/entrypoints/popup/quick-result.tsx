/**
 * The popup's reading, in the order and words of the result card: the tone
 * name(s) and one sentence of what the tone does, the verdict, the phrases
 * behind it (each once, "“Oh great” — reads as sarcastic"), the four numbers,
 * then the details on demand (the tension rule that holds, the spectral view).
 */
import { TONE_FAMILY_LOOK } from '@tonelens/core/reading';
import { useTranslation } from '@tonelens/web/i18n';
import { useFormat } from '@tonelens/web/i18n/format';
import {
  axisText,
  bandText,
  familyWord,
  levelText,
  tensionReason,
  toneLabel,
  toneMeaning,
  verdictText,
} from '@tonelens/web/i18n/core-text';
import { phraseSpans } from '@tonelens/web/analyser/one-voice';
import { phraseReadsText } from '@tonelens/web/analyser/phrase-reads';
import type { QuickCheck } from '@/lib/quick-check';

/** The quick check of `text` (the text the reading was made of). */
export function QuickResult({ check, text }: { check: QuickCheck; text: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const look = TONE_FAMILY_LOOK[check.tone.family];
  const spans = phraseSpans(text, check.tones);
  const verdict = t('popup.sentence', { text: verdictText(t, check.verdict, check.tone) });
  return (
    <section className="popup__result" aria-live="polite" data-testid="quick-result">
      <div className="popup__tone" style={{ borderColor: look.colour }}>
        <p className="popup__tone-name">
          <span style={{ color: look.colour }}>
            <span aria-hidden="true">{look.icon}</span>
            <span className="popup__hidden">({familyWord(t, check.tone.family)})</span>
          </span>{' '}
          <span className="popup__muted">{t('tone.label')}</span>{' '}
          <strong data-testid="tone-name">{toneLabel(t, check.tone.id)}</strong>
        </p>
        <p className="popup__tone-meaning">{toneMeaning(t, check.tone.id)}</p>
        {check.tones.length > 1 ? (
          <p className="popup__tone-meaning popup__muted" data-testid="tone-also">
            {t('tone.also')} {format.listed(check.tones.slice(1).map((tone) => toneLabel(t, tone.name)))}
          </p>
        ) : null}
      </div>
      {check.verdict.kind === 'balance' ? (
        <p className="popup__calm" data-testid="no-tension">
          {verdict}
        </p>
      ) : (
        <p className="popup__tension" data-testid="tension" role="status">
          <strong>{verdict}</strong>
        </p>
      )}
      {spans.length > 0 ? (
        <ul className="popup__phrases" data-testid="tone-phrases">
          {spans.map((span) => (
            <li key={span.start} style={{ borderColor: look.colour }}>
              {phraseReadsText(t, format.language, text.slice(span.start, span.end), span.tones)}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="popup__axes">
        {check.axes.map((axis) => (
          <li key={axis.id} className="popup__axis" data-axis={axis.id}>
            <span className="popup__axis-name">{axisText(t, axis.id, 'short')}</span>
            <span
              className="popup__bar"
              role="meter"
              aria-label={axisText(t, axis.id, 'short')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={axis.percent}
            >
              <span style={{ width: `${axis.percent}%`, background: axis.colour }} />
            </span>
            <span className="popup__level">
              {levelText(t, axis.value)} <span className="popup__muted">{format.percentage(axis.percent)}</span>
            </span>
          </li>
        ))}
      </ul>
      <details className="popup__details">
        <summary>{t('feedback.details')}</summary>
        {check.reasons[0] ? <p className="popup__muted">{tensionReason(t, check.reasons[0])}</p> : null}
        <p className="popup__band">
          <span className="popup__swatch" style={{ background: check.band.colour }} aria-hidden="true" />
          <span className="popup__muted" title={t('letters.hint')}>
            {t('journal.detail.spectralViewLabel')}
          </span>{' '}
          <strong data-testid="band-name">{bandText(t, check.band.name, 'name')}</strong>
          <span className="popup__muted">
            {bandText(t, check.band.name, 'meaning')} · {check.frequencyHz} Hz
          </span>
        </p>
      </details>
    </section>
  );
}
