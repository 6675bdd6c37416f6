/**
 * Account settings' tone feedback: every "Not right?" the person gave, newest
 * first with "Load more", each deletable, and the journal export (every journal
 * entry and every feedback, one JSON file).
 */
import { useId, useState } from 'react';
import { toneIdOf, type Feedback } from '@tonelens/core';
import { useTranslation, type TFunction } from '../i18n';
import { useDates } from '../i18n/dates';
import { toneLabel } from '../i18n/core-text';
import { Button } from '../ui';
import { useApiRequest } from '../lib/api-context';
import { fetchJournalExport, useDeleteFeedback, useFeedbackPages } from '../lib/feedback';
import { TrashIcon } from './icons';
import { downloadTextFile } from './signature';
import './feedback-settings.css';

/** The tone a feedback names, in the reader's language when it is one of the 28. */
function toneWords(t: TFunction, feedback: Pick<Feedback, 'tone' | 'toneId'>): string {
  const id = feedback.toneId ?? toneIdOf(feedback.tone);
  return id ? toneLabel(t, id) : feedback.tone;
}

/** One feedback: the tone given, what the reading said, as whom, whether the text was kept, and delete. */
function FeedbackRow({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const dates = useDates();
  const remove = useDeleteFeedback();
  const date = dates.relativeDate(feedback.createdAt);
  const facts = [
    date,
    feedback.shownTone ? t('feedbackList.said', { tone: toneLabel(t, feedback.shownTone) }) : null,
    feedback.role ? t(`feedbackList.${feedback.role}`) : null,
    feedback.text === null ? t('feedbackList.textNotKept') : t('feedbackList.textKept'),
  ].filter(Boolean);
  return (
    <li className="feedback-list__item" data-testid="feedback-item">
      <div className="feedback-list__body">
        <strong data-testid="feedback-tone">{toneWords(t, feedback)}</strong>
        <span className="muted">{facts.join(' · ')}</span>
        {remove.isError ? <span role="alert">{t('feedbackList.deleteFailed')}</span> : null}
      </div>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={t('feedbackList.delete', { date })}
        disabled={remove.isPending}
        onClick={() => remove.mutate(feedback.id)}
      >
        <TrashIcon />
      </Button>
    </li>
  );
}

/** The settings section: the list, "Load more", and the journal export. */
export function FeedbackSettings() {
  const { t } = useTranslation();
  const id = useId();
  const request = useApiRequest();
  const list = useFeedbackPages();
  const [exportFailed, setExportFailed] = useState(false);

  const handleExport = async () => {
    setExportFailed(false);
    try {
      const file = await fetchJournalExport(request);
      downloadTextFile(`tonelens-journal-${file.exportedAt.slice(0, 10)}.json`, JSON.stringify(file, null, 2));
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <section
      className="settings__section feedback-settings"
      aria-labelledby={`${id}-feedback`}
      data-testid="feedback-settings"
    >
      <h3 id={`${id}-feedback`}>{t('feedbackList.title')}</h3>
      <p className="muted">{t('feedbackList.text')}</p>
      {list.isLoading ? <p role="status">{t('feedbackList.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('feedbackList.error')}</p> : null}
      {!list.isLoading && !list.isError && list.items.length === 0 ? (
        <p className="muted">{t('feedbackList.empty')}</p>
      ) : null}
      {list.items.length > 0 ? (
        <ul className="feedback-list">
          {list.items.map((feedback) => (
            <FeedbackRow key={feedback.id} feedback={feedback} />
          ))}
        </ul>
      ) : null}
      {list.hasMore ? (
        <Button type="button" variant="outline" size="sm" onClick={list.loadMore}>
          {t('feedbackList.loadMore', { shown: list.items.length, total: list.total ?? list.items.length })}
        </Button>
      ) : null}
      <div className="feedback-settings__actions">
        <Button type="button" variant="outline" size="sm" onClick={() => void handleExport()}>
          {t('feedbackList.export')}
        </Button>
      </div>
      <p className="field__hint">{t('feedbackList.exportHint')}</p>
      {exportFailed ? <p role="alert">{t('feedbackList.exportFailed')}</p> : null}
    </section>
  );
}
