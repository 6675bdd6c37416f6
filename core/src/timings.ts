/** Timings and counts of the interface (spec analysis §9, surroundings §9). Durations are milliseconds. */

/** Delay before ToneLens mode starts an analysis on its own. */
export const AUTO_START_DELAY_MS = 500;
/** How long the 'Saved to Signature!' state shows. */
export const SIGNATURE_SAVED_FLAG_MS = 3000;
/** How long the install hint shows on iOS Safari. */
export const INSTALL_HINT_IOS_MS = 8000;
/** How long the generic install hint shows. */
export const INSTALL_HINT_GENERIC_MS = 6000;
/** Overlay: shown only when the work takes longer than this, so quick analyses do not flash it. */
export const OVERLAY_SHOW_DELAY_MS = 400;
/** Overlay: a new step every 1.2 s. */
export const OVERLAY_STEP_MS = 1200;
/** Overlay: a new reassurance note every 3 s. */
export const OVERLAY_NOTE_MS = 3000;
/** Overlay: a new icon every 0.8 s. */
export const OVERLAY_ICON_MS = 800;
/** Overlay steps per mode. */
export const OVERLAY_STEP_COUNTS = { plain: 4, tonelens: 5, spectral: 5, full: 6 } as const;
/** Default toast duration; one toast is visible at a time. */
export const TOAST_DURATION_MS = 5000;
/** The reflection prompt toast: shown 1 s after analysis, for 7 s. */
export const REFLECTION_PROMPT_DELAY_MS = 1000;
export const REFLECTION_PROMPT_DURATION_MS = 7000;
/** Copy confirmation. */
export const COPY_CONFIRMATION_MS = 2000;
/** Tooltip open delay and the quick window after one closes. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_QUICK_WINDOW_MS = 300;
/** Gradient border refresh interval. */
export const GRADIENT_REFRESH_MS = 100;
/** Journal entries shown in the widget. */
export const JOURNAL_PREVIEW_ENTRIES = 2;
/** Characters of a saved text kept as the journal preview. */
export const JOURNAL_PREVIEW_LENGTH = 120;
/** Share (percent) above which a tone category counts as dominant in a journal entry. */
export const DOMINANT_TONE_MIN_PERCENT = 30;
/** Default module duration in minutes, and default recommendation difficulty and time. */
export const DEFAULT_MODULE_DURATION_MIN = 30;
export const DEFAULT_RECOMMENDATION_DIFFICULTY = 1;
export const DEFAULT_RECOMMENDATION_MINUTES = 15;
/** The framed modal's sidebar width and the viewer's largest share of the viewport. */
export const FRAMED_SIDEBAR_WIDTH = '24rem';
export const VIEWER_MAX_VIEWPORT_PERCENT = 95;
/** Build version and date shown in the footer. */
export const BUILD_VERSION = '0.42.2508.9';
export const BUILD_DATE = '2025-08-09';

/** Lesson time estimate in minutes: module duration (default 30) divided by the lesson count, rounded. */
export function lessonMinutes(moduleDurationMin: number | null | undefined, lessonCount: number): number {
  const duration = moduleDurationMin && moduleDurationMin > 0 ? moduleDurationMin : DEFAULT_MODULE_DURATION_MIN;
  return Math.round(duration / Math.max(1, lessonCount));
}
