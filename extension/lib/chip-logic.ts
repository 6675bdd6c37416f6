/**
 * The live-tone chip's decisions about the page, kept apart from the DOM wiring so
 * they can be tested one by one: which fields qualify, when live tone runs and what
 * text a field holds. What the chip shows for a text is chip-reading.ts, which the
 * background runs, so the script injected into every page stays small.
 */
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

/** The text selected in `doc`: inside the focused textarea when there is one, otherwise the page selection. */
export function selectedText(doc: Document): string {
  const active = doc.activeElement;
  if (active && active.tagName.toUpperCase() === 'TEXTAREA') {
    const area = active as HTMLTextAreaElement;
    if (area.selectionEnd > area.selectionStart) return area.value.slice(area.selectionStart, area.selectionEnd);
  }
  return doc.getSelection()?.toString() ?? '';
}
