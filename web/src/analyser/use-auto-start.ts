import { useCallback, useEffect, useRef } from 'react';
import { AUTO_START_DELAY_MS, MESSAGES } from '@tonelens/core';
import { notify } from '../lib/toast';

/**
 * The ToneLens auto-start (spec analysis §4): `schedule()` starts `start()`
 * after 500 ms with the 'Starting ToneLens Analysis' toast, provided `ready()`
 * still holds then; `cancel()` drops a pending start (also on unmount).
 */
export function useAutoStart(ready: () => boolean, start: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ ready, start });
  latest.current = { ready, start };
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      if (!latest.current.ready()) return;
      notify(MESSAGES.startingToneLens);
      latest.current.start();
    }, AUTO_START_DELAY_MS);
  }, [cancel]);
  return { schedule, cancel };
}
