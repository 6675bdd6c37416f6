import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The elements inside `root` that Tab can reach, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden]'),
  );
}

/** Active traps, innermost last: only the innermost one answers Escape. */
const activeTraps: object[] = [];

/** Options of {@link useFocusTrap}. */
export interface FocusTrapOptions {
  /** Called on Escape; leave out to ignore Escape (e.g. the analysis overlay). */
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element of `preferredRegion`, then of the container, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where to look first for the element to focus (e.g. a dialog's body rather than its close button). */
  preferredRegion?: RefObject<HTMLElement | null>;
}

/**
 * While `active`, keeps keyboard focus inside `ref`: Tab and Shift+Tab wrap,
 * Escape calls `onEscape`, and on release focus goes back to the element that
 * had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  const { onEscape, initialFocus, preferredRegion } = options;
  useEffect(() => {
    if (!active) return;
    const root = ref.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const region = preferredRegion?.current;
    const first =
      initialFocus?.current ?? (region ? focusableIn(region)[0] : undefined) ?? focusableIn(root)[0] ?? root;
    first.focus({ preventScroll: true });

    const token = {};
    activeTraps.push(token);
    // Escape is heard on the whole document (focus may have fallen to <body>), by the innermost trap only.
    const handleEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !onEscape || activeTraps[activeTraps.length - 1] !== token) return;
      event.stopPropagation();
      onEscape();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === head || !root.contains(current))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || !root.contains(current))) {
        event.preventDefault();
        head.focus();
      }
    };
    // Focus that escapes (a click on the page behind) is pulled back in.
    const handleFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target) && !isInsideOtherLayer(event.target)) {
        (focusableIn(root)[0] ?? root).focus({ preventScroll: true });
      }
    };
    root.addEventListener('keydown', handleKeyDown);
    document.addEventListener('keydown', handleEscape);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      activeTraps.splice(activeTraps.indexOf(token), 1);
      root.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('keydown', handleEscape);
      document.removeEventListener('focusin', handleFocusIn);
      if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
    // onEscape may change identity each render; the trap only re-arms when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, ref]);
}

/** Focus moving into a layer stacked above (a nested dialog, a toast) is allowed. */
function isInsideOtherLayer(node: Node): boolean {
  return node instanceof Element && Boolean(node.closest('[data-tl-layer]'));
}
