import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unmount what each test rendered (vitest runs without globals, so Testing Library cannot do it itself).
afterEach(() => {
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
