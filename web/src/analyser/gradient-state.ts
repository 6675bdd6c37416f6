/** The emotion gradient's saved state in browser storage (spec analysis §3: key 'emotionalGradientState'). */
import { axesSchema, GRADIENT_STORAGE_KEY, type AxisScores } from '@tonelens/core';

/** The part of Web Storage the gradient uses (localStorage by default; the extension may pass another). */
export type GradientStorage = Pick<Storage, 'getItem' | 'setItem'>;

let browserStorage: GradientStorage | null | undefined;
/** The browser's localStorage (looked up once: the getter is not free), or null where it is unavailable (e.g. blocked). */
export function defaultGradientStorage(): GradientStorage | null {
  if (browserStorage !== undefined) return browserStorage;
  try {
    browserStorage = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    browserStorage = null;
  }
  return browserStorage;
}

/** Writes the four values as JSON under 'emotionalGradientState'. */
export function saveGradientState(storage: GradientStorage, values: AxisScores): void {
  storage.setItem(GRADIENT_STORAGE_KEY, JSON.stringify(values));
}

/** Reads the saved four values; null when absent or not four values 0..1. */
export function loadGradientState(storage: GradientStorage | null): AxisScores | null {
  const raw = storage?.getItem(GRADIENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = axesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
