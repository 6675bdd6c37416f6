/**
 * The journal entry detail modal (spec surroundings §4 Journal): loads the full
 * analysis; shows the spectral view when it has spectral percentages, otherwise
 * the ToneLens view when it has the four axes.
 */
import {
  SLIDER_DIMENSIONS,
  readsTense,
  entrySpectralValue,
  formatTone,
  percent,
  toneColour,
  toneToFrequency,
  type Analysis,
  type FramedConversation,
  type JournalEntry,
} from '@tonelens/core';
import { Badge, Dialog, Progress } from '../../ui';
import { ToneHeadline } from '../tone-headline';
import { toneOf } from '../tone-of';
import { useAnalysis, useFramedConversation } from './api';
import { entryText, parseDominantTones } from './journal';
import { useTranslation } from '../../i18n';
import { useDates } from '../../i18n/dates';
import { useFormat } from '../../i18n/format';
import { axisText, bandText, levelText } from '../../i18n/core-text';

const TONE_COLOURS = { deep: 'hsl(252, 70%, 60%)', suspended: 'hsl(189, 75%, 42%)', bright: 'hsl(27, 85%, 55%)' };

/** Which view an analysis gets: spectral when it has the percentages, else ToneLens when it has the axes. */
export function detailView(a: Analysis): 'spectral' | 'tonelens' | 'none' {
  if (a.deepTonePercentage != null && a.suspendedTonePercentage != null && a.brightTonePercentage != null)
    return 'spectral';
  if (
    a.warmthDetachment != null &&
    a.certaintyAmbiguity != null &&
    a.intensityRestraint != null &&
    a.conflictCoherence != null
  )
    return 'tonelens';
  return 'none';
}

function SpectralView({ analysis }: { analysis: Analysis }) {
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
        {t('visualization.spectralView')}
      </h3>
      <p className="muted">{t('journal.detail.spectralHint')}</p>
      <div className="detail__tone">
        <span className="dot dot--lg" style={{ background: colour.hsl }} aria-hidden="true" />
        <div>
          <p className="detail__tone-value">
            {formatTone(v)} · {toneToFrequency(v)} Hz
          </p>
          <p className="muted">
            {bandText(t, colour.label, 'name')} — {bandText(t, colour.label, 'meaning')}
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

function ToneLensView({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const format = useFormat();
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
      {readsTense(
        {
          warmthDetachment: analysis.warmthDetachment ?? 0.5,
          certaintyAmbiguity: analysis.certaintyAmbiguity ?? 0.5,
          intensityRestraint: analysis.intensityRestraint ?? 0.5,
          conflictCoherence: analysis.conflictCoherence ?? 0.5,
        },
        analysis.tensionDetected,
      ) ? (
        <Badge variant="warning">{t('journal.detail.tension')}</Badge>
      ) : (
        <Badge variant="success">{t('journal.detail.balance')}</Badge>
      )}
      {analysis.toneLensSummary ? <p className="detail__summary">{analysis.toneLensSummary}</p> : null}
    </section>
  );
}

/** The tone of a saved analysis in plain words: from its own axes when it has them, else read from its text. */
function SavedTone({ analysis }: { analysis: Analysis }) {
  const { warmthDetachment: w, certaintyAmbiguity: c, intensityRestraint: i, conflictCoherence: h } = analysis;
  const reading =
    w != null && c != null && i != null && h != null
      ? {
          warmthDetachment: w,
          certaintyAmbiguity: c,
          intensityRestraint: i,
          conflictCoherence: h,
          tensionDetected: analysis.tensionDetected,
        }
      : null;
  // A journal entry is the writer's own feeling, read as such.
  const tone = toneOf(analysis.inputText, reading, 'journal');
  return <ToneHeadline name={tone.name} also={tone.tones.slice(1)} compact />;
}

/** A saved framed conversation: the text, the alternative and every message, in order. */
function ConversationView({ conversation }: { conversation: FramedConversation }) {
  const { t } = useTranslation();
  return (
    <section className="detail__view" aria-labelledby="detail-conversation" data-testid="saved-conversation">
      <h3 id="detail-conversation" className="detail__heading">
        {t('journal.conversation')}
      </h3>
      <figure className="detail__text">
        <figcaption>{t('journal.detail.original')}</figcaption>
        <blockquote>{entryText(conversation.originalText, t('messages.textNotAvailable'))}</blockquote>
      </figure>
      {conversation.aiGeneratedText ? (
        <figure className="detail__text">
          <figcaption>{t('journal.detail.alternative')}</figcaption>
          <blockquote>{conversation.aiGeneratedText}</blockquote>
        </figure>
      ) : null}
      {conversation.conversation.length === 0 ? (
        <p className="muted">{t('journal.detail.noMessages')}</p>
      ) : (
        <ol className="detail__messages">
          {conversation.conversation.map((m) => (
            <li key={m.id} className={`detail__message detail__message--${m.type}`}>
              <span className="detail__message-who">{m.type === 'user' ? t('journal.detail.you') : 'ToneLens'}</span>
              <p>{m.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Props of {@link JournalEntryDetail}. */
export interface JournalEntryDetailProps {
  entry: JournalEntry | null;
  onClose: () => void;
}

/** The modal of one journal entry. */
export function JournalEntryDetail({ entry, onClose }: JournalEntryDetailProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const analysis = useAnalysis(entry?.analysisId ?? null);
  const conversation = useFramedConversation(entry?.analysisId == null ? (entry?.framedConversationId ?? null) : null);
  if (!entry) return null;
  const isConversation = entry.analysisId == null && entry.framedConversationId != null;
  const tones = parseDominantTones(entry.dominantTones);
  const view = analysis.data ? detailView(analysis.data) : 'none';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('journal.detail.title')}
      description={dates.relativeDate(entry.createdAt)}
      size="lg"
    >
      <div className="detail">
        {isConversation ? null : (
          <figure className="detail__text">
            <figcaption>{t('journal.detail.original')}</figcaption>
            <blockquote>
              {entryText(analysis.data?.inputText ?? entry.preview, t('messages.textNotAvailable'))}
            </blockquote>
          </figure>
        )}
        {analysis.data ? <SavedTone analysis={analysis.data} /> : null}
        {tones.length > 0 ? (
          <p className="detail__tones">
            {t('journal.detail.spectralViewLabel')}{' '}
            {tones.map((tone) => (
              <Badge key={tone} variant="outline" className={`tone-chip tone-chip--${tone}`}>
                {t(`journal.category.${tone}`)}
              </Badge>
            ))}
          </p>
        ) : null}
        {isConversation ? (
          conversation.data ? (
            <ConversationView conversation={conversation.data} />
          ) : conversation.isError ? (
            <p role="alert" className="detail__error">
              {t('journal.detail.conversationError')}
            </p>
          ) : (
            <p role="status" className="muted">
              {t('journal.detail.conversationLoading')}
            </p>
          )
        ) : entry.analysisId == null ? (
          <p className="muted">{t('journal.detail.noAnalysis')}</p>
        ) : analysis.isLoading ? (
          <p role="status" className="muted">
            {t('journal.detail.analysisLoading')}
          </p>
        ) : analysis.isError ? (
          <p role="alert" className="detail__error">
            {t('journal.detail.analysisError')}
          </p>
        ) : analysis.data && view === 'spectral' ? (
          <SpectralView analysis={analysis.data} />
        ) : analysis.data && view === 'tonelens' ? (
          <ToneLensView analysis={analysis.data} />
        ) : (
          <p className="muted">{t('journal.detail.noReading')}</p>
        )}
      </div>
    </Dialog>
  );
}
