import { useEffect, useState } from 'react';
import { OVERLAY_ICON_MS, OVERLAY_NOTE_MS, OVERLAY_STEP_MS } from '@tonelens/core';

/** Number of icons the overlay cycles through. */
export const OVERLAY_ICON_COUNT = 4;

/** Where the overlay is: step (0-based), progress (0..100 percent), note and icon indices. */
export interface OverlayProgress {
  step: number;
  progress: number;
  note: number;
  icon: number;
}

const START: OverlayProgress = { step: 0, progress: 0, note: 0, icon: 0 };

/**
 * Overlay timing (spec analysis §4): while visible the step advances every
 * 1.2 s and wraps, progress becomes (next step + 1) / total in percent, the
 * note rotates every 3 s and the icon every 0.8 s; hidden, everything resets.
 */
export function useOverlayProgress(visible: boolean, totalSteps: number, noteCount: number): OverlayProgress {
  const [state, setState] = useState<OverlayProgress>(START);
  useEffect(() => {
    if (!visible) {
      setState(START);
      return;
    }
    const steps = setInterval(() => {
      setState((s) => {
        const next = (s.step + 1) % totalSteps;
        return { ...s, step: next, progress: ((next + 1) / totalSteps) * 100 };
      });
    }, OVERLAY_STEP_MS);
    const notes = setInterval(() => setState((s) => ({ ...s, note: (s.note + 1) % noteCount })), OVERLAY_NOTE_MS);
    const icons = setInterval(
      () => setState((s) => ({ ...s, icon: (s.icon + 1) % OVERLAY_ICON_COUNT })),
      OVERLAY_ICON_MS,
    );
    return () => {
      clearInterval(steps);
      clearInterval(notes);
      clearInterval(icons);
    };
  }, [visible, totalSteps, noteCount]);
  return state;
}
