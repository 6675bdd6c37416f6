/**
 * The journal's rows: each leads with its tone name, then the text, then where
 * its letters sit on the spectrum (said as such); delete with a confirmation
 * ('Delete Failed' on error). And the newest/oldest toggle.
 */
import { useState } from 'react';
import { MESSAGES, TONES, type JournalEntry } from '@tonelens/core';
import { useTranslation } from '../../i18n';
import { useDates } from '../../i18n/dates';
import { toneLabel } from '../../i18n/core-text';
import { ToneMark } from '../tone-headline';
import { Badge, Button } from '../../ui';
import { notify } from '../../lib/toast';
import { SortIcon, TrashIcon } from '../../pages/icons';
import { useDeleteJournalEntry } from './api';
import { LettersChip } from './letters';
import { entryText, parseDominantTones, type JournalOrder } from './journal';

/** Props shared by the journal's lists. */
interface ListProps {
  entries: readonly JournalEntry[];
  onOpen: (entry: JournalEntry) => void;
  /** The current time, for date labels (tests pin it). */
  now?: Date;
}

/** A list of journal entries, each opening its detail, each with delete and a confirmation. */
export function JournalEntryList({ entries, onOpen, now }: ListProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const remove = useDeleteJournalEntry();
  const [confirming, setConfirming] = useState<number | null>(null);

  const handleDelete = (id: number) => {
    remove.mutate(id, {
      onSuccess: () => setConfirming(null),
      onError: () => {
        setConfirming(null);
        notify(MESSAGES.deleteFailed);
      },
    });
  };

  return (
    <ul className="journal__list">
      {entries.map((entry) => {
        const tones = parseDominantTones(entry.dominantTones);
        const label = dates.relativeDate(entry.createdAt, now);
        return (
          <li key={entry.id} className="journal__entry" data-testid="journal-entry">
            <button type="button" className="journal__open" onClick={() => onOpen(entry)}>
              <span className="journal__date">{label}</span>
              {entry.toneName ? (
                <span className="journal__tone" data-testid="journal-tone">
                  <ToneMark name={TONES[entry.toneName]} /> {toneLabel(t, entry.toneName)}
                </span>
              ) : null}
              <span className="journal__preview">{entryText(entry.preview, t('messages.textNotAvailable'))}</span>
              {tones.length > 0 || entry.framedConversationId != null ? (
                <span className="journal__tones">
                  {entry.framedConversationId != null ? (
                    <Badge variant="secondary">{t('journal.conversation')}</Badge>
                  ) : null}
                  {tones.map((tone) => (
                    <LettersChip key={tone} category={tone} />
                  ))}
                </span>
              ) : null}
            </button>
            {confirming === entry.id ? (
              <div className="journal__confirm" role="group" aria-label={t('journal.confirmDelete')}>
                <span>{t('journal.deleteQuestion')}</span>
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => handleDelete(entry.id)}
                  disabled={remove.isPending}
                >
                  {t('journal.delete')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                  {t('journal.keep')}
                </Button>
              </div>
            ) : (
              <Button
                size="icon"
                variant="ghost"
                className="journal__delete"
                aria-label={t('journal.deleteEntry', { date: label })}
                onClick={() => setConfirming(entry.id)}
              >
                <TrashIcon />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The newest/oldest toggle: the journal is read afresh from the server in the order chosen. */
export function SortToggle({ order, onToggle }: { order: JournalOrder; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onToggle}
      aria-label={order === 'desc' ? t('journal.sortedNewest') : t('journal.sortedOldest')}
    >
      <SortIcon />
      {order === 'desc' ? t('journal.newest') : t('journal.oldest')}
    </Button>
  );
}
