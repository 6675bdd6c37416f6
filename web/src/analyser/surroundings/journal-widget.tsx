/**
 * The journal (spec surroundings §2 Journal widget, §4, §8): the 2 newest
 * entries with a newest/oldest toggle (sorted by the API, over every entry),
 * the full list in a dialog with "Load more" and the true total, and the entry
 * detail modal. The rows are journal-entry-list.tsx.
 */
import { useState } from 'react';
import { JOURNAL_PREVIEW_ENTRIES, type JournalEntry } from '@tonelens/core';
import { useTranslation } from '../../i18n';
import { Button, Card, CardContent, CardHeader, CardTitle, Dialog } from '../../ui';
import { ExpandIcon, JournalIcon } from '../../pages/icons';
import { useJournal } from './api';
import { JournalEntryDetail } from './journal-entry-detail';
import { JournalEntryList, SortToggle } from './journal-entry-list';
import { toggleOrder, type JournalOrder } from './journal';

export { JournalEntryList } from './journal-entry-list';

/** Props of {@link JournalListDialog}. */
export interface JournalListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every journal entry in a dialog, with the sort toggle and the detail modal. */
export function JournalListDialog({ open, onOpenChange }: JournalListDialogProps) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<JournalOrder>('desc');
  const journal = useJournal(order);
  const [selected, setSelected] = useState<JournalEntry | null>(null);
  const entries = journal.entries;
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
  const [order, setOrder] = useState<JournalOrder>('desc');
  const journal = useJournal(order);
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<JournalEntry | null>(null);
  const all = journal.entries;
  const total = journal.total ?? all.length;
  const shown = all.slice(0, JOURNAL_PREVIEW_ENTRIES);
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
