import { useSyncExternalStore } from 'react';

/**
 * The analysis text, held outside React state so that a keystroke re-renders
 * only what shows the text (the text area, its count, two buttons and the
 * visualization), not the whole screen.
 */
export interface TextStore {
  get(): string;
  set(text: string): void;
  subscribe(listener: () => void): () => void;
}

/** A text store starting at `initial`. */
export function createTextStore(initial: string): TextStore {
  let text = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set(next) {
      if (next === text) return;
      text = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A value derived from the text; the component re-renders only when it changes. */
export function useTextSelector<T>(store: TextStore, select: (text: string) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}

/** The text itself. */
export function useText(store: TextStore): string {
  return useTextSelector(store, identity);
}

function identity(text: string): string {
  return text;
}
