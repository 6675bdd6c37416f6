/**
 * What the live-tone chip shows for a text: the tone readTone names, its family's
 * colour and icon, the verdict and an accessible label, in the chip's language.
 * The background computes it for the content script ('tone:chip'), so the tone
 * engine and its learned weights live in the worker, not in every page.
 */
import { analyseSpectral } from '@tonelens/core/engine';
import { chipWords, fill } from './chip-words';
import {
  entrySpectralValue,
  type LanguageCode as Language,
  readsTense,
  readTone,
  type TensionReason,
  tensionReasons,
  TONE_FAMILY_LOOK,
  toneColour,
  type ToneFamily,
  toneNameOf,
  toneVerdict,
  type ToneVerdict,
} from '@tonelens/core/reading';
import { phraseSpans } from '@tonelens/web/analyser/one-voice';
import { listItems } from '@tonelens/web/i18n/list-format';
import { CHIP_MIN_CHARACTERS } from './chip-logic';

/** What the chip shows for a text. */
export interface ChipReading {
  /** The tone name the chip shows as its visible label, e.g. "Warm" (the same name every screen shows). */
  name: string;
  /** The name's family: it sets the chip's colour and icon, as everywhere else. */
  family: ToneFamily;
  /** CSS colour of the family. */
  colour: string;
  /** The family's icon (a glyph). */
  icon: string;
  /** Tension detected, May read as …, or Emotional balance. */
  verdict: ToneVerdict;
  /** Spectral value 0..1 of the text (the spectral view, told in the label). */
  spectralValue: number;
  /** Name of the spectral band, e.g. "Serenity". */
  band: string;
  /** Tension rules that hold, in the spec's order (empty when none). */
  tension: TensionReason[];
  /** The chip's accessible name: the name, the verdict, what the tone does, its phrases and what a click does. */
  label: string;
  /** One sentence of what the tone does, as the result card says it. */
  meaning: string;
  /** Each phrase behind the tone once, as the result card says it ("“Oh great” — reads as sarcastic."). */
  phrases: string[];
}

/** The chip's reading of `text` in `language`, computed on the device; null when the text is too short to read. */
export function chipReading(text: string, language: Language = 'en'): ChipReading | null {
  if (text.trim().length < CHIP_MIN_CHARACTERS) return null;
  const v = entrySpectralValue(analyseSpectral(text));
  const reading = readTone(text);
  const tone = toneNameOf(reading);
  const { axes } = reading;
  const tension = tensionReasons(axes);
  const words = chipWords(language);
  const name = words.tone.names[tone.id].label;
  const core = toneVerdict(tone, tension.length, readsTense(axes, undefined, tone.family));
  const verdict: ToneVerdict = {
    kind: core.kind,
    text: core.kind === 'tense' ? words.tone.names[tone.id].mayRead : words.tone.verdict[core.kind],
  };
  const look = TONE_FAMILY_LOOK[tone.family];
  // The card's order and words: the name, the verdict, one sentence of what the tone does, the phrases behind it.
  const phrases = phraseSpans(text, reading.tones).map((span) => {
    const tones = span.tones.map((id) => words.tone.names[id].label.toLocaleLowerCase(language));
    const phrase = fill(words.common.quoted, { text: text.slice(span.start, span.end) });
    const listed = listItems(tones, language);
    return `${fill(words.feedback.phraseReads, { phrase, tones: listed })}.`;
  });
  const meaning = words.tone.names[tone.id].meaning;
  const said = { tone: name, verdict: verdict.text, meaning, phrases: phrases.join(' ') };
  const label =
    tension.length > 0
      ? fill(words.chip.labelTension, { ...said, reason: words.tension[tension[0]!] })
      : fill(words.chip.label, said);
  // A reading with no phrase behind it leaves its slot empty: one space, not two.
  const spoken = label.replace(/\s{2,}/g, ' ');
  return {
    name,
    family: tone.family,
    colour: look.colour,
    icon: look.icon,
    verdict,
    spectralValue: v,
    band: toneColour(v).label,
    tension,
    label: spoken,
    meaning,
    phrases,
  };
}
