/**
 * The journal entry detail modal (spec surroundings §4 Journal): loads the full
 * analysis and leads with its tone name; then the ToneLens view when it has the
 * four axes, and the spectral view (said to come from the letters) when it has
 * spectral percentages (journal-entry-views.tsx).
 */
import type { Analysis, FramedConversation, JournalEntry } from '@tonelens/core';
import { Dialog } from '../../ui';
import { ToneHeadline } from '../tone-headline';
import { toneOf } from '../tone-of';
import { useAnalysis, useFramedConversation } from './api';
import { entryText, parseDominantTones } from './journal';
import { useTranslation } from '../../i18n';
import { useDates } from '../../i18n/dates';
import { LettersChip } from './letters';
import { SpectralView, ToneLensView, detailViews, savedReading } from './journal-entry-views';

/** The tone of a saved analysis in plain words: from its own axes when it has them, else read from its text. */
function SavedTone({ analysis }: { analysis: Analysis }) {
  // A journal entry is the writer's own feeling, read as such.
  const tone = toneOf(analysis.inputText, savedReading(analysis), 'journal');
  return <ToneHeadline name={tone.name} also={tone.tones.slice(1)} compact language={tone.language} />;
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
  const views = analysis.data ? detailViews(analysis.data) : { tonelens: false, spectral: false };
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
            {tones.map((tone) => (
              <LettersChip key={tone} category={tone} />
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
        ) : analysis.data && (views.tonelens || views.spectral) ? (
          <>
            {views.tonelens ? <ToneLensView analysis={analysis.data} /> : null}
            {views.spectral ? <SpectralView analysis={analysis.data} /> : null}
          </>
        ) : (
          <p className="muted">{t('journal.detail.noReading')}</p>
        )}
      </div>
    </Dialog>
  );
}
