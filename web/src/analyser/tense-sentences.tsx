/**
 * Answers "which sentence carries that tension?": a button under a tense
 * reading that lists the sentences that read tense on their own, each with
 * its tone name.
 */
import { useId, useMemo, useState } from 'react';
import { Button } from '../ui';
import { ToneMark } from './tone-headline';
import { toneOf } from './tone-of';
import { useTranslation } from '../i18n';
import { quote, toneLabel } from '../i18n/core-text';

/** Characters of a listed sentence shown at most (cut at a word, with "…"). */
export const TENSE_SENTENCE_CHARS = 240;
/** Sentences listed at most. */
export const TENSE_SENTENCES_SHOWN = 5;
/** Characters of text split into sentences at most: past this the list reads the start. */
const SENTENCE_SCAN_CHARS = 20_000;

/** The sentences of `text`: split after . ! ? … or a line break, trimmed, blanks dropped. */
export function sentencesOf(text: string): string[] {
  return text
    .slice(0, SENTENCE_SCAN_CHARS)
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The button and, once pressed, the tense sentences (or a note that none reads tense alone). */
export function TenseSentences({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const tense = useMemo(
    () =>
      open
        ? sentencesOf(text)
            .map((sentence) => ({ sentence, tone: toneOf(sentence) }))
            .filter((s) => s.tone.tense)
            .slice(0, TENSE_SENTENCES_SHOWN)
        : [],
    [open, text],
  );
  return (
    <div className="tl-tense-sentences">
      <Button variant="outline" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {open ? t('tenseSentences.hide') : t('tenseSentences.show')}
      </Button>
      <div id={listId} hidden={!open}>
        {open && tense.length === 0 ? (
          <p className="tl-muted" data-testid="tense-sentences-none">
            {t('tenseSentences.none')}
          </p>
        ) : null}
        {tense.length > 0 ? (
          <ul className="tl-tense-sentences__list" data-testid="tense-sentences">
            {tense.map(({ sentence, tone }, i) => (
              <li key={`${i}-${sentence}`}>
                <ToneMark name={tone.name} />{' '}
                <strong>{t('tenseSentences.toneOf', { tone: toneLabel(t, tone.name.id) })}</strong>{' '}
                <span className="tl-tense-sentences__text">{quote(t, sentence, TENSE_SENTENCE_CHARS)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
