import { afterEach } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';

// Unmount what each test rendered (vitest runs without globals, so Testing Library cannot do it itself).
afterEach(() => {
  // Toasts live in a module-level store: drop them so the next test starts with none.
  act(() => toast.remove());
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia; react-hot-toast and reduced-motion checks read it. Nothing matches here.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
