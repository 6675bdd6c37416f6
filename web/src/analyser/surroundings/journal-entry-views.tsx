/**
 * The two views of a saved analysis in the journal entry detail: the ToneLens
 * reading (its four axes) and, apart, where its letters sit on the spectrum.
 */
import {
  SLIDER_DIMENSIONS,
  entrySpectralValue,
  formatTone,
  percent,
  toneColour,
  toneToFrequency,
  type Analysis,
} from '@tonelens/core';
import { Badge, Progress } from '../../ui';
import { useTranslation } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { axisText, bandText, levelText } from '../../i18n/core-text';
import { LettersName } from './letters';
import { toneLabel } from '../../i18n/core-text';
import { oneVoice, voiceWords } from '../one-voice';
import { ruledOutBy } from '../result-details';
import { toneOf, type AxisReading, type ToneView } from '../tone-of';

const TONE_COLOURS = { deep: 'hsl(252, 70%, 60%)', suspended: 'hsl(189, 75%, 42%)', bright: 'hsl(27, 85%, 55%)' };

/** The four axes and verdict an analysis was saved with, or null when it has none (a spectral or plain save). */
export function savedReading(a: Analysis): AxisReading | null {
  const { warmthDetachment: w, certaintyAmbiguity: c, intensityRestraint: i, conflictCoherence: h } = a;
  return w != null && c != null && i != null && h != null
    ? {
        warmthDetachment: w,
        certaintyAmbiguity: c,
        intensityRestraint: i,
        conflictCoherence: h,
        tensionDetected: a.tensionDetected,
      }
    : null;
}

/**
 * The saved summary in the reading's one voice: a sentence that says what the tone rules out (a
 * model's praise of a tense text, its warning about a warm one) is not shown beside it.
 */
function SavedSummary({ summary, tone }: { summary: string | null; tone: ToneView }) {
  const { t, i18n } = useTranslation();
  const words = voiceWords(i18n.language, (id) => toneLabel(t, id));
  const said = oneVoice([summary], { phrases: [], ruledOut: ruledOutBy(tone), words });
  return said.length > 0 ? <p className="detail__summary">{said.join(' ')}</p> : null;
}

/** Which views an analysis gets: ToneLens when it has the four axes, spectral when it has the percentages. */
export function detailViews(a: Analysis): { tonelens: boolean; spectral: boolean } {
  return {
    tonelens:
      a.warmthDetachment != null &&
      a.certaintyAmbiguity != null &&
      a.intensityRestraint != null &&
      a.conflictCoherence != null,
    spectral: a.deepTonePercentage != null && a.suspendedTonePercentage != null && a.brightTonePercentage != null,
  };
}

/** Where the text's letters sit on the spectrum, said as such: its sound, not its mood. */
export function SpectralView({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const format = useFormat();
  const v = entrySpectralValue(analysis);
  const colour = toneColour(v);
  const shares = [
    [t('spectral.deep'), analysis.deepTonePercentage ?? 0, TONE_COLOURS.deep],
    [t('spectral.suspended'), analysis.suspendedTonePercentage ?? 0, TONE_COLOURS.suspended],
    [t('spectral.bright'), analysis.brightTonePercentage ?? 0, TONE_COLOURS.bright],
  ] as const;
  return (
    <section className="detail__view" aria-labelledby="detail-spectral">
      <h3 id="detail-spectral" className="detail__heading">
        {t('signatureTones.lettersTitle')}
      </h3>
      <p className="muted">{t('journal.detail.spectralHint')}</p>
      <div className="detail__tone">
        <span className="dot dot--lg" style={{ background: colour.hsl }} aria-hidden="true" />
        <div>
          <p className="detail__tone-value">
            {formatTone(v)} · {toneToFrequency(v)} Hz
          </p>
          <p className="muted">
            <LettersName name={bandText(t, colour.label, 'name')} /> — {bandText(t, colour.label, 'meaning')}
          </p>
        </div>
      </div>
      <div className="detail__bars">
        {shares.map(([name, share, c]) => (
          <div key={name} className="detail__bar">
            <span className="detail__bar-label">{name}</span>
            <Progress value={share} label={name} colour={c} valueText={format.percentage(Math.round(share))} />
            <span className="detail__bar-value">{format.percentage(Math.round(share))}</span>
          </div>
        ))}
      </div>
      <dl className="detail__facts">
        <div>
          <dt>{t('spectral.opening')}</dt>
          <dd>{formatTone(analysis.openingTone ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('spectral.peak')}</dt>
          <dd>{formatTone(analysis.peakIntensity ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('spectral.resolution')}</dt>
          <dd>{formatTone(analysis.resolution ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The four axes of the saved reading, and whether it read as tense. */
export function ToneLensView({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The verdict is the headline's: the saved axes read with the tone the text is named.
  const tone = toneOf(analysis.inputText, savedReading(analysis), 'journal');
  return (
    <section className="detail__view" aria-labelledby="detail-tonelens">
      <h3 id="detail-tonelens" className="detail__heading">
        {t('journal.detail.toneLensView')}
      </h3>
      <div className="detail__bars">
        {SLIDER_DIMENSIONS.map((d) => {
          const v = analysis[d.id] ?? 0.5;
          return (
            <div key={d.id} className="detail__bar">
              <span className="detail__bar-label">{axisText(t, d.id, 'name')}</span>
              <Progress
                value={percent(v)}
                label={axisText(t, d.id, 'name')}
                colour={d.colour}
                valueText={`${format.decimal(v, 2)}, ${levelText(t, v)}`}
              />
              <span className="detail__bar-value">
                {format.decimal(v, 2)} <span className="muted">{levelText(t, v)}</span>
              </span>
            </div>
          );
        })}
      </div>
      {tone.tense ? (
        <Badge variant="warning">{t('journal.detail.tension')}</Badge>
      ) : (
        <Badge variant="success">{t('journal.detail.balance')}</Badge>
      )}
      <SavedSummary summary={analysis.toneLensSummary} tone={tone} />
    </section>
  );
}
