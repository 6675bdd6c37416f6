/**
 * The live-tone chip's decisions, kept apart from the DOM wiring so they can be
 * tested one by one: which fields qualify, when live tone runs, and what the chip
 * shows for a text. Imports core's engine and reading entries (not its index) so the
 * content script carries no zod schemas.
 */
import { analyseSpectral } from '@tonelens/core/engine';
import { chipWords, fill } from './chip-words';
import {
  entrySpectralValue,
  type LanguageCode as Language,
  readsTense,
  type TensionReason,
  tensionReasons,
  TONE_FAMILY_LOOK,
  toneColour,
  type ToneFamily,
  toneNameOf,
  readTone,
  toneVerdict,
  type ToneVerdict,
} from '@tonelens/core/reading';

/** Wait after the last keystroke before the chip recomputes, in ms. */
export const CHIP_DEBOUNCE_MS = 150;
/** Texts shorter than this (in characters, trimmed) get no tone: too little to read. */
export const CHIP_MIN_CHARACTERS = 3;

/** The kinds of writing field that get a chip. */
export type FieldKind = 'textarea' | 'contenteditable';

/** autocomplete tokens of fields that hold secrets or payment details. */
const SENSITIVE_AUTOCOMPLETE = /\b(cc-[a-z-]+|current-password|new-password|one-time-code)\b/i;
/** Words in a field's name, id, label or placeholder that mark it as a password, card or other secret. */
const SENSITIVE_WORDS =
  /(pass(word|wd|phrase)?|pwd|secret|card.?(number|no)|credit.?card|cc.?(num|number|csc|cvv|exp)|cvv|cvc|csc|security.?code|iban|ssn|\bpin\b|otp|one.?time)/i;

const EDITABLE = '[contenteditable]:not([contenteditable="false"])';

/** The outermost element of the contenteditable region `el` is in, or null when it is not editable. */
export function editingHost(el: Element): Element | null {
  let host = el.closest(EDITABLE);
  while (host?.parentElement) {
    const outer = host.parentElement.closest(EDITABLE);
    if (!outer) break;
    host = outer;
  }
  return host;
}

/** True when the field's attributes say it holds a password, payment card or other secret. */
export function isSensitiveField(el: Element): boolean {
  const autocomplete = el.getAttribute('autocomplete') ?? '';
  if (SENSITIVE_AUTOCOMPLETE.test(autocomplete)) return true;
  const words = ['name', 'id', 'aria-label', 'placeholder', 'data-testid']
    .map((a) => el.getAttribute(a) ?? '')
    .join(' ');
  return SENSITIVE_WORDS.test(words);
}

/**
 * Which kind of writing field `el` is, or null when it gets no chip: only a
 * textarea or a contenteditable region qualifies (never an <input>, so never a
 * password or card-number box), and not when it is disabled, read-only, marked
 * sensitive, or inside an element carrying data-tonelens="off".
 */
export function fieldKind(el: Element | null | undefined): FieldKind | null {
  if (!el || el.closest('[data-tonelens="off"]')) return null;
  const tag = el.tagName.toUpperCase();
  if (tag === 'INPUT') return null;
  if (tag === 'TEXTAREA') {
    const area = el as HTMLTextAreaElement;
    if (area.disabled || area.readOnly || isSensitiveField(el)) return null;
    return 'textarea';
  }
  const host = editingHost(el);
  if (!host || isSensitiveField(host) || host.getAttribute('aria-readonly') === 'true') return null;
  return 'contenteditable';
}

/** The element that owns a field's text: the textarea itself, or the contenteditable's editing host. */
export function fieldElement(el: Element): Element {
  return el.tagName.toUpperCase() === 'TEXTAREA' ? el : (editingHost(el) ?? el);
}

/** A field's text as typed (fast: no layout, so safe on every keystroke). */
export function fieldText(el: Element): string {
  return el.tagName.toUpperCase() === 'TEXTAREA' ? (el as HTMLTextAreaElement).value : (el.textContent ?? '');
}

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
  /** The chip's accessible name and tooltip: the name, the verdict and what a click does. */
  label: string;
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
  const label =
    tension.length > 0
      ? fill(words.chip.labelTension, { tone: name, verdict: verdict.text, reason: words.tension[tension[0]!] })
      : fill(words.chip.label, { tone: name, verdict: verdict.text });
  return {
    name,
    family: tone.family,
    colour: look.colour,
    icon: look.icon,
    verdict,
    spectralValue: v,
    band: toneColour(v).label,
    tension,
    label,
  };
}

/** The text selected in `doc`: inside the focused textarea when there is one, otherwise the page selection. */
export function selectedText(doc: Document): string {
  const active = doc.activeElement;
  if (active && active.tagName.toUpperCase() === 'TEXTAREA') {
    const area = active as HTMLTextAreaElement;
    if (area.selectionEnd > area.selectionStart) return area.value.slice(area.selectionStart, area.selectionEnd);
  }
  return doc.getSelection()?.toString() ?? '';
}
