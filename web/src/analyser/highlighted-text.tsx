/**
 * The analysed text with the phrases behind its tone highlighted in place. Each
 * highlight is focusable; hover or keyboard focus shows what it does
 * ("“Oh great” — reads as sarcastic"). A long text shows the stretches around
 * its phrases, cut with "…".
 */
import { useMemo } from 'react';
import { TONE_FAMILY_LOOK, TONES, type ReadTone } from '@tonelens/core';
import { Tooltip } from '../ui';
import { useTranslation } from '../i18n';
import { useFormat } from '../i18n/format';
import { phraseSpans, type PhraseSpan } from './one-voice';
import { phraseReadsText } from './phrase-reads';
import './one-voice.css';

/** Characters of text shown whole; past this, only the stretches around the phrases. */
export const HIGHLIGHT_TEXT_CHARS = 1200;
/** Characters kept on each side of a phrase in a long text. */
const CONTEXT_CHARS = 160;

interface Piece {
  text: string;
  span?: PhraseSpan;
  cut?: boolean;
}

/** The pieces to show: plain text, highlighted phrases and "…" where a long text is cut. */
function piecesOf(text: string, spans: readonly PhraseSpan[]): Piece[] {
  const windows =
    text.length <= HIGHLIGHT_TEXT_CHARS
      ? [[0, text.length]]
      : spans.length === 0
        ? [[0, HIGHLIGHT_TEXT_CHARS]]
        : spans.map((s) => [Math.max(0, s.start - CONTEXT_CHARS), Math.min(text.length, s.end + CONTEXT_CHARS)]);
  const merged: number[][] = [];
  for (const w of windows) {
    const last = merged[merged.length - 1];
    if (last && w[0]! <= last[1]!) last[1] = Math.max(last[1]!, w[1]!);
    else merged.push([...w]);
  }
  const pieces: Piece[] = [];
  for (const [from, to] of merged) {
    if (from! > 0) pieces.push({ text: '… ', cut: true });
    let at = from!;
    for (const span of spans.filter((s) => s.start >= from! && s.end <= to!)) {
      if (span.start > at) pieces.push({ text: text.slice(at, span.start) });
      pieces.push({ text: text.slice(span.start, span.end), span });
      at = span.end;
    }
    if (to! > at) pieces.push({ text: text.slice(at, to) });
    if (to! < text.length) pieces.push({ text: ' …', cut: true });
  }
  return pieces;
}

/** Props of {@link HighlightedText}. */
export interface HighlightedTextProps {
  text: string;
  /** The reading's tones, strongest first, each with its phrases. */
  tones: readonly ReadTone[];
}

/** The text, its driving phrases highlighted in their tone's colour. */
export function HighlightedText({ text, tones }: HighlightedTextProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const spans = useMemo(() => phraseSpans(text, tones), [text, tones]);
  const pieces = useMemo(() => piecesOf(text, spans), [text, spans]);
  return (
    <section className="tl-said" aria-label={t('feedback.yourText')} data-testid="highlighted-text">
      <h3 className="tl-feedback__heading">{t('feedback.yourText')}</h3>
      <p className="tl-said__text">
        {pieces.map((piece, i) =>
          piece.span ? (
            <Tooltip key={i} content={phraseReadsText(t, format.language, piece.text, piece.span.tones)}>
              <mark
                tabIndex={0}
                className="tl-said__phrase"
                style={{ borderColor: TONE_FAMILY_LOOK[TONES[piece.span.tones[0]!].family].colour }}
                data-testid="driving-phrase"
              >
                {piece.text}
              </mark>
            </Tooltip>
          ) : (
            <span key={i} className={piece.cut ? 'tl-muted' : undefined}>
              {piece.text}
            </span>
          ),
        )}
      </p>
      <p className="tl-said__hint tl-muted">{spans.length > 0 ? t('feedback.phrasesHint') : t('feedback.noPhrases')}</p>
    </section>
  );
}
