/**
 * The journal (spec surroundings §2 Journal widget, §4, §8): the 2 newest
 * entries with a newest/oldest toggle, the full list in a dialog, the entry
 * detail modal, and delete with a confirmation ('Delete Failed' on error).
 */
import { useState } from 'react';
import { MESSAGES, dateLabel, type JournalEntry, type Language } from '@tonelens/core';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Dialog } from '../../ui';
import { notify } from '../../lib/toast';
import { ExpandIcon, JournalIcon, SortIcon, TrashIcon } from '../../pages/icons';
import { useDeleteJournalEntry, useJournal } from './api';
import { JournalEntryDetail } from './journal-entry-detail';
import {
  TONE_CATEGORY_WORDS,
  entryText,
  journalPreview,
  parseDominantTones,
  sortJournal,
  toggleOrder,
  type JournalOrder,
} from './journal';

/** Props shared by the journal's lists. */
interface ListProps {
  entries: readonly JournalEntry[];
  language: Language;
  onOpen: (entry: JournalEntry) => void;
  /** The current time, for date labels (tests pin it). */
  now?: Date;
}

/** A list of journal entries, each opening its detail, each with delete and a confirmation. */
export function JournalEntryList({ entries, language, onOpen, now }: ListProps) {
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
        const label = dateLabel(entry.createdAt, now ?? new Date(), language);
        return (
          <li key={entry.id} className="journal__entry" data-testid="journal-entry">
            <button type="button" className="journal__open" onClick={() => onOpen(entry)}>
              <span className="journal__date">{label}</span>
              <span className="journal__preview">{entryText(entry.preview)}</span>
              {tones.length > 0 || entry.framedConversationId != null ? (
                <span className="journal__tones">
                  {entry.framedConversationId != null ? <Badge variant="secondary">Conversation</Badge> : null}
                  {tones.map((t) => (
                    <Badge key={t} variant="outline" className={`tone-chip tone-chip--${t}`}>
                      {TONE_CATEGORY_WORDS[t]}
                    </Badge>
                  ))}
                </span>
              ) : null}
            </button>
            {confirming === entry.id ? (
              <div className="journal__confirm" role="group" aria-label="Confirm delete">
                <span>Delete this entry?</span>
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => handleDelete(entry.id)}
                  disabled={remove.isPending}
                >
                  Delete
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                  Keep
                </Button>
              </div>
            ) : (
              <Button
                size="icon"
                variant="ghost"
                className="journal__delete"
                aria-label={`Delete entry from ${label}`}
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
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onToggle}
      aria-label={`Sorted ${order === 'desc' ? 'newest' : 'oldest'} first; switch order`}
    >
      <SortIcon />
      {order === 'desc' ? 'Newest' : 'Oldest'}
    </Button>
  );
}

/** Props of {@link JournalListDialog}. */
export interface JournalListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language?: Language;
}

/** Every journal entry in a dialog, with the sort toggle and the detail modal. */
export function JournalListDialog({ open, onOpenChange, language = 'en' }: JournalListDialogProps) {
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
        title="Journal"
        description={`${total} ${total === 1 ? 'entry' : 'entries'}`}
        size="lg"
        headerActions={<SortToggle order={order} onToggle={() => setOrder(toggleOrder)} />}
      >
        {journal.isLoading ? (
          <p role="status" className="muted">
            Loading your journal…
          </p>
        ) : entries.length === 0 ? (
          <p className="journal__empty">Your journal is empty. Analyse a text and it appears here.</p>
        ) : (
          <>
            <JournalEntryList entries={entries} language={language} onOpen={setSelected} />
            {journal.hasMore ? (
              <Button variant="outline" onClick={journal.loadMore} disabled={journal.isLoadingMore}>
                {journal.isLoadingMore ? 'Loading…' : `Load more (${entries.length} of ${total} shown)`}
              </Button>
            ) : null}
          </>
        )}
      </Dialog>
      {open && selected ? (
        <JournalEntryDetail entry={selected} language={language} onClose={() => setSelected(null)} />
      ) : null}
    </>
  );
}

/** The journal card of the Analyser's side column. */
export function JournalWidget({ language = 'en' }: { language?: Language }) {
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
          Journal
        </CardTitle>
        <div className="journal__tools">
          <SortToggle order={order} onToggle={() => setOrder(toggleOrder)} />
          <Button size="sm" variant="ghost" onClick={() => setExpanded(true)} disabled={all.length === 0}>
            <ExpandIcon />
            All ({total})
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {journal.isLoading ? (
          <p role="status" className="muted">
            Loading your journal…
          </p>
        ) : journal.isError ? (
          <p className="muted">The journal is unavailable right now.</p>
        ) : shown.length === 0 ? (
          <p className="journal__empty">No entries yet. Each analysis you run is kept here, for you only.</p>
        ) : (
          <JournalEntryList entries={shown} language={language} onOpen={setSelected} />
        )}
      </CardContent>
      <JournalListDialog open={expanded} onOpenChange={setExpanded} language={language} />
      {selected ? <JournalEntryDetail entry={selected} language={language} onClose={() => setSelected(null)} /> : null}
    </Card>
  );
}
