import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let list: MediaQueryList | null | undefined;
/** The one MediaQueryList (matchMedia is costly to call on every render). */
function mediaList(): MediaQueryList | null {
  if (list === undefined) list = typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(QUERY);
  return list;
}

function subscribe(onChange: () => void): () => void {
  const l = mediaList();
  if (!l) return () => undefined;
  l.addEventListener('change', onChange);
  return () => l.removeEventListener('change', onChange);
}

/** True when the person asked the system for less motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(mediaList()?.matches),
    () => false,
  );
}
