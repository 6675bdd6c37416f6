/**
 * Wiring of the live-tone chip: follows the focused writing field, recomputes the
 * reading after typing pauses, keeps the chip on the field's corner, and removes
 * everything when the field goes away, the site or the feature is switched off, or
 * the extension is reloaded.
 */
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { CHIP_DEBOUNCE_MS, fieldElement, fieldKind, fieldText, selectedText } from '@/lib/chip-logic';
import { getSettings, liveToneAllowed, updateSettings, watchSettings, withSiteLiveTone } from '@/lib/settings';
import { listen, sendMessage } from '@/lib/protocol';
import { CHIP_FOCUS_KEY, createChip, type Chip } from './chip';
import type { LanguageCode as Language } from '@tonelens/core/reading';

/** How often the active field is checked for still being in the document, in ms. */
const PRESENCE_CHECK_MS = 1000;

/** The text the analyser should get for a field: with line breaks for contenteditable regions. */
function fullText(el: Element): string {
  return el.tagName.toUpperCase() === 'TEXTAREA' ? fieldText(el) : ((el as HTMLElement).innerText ?? fieldText(el));
}

/** Starts live tone in this document for the life of `ctx`. */
export function startLiveTone(ctx: ContentScriptContext): void {
  const doc = document;
  let enabled = false;
  let field: Element | null = null;
  let lastField: Element | null = null;
  let chip: Chip | null = null;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let presence: ReturnType<typeof setInterval> | undefined;
  let frame = 0;
  // The chip speaks the extension's language (the options' Language, the browser's on a fresh install).
  let language: Language = 'en';

  const place = () => {
    frame = 0;
    if (!chip || !field) return;
    chip.place(field.getBoundingClientRect(), window.innerWidth, window.innerHeight);
  };
  const schedulePlace = () => {
    if (!frame && chip && field) frame = requestAnimationFrame(place);
  };
  // Readings come back from the background in order of asking; only the newest is shown.
  let asked = 0;
  const update = () => {
    debounce = undefined;
    if (!chip || !field) return;
    const ask = ++asked;
    const target = field;
    const chipLanguage = language;
    sendMessage('tone:chip', { text: fieldText(target), language: chipLanguage }).then(
      (reading) => {
        if (ask !== asked || !chip || field !== target) return;
        chip.render(reading, chipLanguage);
        place();
      },
      (error: unknown) => console.warn('ToneLens: could not read the tone', error),
    );
  };

  const detach = () => {
    clearTimeout(debounce);
    clearInterval(presence);
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    debounce = undefined;
    presence = undefined;
    field = null;
    chip?.hide();
  };
  const teardown = () => {
    detach();
    chip?.remove();
    chip = null;
  };

  const ensureChip = (): Chip => {
    if (chip) return chip;
    chip = createChip(
      doc,
      () => {
        const target = field ?? lastField;
        if (!target) return;
        void sendMessage('analyser:open', { text: fullText(target), source: 'chip' }).catch((error: unknown) =>
          console.warn('ToneLens: could not open the analyser', error),
        );
      },
      () => {
        void updateSettings((s) => withSiteLiveTone(s, location.hostname, false));
      },
    );
    doc.documentElement.append(chip.host);
    return chip;
  };

  const attach = (el: Element) => {
    if (field === el) return;
    detach();
    field = el;
    lastField = el;
    ensureChip();
    update();
    presence = setInterval(() => {
      if (field && (!field.isConnected || !fieldKind(field))) detach();
    }, PRESENCE_CHECK_MS);
  };

  const handleFocusIn = (e: Event) => {
    if (!enabled) return;
    const target = e.target instanceof Element ? e.target : null;
    if (target && fieldKind(target)) attach(fieldElement(target));
  };
  const handleFocusOut = (e: FocusEvent) => {
    if (!field) return;
    const next = e.relatedTarget instanceof Element ? e.relatedTarget : null;
    // Focus moving into the chip (from the keyboard) keeps it on its field.
    if (next && (field.contains(next) || chip?.owns(next))) return;
    detach();
  };
  // Alt+Shift+T in a field reaches its chip from the keyboard. Passive: the page still gets the key.
  const handleKeyDown = (e: KeyboardEvent) => {
    if (!e.isTrusted || !field || !chip || !e.altKey || !e.shiftKey || e.code !== CHIP_FOCUS_KEY) return;
    if (e.target instanceof Node && field.contains(e.target)) chip.focus();
  };
  const handleInput = (e: Event) => {
    if (!field || !(e.target instanceof Node) || !field.contains(e.target)) return;
    clearTimeout(debounce);
    debounce = setTimeout(update, CHIP_DEBOUNCE_MS);
  };

  const apply = (allowed: boolean) => {
    enabled = allowed;
    if (!allowed) {
      teardown();
      return;
    }
    const active = doc.activeElement;
    if (active && fieldKind(active)) attach(fieldElement(active));
  };

  // Capture phase and passive: the page's own handlers run as before, and none is ever cancelled.
  const options = { capture: true, passive: true } as const;
  ctx.addEventListener(doc, 'focusin', handleFocusIn, options);
  ctx.addEventListener(doc, 'focusout', handleFocusOut as EventListener, options);
  ctx.addEventListener(doc, 'input', handleInput, options);
  ctx.addEventListener(doc, 'keydown', handleKeyDown as EventListener, options);
  ctx.addEventListener(window, 'scroll', schedulePlace, options);
  ctx.addEventListener(window, 'resize', schedulePlace, options);

  const stopListening = listen({
    'field:text': () => {
      const target = field ?? lastField;
      return { text: target?.isConnected ? fullText(target) : '' };
    },
    'page:selection': () => ({ text: selectedText(doc) }),
  });
  const stopWatching = watchSettings((s) => {
    language = s.language;
    apply(liveToneAllowed(s, location.hostname, location.origin));
  });
  void getSettings().then((s) => {
    language = s.language;
    apply(liveToneAllowed(s, location.hostname, location.origin));
  });

  ctx.onInvalidated(() => {
    teardown();
    stopListening();
    stopWatching();
  });
}
