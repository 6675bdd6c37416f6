/**
 * The chip's DOM: a fixed-position element in its own shadow root, laid over the
 * field's bottom-right corner. It sits outside the page's flow (no layout shift).
 * It shows the tone name as a short visible label with its family's colour and
 * icon, readable without hovering, and its button is named with the whole
 * reading for screen readers. A click never takes focus from the field
 * (pointerdown is cancelled; buttons are out of the tab order); a keyboard
 * reaches it with {@link CHIP_FOCUS_KEY} from the field (see live-tone.ts), and
 * Enter or Space on it opens the analyser.
 *
 * The page must learn nothing from it and do nothing through it: the shadow root
 * is closed, the host carries no state (the reading lives on nodes inside the
 * root; the host has only its position and display), the chip's parts are not
 * exposed (`part`) to the page's styles, and both buttons act only on trusted
 * events — a click the person made, never one a script dispatched.
 */
import type { ChipReading } from '@/lib/chip-reading';
import { chipWords } from '@/lib/chip-words';
import type { LanguageCode as Language } from '@tonelens/core/reading';

/** The key that moves focus from a writing field to its chip, with Alt and Shift held ("T" for tone). */
export const CHIP_FOCUS_KEY = 'KeyT';

/** Tag name of the chip's host element. */
export const CHIP_TAG = 'tonelens-chip';
/** Chip height in CSS pixels (the label grows it sideways; the off button adds its own width). */
const CHIP_SIZE = 22;
/** Gap between the chip and the field's edges, in CSS pixels. */
const CHIP_INSET = 6;

const STYLE = `
:host { all: initial; position: fixed; z-index: 2147483646; display: none; gap: 2px; align-items: center;
  font: 600 11px/1 system-ui, sans-serif; }
button { all: unset; box-sizing: border-box; cursor: pointer; display: inline-flex; align-items: center;
  justify-content: center; }
.chip { position: relative; height: ${CHIP_SIZE}px; min-width: ${CHIP_SIZE}px; padding: 0 8px 0 6px; gap: 4px;
  border-radius: ${CHIP_SIZE / 2}px; background: var(--tone, #6b7089); color: #fff; border: 2px solid #fff;
  box-shadow: 0 1px 4px rgba(0,0,0,.35); transition: background-color .2s ease; white-space: nowrap; }
.chip:hover { filter: brightness(1.08); }
.chip:focus-visible { outline: 2px solid #1b1c2b; outline-offset: 2px; }
.icon { font-size: 10px; }
.off { width: 14px; height: 14px; border-radius: 50%; background: rgba(27,28,43,.72); color: #fff;
  font-size: 10px; opacity: 0; transition: opacity .15s ease; }
:host(:hover) .off { opacity: 1; }
.pop { display: none; position: absolute; right: 0; bottom: calc(100% + 6px); box-sizing: border-box;
  width: max-content; max-width: 280px; padding: 8px 10px; border-radius: 8px; background: #ffffff; color: #1b1c2b;
  border: 1px solid #dedfe8; border-left: 4px solid var(--tone, #6b7089); box-shadow: 0 4px 16px rgba(0,0,0,.2);
  font: 400 12px/1.4 system-ui, sans-serif; white-space: normal; text-align: left; }
.pop p { margin: 0; }
.pop p + p { margin-top: 4px; }
.pop .head { font-weight: 700; font-size: 13px; }
.pop .verdict { color: #5a5c70; font-weight: 600; }
:host(:hover) .pop.ready, .chip:focus-visible ~ .pop.ready { display: block; }
@media (prefers-color-scheme: dark) {
  .pop { background: #1a1b27; color: #ecedf5; border-color: #34364a; }
  .pop .verdict { color: #a6a8bd; }
}
`;

/**
 * What the chip shows of a reading in `language`, as one string (render() draws every field listed
 * here and no other): two readings that show the same give the same string, whatever else differs
 * (the spectral value moves with every letter, and the chip does not show it).
 */
function shownOf(reading: ChipReading | null, language: Language): string {
  if (!reading) return language;
  const { band, colour, tension, icon, name, label, verdict, meaning, phrases } = reading;
  return JSON.stringify([
    language,
    band,
    colour,
    tension.length > 0,
    icon,
    name,
    label,
    verdict.text,
    meaning,
    phrases,
  ]);
}

/** The chip: its host element and what the wiring needs to drive it. */
export interface Chip {
  host: HTMLElement;
  /** Shows the reading (or the neutral state for null), with the chip's own words in `language` (English by default). */
  render(reading: ChipReading | null, language?: Language): void;
  /** Moves keyboard focus to the chip's button (it must be showing). */
  focus(): void;
  /** True when `node` is the chip's host (where focus lands, as the page sees it, when the chip has it). */
  owns(node: unknown): boolean;
  /** Places the chip on the field's corner; hides it when the field is not visible. */
  place(rect: DOMRect, viewportWidth: number, viewportHeight: number): void;
  hide(): void;
  remove(): void;
}

/** Builds the chip (not yet in the document). `onOpen` runs on a click on the dot, `onSiteOff` on the ×. */
export function createChip(doc: Document, onOpen: () => void, onSiteOff: () => void): Chip {
  const host = doc.createElement(CHIP_TAG);
  const root = host.attachShadow({ mode: 'closed' });
  const show = (visible: boolean) => {
    host.style.display = visible ? 'flex' : 'none';
  };
  show(false);
  // Built node by node: no HTML parsing on the page's behalf.
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const chipButton = doc.createElement('button');
  chipButton.className = 'chip';
  chipButton.tabIndex = -1;
  const icon = doc.createElement('span');
  icon.className = 'icon';
  icon.setAttribute('aria-hidden', 'true');
  const name = doc.createElement('span');
  name.className = 'name';
  // The accessible name carries the whole reading; the visible label repeats its first words.
  name.setAttribute('aria-hidden', 'true');
  chipButton.append(icon, name);
  const offButton = doc.createElement('button');
  offButton.className = 'off';
  offButton.tabIndex = -1;
  offButton.title = chipWords().chip.off;
  offButton.setAttribute('aria-label', offButton.title);
  offButton.textContent = '×';
  // The popover: the reading in the result card's order (name and verdict, what the tone does, its phrases).
  const pop = doc.createElement('div');
  pop.className = 'pop';
  pop.setAttribute('aria-hidden', 'true');
  root.append(style, chipButton, offButton, pop);
  // Cancelling pointerdown keeps the caret and focus in the field while the chip is clicked.
  root.addEventListener('pointerdown', (e) => e.preventDefault());
  root.addEventListener('mousedown', (e) => e.preventDefault());
  // Only a person's own click acts: a page script's click() or dispatched event is not trusted.
  chipButton.addEventListener('click', (e) => {
    e.stopPropagation();
    if (e.isTrusted) onOpen();
  });
  offButton.addEventListener('click', (e) => {
    e.stopPropagation();
    if (e.isTrusted) onSiteOff();
  });

  // What the chip shows, as a key: a reading that shows the same as the last (most keystrokes change
  // no word of it) leaves the chip's nodes alone, so the page has no style or layout of them to redo.
  let shown: string | undefined;

  return {
    host,
    render(reading, language = 'en') {
      const key = shownOf(reading, language);
      if (key === shown) return;
      shown = key;
      const words = chipWords(language);
      // Inside the closed root only: the page cannot read them.
      chipButton.setAttribute('data-band', reading?.band ?? '');
      chipButton.setAttribute('data-colour', reading?.colour ?? '');
      chipButton.setAttribute('data-tension', String((reading?.tension.length ?? 0) > 0));
      chipButton.style.setProperty('--tone', reading?.colour ?? '#6b7089');
      icon.textContent = reading?.icon ?? '…';
      name.textContent = reading?.name ?? 'ToneLens';
      const label = reading?.label ?? words.chip.idle;
      offButton.title = words.chip.off;
      offButton.setAttribute('aria-label', offButton.title);
      chipButton.setAttribute('aria-label', label);
      // The button's name already carries every word of the popover: screen readers hear it once.
      pop.replaceChildren();
      pop.classList.toggle('ready', reading !== null);
      pop.style.setProperty('--tone', reading?.colour ?? '#6b7089');
      if (reading) {
        const head = doc.createElement('p');
        head.className = 'head';
        const verdict = doc.createElement('span');
        verdict.className = 'verdict';
        verdict.textContent = ` · ${reading.verdict.text}`;
        head.append(`${reading.icon} ${reading.name}`, verdict);
        const lines = [reading.meaning, ...reading.phrases].map((text) => {
          const line = doc.createElement('p');
          line.textContent = text;
          return line;
        });
        pop.append(head, ...lines);
      }
    },
    focus() {
      chipButton.focus();
    },
    owns(node) {
      return node === host;
    },
    place(rect, viewportWidth, viewportHeight) {
      const visible =
        rect.width >= CHIP_SIZE * 2 &&
        rect.height >= CHIP_SIZE &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < viewportHeight &&
        rect.left < viewportWidth;
      show(visible);
      if (!visible) return;
      const width = host.offsetWidth || CHIP_SIZE + 16;
      host.style.left = `${Math.round(Math.min(rect.right, viewportWidth) - width - CHIP_INSET)}px`;
      host.style.top = `${Math.round(Math.min(rect.bottom, viewportHeight) - CHIP_SIZE - CHIP_INSET)}px`;
    },
    hide() {
      show(false);
    },
    remove() {
      host.remove();
    },
  };
}
