/**
 * The journal (spec surroundings §2 Journal widget, §4, §8): the 2 newest
 * entries with a newest/oldest toggle, the full list in a dialog, the entry
 * detail modal, and delete with a confirmation ('Delete Failed' on error).
 */
import { useState } from 'react';
import { MESSAGES, TONES, type JournalEntry } from '@tonelens/core';
import { useTranslation } from '../../i18n';
import { useDates } from '../../i18n/dates';
import { toneLabel } from '../../i18n/core-text';
import { ToneMark } from '../tone-headline';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Dialog } from '../../ui';
import { notify } from '../../lib/toast';
import { ExpandIcon, JournalIcon, SortIcon, TrashIcon } from '../../pages/icons';
import { useDeleteJournalEntry, useJournal } from './api';
import { JournalEntryDetail } from './journal-entry-detail';
import { entryText, journalPreview, parseDominantTones, sortJournal, toggleOrder, type JournalOrder } from './journal';

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
                    <Badge key={tone} variant="outline" className={`tone-chip tone-chip--${tone}`}>
                      {t(`journal.category.${tone}`)}
                    </Badge>
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

function SortToggle({ order, onToggle }: { order: JournalOrder; onToggle: () => void }) {
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

/** Props of {@link JournalListDialog}. */
export interface JournalListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every journal entry in a dialog, with the sort toggle and the detail modal. */
export function JournalListDialog({ open, onOpenChange }: JournalListDialogProps) {
  const { t } = useTranslation();
  const journal = useJournal();
  const [order, setOrder] = useState<JournalOrder>('desc');
  const [selected, setSelected] = useState<JournalEntry | null>(null);
  const entries = sortJournal(journal.entries, order);
  const total = journal.total ?? entries.length;
  return (
    <>
      <Dialog
        open={open && !selected}
        onOpenChange={onOpenChange}
        title={t('journal.title')}
        description={t('journal.entries', { count: total })}
        size="lg"
        headerActions={<SortToggle order={order} onToggle={() => setOrder(toggleOrder)} />}
      >
        {journal.isLoading ? (
          <p role="status" className="muted">
            {t('journal.loading')}
          </p>
        ) : entries.length === 0 ? (
          <p className="journal__empty">{t('journal.emptyAll')}</p>
        ) : (
          <>
            <JournalEntryList entries={entries} onOpen={setSelected} />
            {journal.hasMore ? (
              <Button variant="outline" onClick={journal.loadMore} disabled={journal.isLoadingMore}>
                {journal.isLoadingMore
                  ? t('journal.loadingMore')
                  : t('journal.loadMore', { shown: entries.length, total })}
              </Button>
            ) : null}
          </>
        )}
      </Dialog>
      {open && selected ? <JournalEntryDetail entry={selected} onClose={() => setSelected(null)} /> : null}
    </>
  );
}

/** The journal card of the Analyser's side column. */
export function JournalWidget() {
  const { t } = useTranslation();
  const journal = useJournal();
  const [order, setOrder] = useState<JournalOrder>('desc');
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<JournalEntry | null>(null);
  const all = journal.entries;
  const total = journal.total ?? all.length;
  const shown = journalPreview(all, order);
  return (
    <Card className="journal" aria-labelledby="journal-widget-title">
      <CardHeader className="journal__header">
        <CardTitle as="h2" id="journal-widget-title">
          <JournalIcon />
          {t('journal.title')}
        </CardTitle>
        <div className="journal__tools">
          <SortToggle order={order} onToggle={() => setOrder(toggleOrder)} />
          <Button size="sm" variant="ghost" onClick={() => setExpanded(true)} disabled={all.length === 0}>
            <ExpandIcon />
            {t('journal.all', { count: total })}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {journal.isLoading ? (
          <p role="status" className="muted">
            {t('journal.loading')}
          </p>
        ) : journal.isError ? (
          <p className="muted">{t('journal.unavailable')}</p>
        ) : shown.length === 0 ? (
          <p className="journal__empty">{t('journal.empty')}</p>
        ) : (
          <JournalEntryList entries={shown} onOpen={setSelected} />
        )}
      </CardContent>
      <JournalListDialog open={expanded} onOpenChange={setExpanded} />
      {selected ? <JournalEntryDetail entry={selected} onClose={() => setSelected(null)} /> : null}
    </Card>
  );
}
