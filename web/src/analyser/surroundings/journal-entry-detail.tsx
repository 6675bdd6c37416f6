/**
 * The journal entry detail modal (spec surroundings §4 Journal): loads the full
 * analysis; shows the spectral view when it has spectral percentages, otherwise
 * the ToneLens view when it has the four axes.
 */
import {
  SLIDER_DIMENSIONS,
  dateLabel,
  readsTense,
  entrySpectralValue,
  formatTone,
  levelLabel,
  percent,
  toneColour,
  toneToFrequency,
  type Analysis,
  type FramedConversation,
  type JournalEntry,
  type Language,
} from '@tonelens/core';
import { Badge, Dialog, Progress } from '../../ui';
import { ToneHeadline } from '../tone-headline';
import { toneOf } from '../tone-of';
import { useAnalysis, useFramedConversation } from './api';
import { TONE_CATEGORY_WORDS, entryText, parseDominantTones } from './journal';

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
  const v = entrySpectralValue(analysis);
  const colour = toneColour(v);
  const shares = [
    ['Deep', analysis.deepTonePercentage ?? 0, TONE_COLOURS.deep],
    ['Suspended', analysis.suspendedTonePercentage ?? 0, TONE_COLOURS.suspended],
    ['Bright', analysis.brightTonePercentage ?? 0, TONE_COLOURS.bright],
  ] as const;
  return (
    <section className="detail__view" aria-labelledby="detail-spectral">
      <h3 id="detail-spectral" className="detail__heading">
        Spectral view
      </h3>
      <p className="muted">Where the letters of the text sit on the spectrum: its sound, not its words.</p>
      <div className="detail__tone">
        <span className="dot dot--lg" style={{ background: colour.hsl }} aria-hidden="true" />
        <div>
          <p className="detail__tone-value">
            {formatTone(v)} · {toneToFrequency(v)} Hz
          </p>
          <p className="muted">
            {colour.label} — {colour.emotion}
          </p>
        </div>
      </div>
      <div className="detail__bars">
        {shares.map(([name, share, c]) => (
          <div key={name} className="detail__bar">
            <span className="detail__bar-label">{name} tones</span>
            <Progress value={share} label={`${name} tones`} colour={c} valueText={`${Math.round(share)}%`} />
            <span className="detail__bar-value">{Math.round(share)}%</span>
          </div>
        ))}
      </div>
      <dl className="detail__facts">
        <div>
          <dt>Opening tone</dt>
          <dd>{formatTone(analysis.openingTone ?? 0)}</dd>
        </div>
        <div>
          <dt>Peak intensity</dt>
          <dd>{formatTone(analysis.peakIntensity ?? 0)}</dd>
        </div>
        <div>
          <dt>Resolution</dt>
          <dd>{formatTone(analysis.resolution ?? 0)}</dd>
        </div>
      </dl>
    </section>
  );
}

function ToneLensView({ analysis }: { analysis: Analysis }) {
  return (
    <section className="detail__view" aria-labelledby="detail-tonelens">
      <h3 id="detail-tonelens" className="detail__heading">
        ToneLens view
      </h3>
      <div className="detail__bars">
        {SLIDER_DIMENSIONS.map((d) => {
          const v = analysis[d.id] ?? 0.5;
          return (
            <div key={d.id} className="detail__bar">
              <span className="detail__bar-label">{d.name}</span>
              <Progress
                value={percent(v)}
                label={d.name}
                colour={d.colour}
                valueText={`${v.toFixed(2)}, ${levelLabel(v)}`}
              />
              <span className="detail__bar-value">
                {v.toFixed(2)} <span className="muted">{levelLabel(v)}</span>
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
        <Badge variant="warning">Tension Detected</Badge>
      ) : (
        <Badge variant="success">Emotional Balance</Badge>
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
  return <ToneHeadline name={toneOf(analysis.inputText, reading).name} compact />;
}

/** A saved framed conversation: the text, the alternative and every message, in order. */
function ConversationView({ conversation }: { conversation: FramedConversation }) {
  return (
    <section className="detail__view" aria-labelledby="detail-conversation" data-testid="saved-conversation">
      <h3 id="detail-conversation" className="detail__heading">
        Conversation
      </h3>
      <figure className="detail__text">
        <figcaption>Original text</figcaption>
        <blockquote>{entryText(conversation.originalText)}</blockquote>
      </figure>
      {conversation.aiGeneratedText ? (
        <figure className="detail__text">
          <figcaption>Alternative text</figcaption>
          <blockquote>{conversation.aiGeneratedText}</blockquote>
        </figure>
      ) : null}
      {conversation.conversation.length === 0 ? (
        <p className="muted">No messages were exchanged in this conversation.</p>
      ) : (
        <ol className="detail__messages">
          {conversation.conversation.map((m) => (
            <li key={m.id} className={`detail__message detail__message--${m.type}`}>
              <span className="detail__message-who">{m.type === 'user' ? 'You' : 'ToneLens'}</span>
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
  language?: Language;
}

/** The modal of one journal entry. */
export function JournalEntryDetail({ entry, onClose, language = 'en' }: JournalEntryDetailProps) {
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
      title="Journal Entry"
      description={dateLabel(entry.createdAt, new Date(), language)}
      size="lg"
    >
      <div className="detail">
        {isConversation ? null : (
          <figure className="detail__text">
            <figcaption>Original text</figcaption>
            <blockquote>{entryText(analysis.data?.inputText ?? entry.preview)}</blockquote>
          </figure>
        )}
        {analysis.data ? <SavedTone analysis={analysis.data} /> : null}
        {tones.length > 0 ? (
          <p className="detail__tones">
            Spectral view:{' '}
            {tones.map((t) => (
              <Badge key={t} variant="outline" className={`tone-chip tone-chip--${t}`}>
                {TONE_CATEGORY_WORDS[t]}
              </Badge>
            ))}
          </p>
        ) : null}
        {isConversation ? (
          conversation.data ? (
            <ConversationView conversation={conversation.data} />
          ) : conversation.isError ? (
            <p role="alert" className="detail__error">
              The conversation could not be loaded.
            </p>
          ) : (
            <p role="status" className="muted">
              Loading the conversation…
            </p>
          )
        ) : entry.analysisId == null ? (
          <p className="muted">This entry has no saved analysis behind it.</p>
        ) : analysis.isLoading ? (
          <p role="status" className="muted">
            Loading the analysis…
          </p>
        ) : analysis.isError ? (
          <p role="alert" className="detail__error">
            The analysis could not be loaded.
          </p>
        ) : analysis.data && view === 'spectral' ? (
          <SpectralView analysis={analysis.data} />
        ) : analysis.data && view === 'tonelens' ? (
          <ToneLensView analysis={analysis.data} />
        ) : (
          <p className="muted">This analysis has no spectral or ToneLens reading.</p>
        )}
      </div>
    </Dialog>
  );
}
