/** The tone name as every result shows it first: the family's icon and colour, the name, what it means and the words behind it. */
import { Fragment } from 'react';
import { TONE_FAMILY_LOOK, type Language, type ReadTone, type ToneName } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { familyWord, quote, toneLabel, toneMeaning } from '../i18n/core-text';
import { listItems } from '../i18n/list-format';
import './tone-headline.css';

/** Props of {@link ToneHeadline}. */
export interface ToneHeadlineProps {
  name: ToneName;
  /** Smaller type for narrow cards (the popup, the visualization). */
  compact?: boolean;
  /** The other tones the reading names clearly (readTone's second and third), each shown with its strength and phrases. */
  also?: readonly ReadTone[];
  /**
   * Say the phrases behind each tone ("Because of “so happy”."); false where the
   * text itself is shown with them highlighted (the result card), so each is said once.
   */
  phrases?: boolean;
  /** The language the text was read in: said when it is not English or the reader's language is not. */
  language?: Language;
}

/** A language's own name in the reader's language ("Spanish", "espagnol"), from Intl. */
function languageName(language: Language, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** The family's icon in its colour; its word is read out, the glyph is not. */
export function ToneMark({ name }: { name: Pick<ToneName, 'family'> }) {
  const { t } = useTranslation();
  const look = TONE_FAMILY_LOOK[name.family];
  return (
    <span className="tl-tone-mark" style={{ color: look.colour }}>
      <span aria-hidden="true">{look.icon}</span>
      <span className="tl-visually-hidden">({familyWord(t, name.family)})</span>
    </span>
  );
}

/** "Warm — Close and caring … Because of “so happy” and “congratulations”.", in the reader's language. */
export function ToneHeadline({ name, compact = false, also = [], phrases = true, language }: ToneHeadlineProps) {
  const { t, i18n } = useTranslation();
  const sayLanguage = language !== undefined && (language !== 'en' || i18n.language !== 'en');
  return (
    <div
      className={compact ? 'tl-tone tl-tone--compact' : 'tl-tone'}
      style={{ borderColor: TONE_FAMILY_LOOK[name.family].colour }}
      data-testid="tone-headline"
    >
      <p className="tl-tone__name">
        <ToneMark name={name} />
        <span className="tl-tone__label">{t('tone.label')}</span>{' '}
        <strong data-testid="tone-name">{toneLabel(t, name.id)}</strong>
      </p>
      <p className="tl-tone__meaning">{toneMeaning(t, name.id)}</p>
      {sayLanguage ? (
        <p className="tl-tone__language" data-testid="read-language" lang={i18n.language}>
          {t('tone.readIn', { language: languageName(language, i18n.language) })}
        </p>
      ) : null}
      {phrases && name.phrases.length > 0 ? (
        <p className="tl-tone__why" data-testid="tone-phrases">
          <BecauseOf phrases={name.phrases} />
        </p>
      ) : null}
      {also.length > 0 ? <AlsoReads tones={also} phrases={phrases} /> : null}
    </div>
  );
}

/** "Also reads as: Sarcastic (80 %), because of “oh great”." — the other tones clearly present, in the reader's language. */
function AlsoReads({ tones, phrases }: { tones: readonly ReadTone[]; phrases: boolean }) {
  const { t, i18n } = useTranslation();
  const strength = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <ul className="tl-tone__also" aria-label={t('tone.also')} data-testid="tone-also">
      {tones.map((tone) => (
        <li key={tone.name}>
          <ToneMark name={tone} /> <span className="tl-tone__label">{t('tone.also')}</span>{' '}
          <strong>{toneLabel(t, tone.name)}</strong> ({strength.format(tone.strength)})
          {phrases && tone.phrases.length > 0 ? (
            <>
              {' '}
              <BecauseOf phrases={tone.phrases} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Because of “a”, “b” and “c”." in the reader's language: the sentence and the list come from the catalogue
 * and listItems (Intl.ListFormat), each phrase in bold between the language's quotation marks.
 */
export function BecauseOf({ phrases }: { phrases: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const marks = phrases.map((_, i) => `\uE000${i}\uE000`);
  const sentence = t('common.because', {
    phrases: listItems(marks, i18n.language),
  });
  return (
    <>
      {sentence.split(/\uE000(\d+)\uE000/).map((part, i) =>
        i % 2 === 1 ? (
          <strong key={i} className="tl-tone__phrase">
            {quote(t, phrases[Number(part)] ?? '')}
          </strong>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
