/** Line icons of the app's surroundings (24 × 24, stroke follows the text colour, hidden from screen readers). */
import type { SVGProps } from 'react';

type P = SVGProps<SVGSVGElement>;

function icon(paths: React.ReactNode) {
  return function Icon(props: P) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

/** Sun (light theme). */
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
/** Moon (dark theme). */
export const MoonIcon = icon(<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />);
/** Open book (journal). */
export const JournalIcon = icon(
  <>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
    <path d="M4 19V5M8 7h7M8 11h5" />
  </>,
);
/** Arrow into a tray (install). */
export const InstallIcon = icon(
  <>
    <path d="M12 3v12M7 10l5 5 5-5" />
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
  </>,
);
/** Gear (settings). */
export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);
/** Box with an arrow leaving it (opens in a new tab). */
export const ExternalIcon = icon(
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
);
/** Door with an arrow (log out). */
export const LogOutIcon = icon(
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);
/** Two sheets (copy). */
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
/** Tick. */
export const TickIcon = icon(<path d="M4 12l5 5L20 6" />);
/** Bin (delete). */
export const TrashIcon = icon(
  <>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
  </>,
);
/** Up and down arrows (sort). */
export const SortIcon = icon(<path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />);
/** Four corners (expand). */
export const ExpandIcon = icon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
/** Triangle (play). */
export const PlayIcon = icon(<path d="M7 4l13 8-13 8z" />);
/** Two notes (music). */
export const MusicIcon = icon(
  <>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </>,
);
/** Arrow pointing left (back). */
export const BackIcon = icon(<path d="M19 12H5M11 18l-6-6 6-6" />);
/** Sparkle (AI reply). */
export const SparkleIcon = icon(
  <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />,
);
/** Rising line. */
export const TrendUpIcon = icon(<path d="M3 17l6-6 4 4 8-8M15 7h6v6" />);
/** Falling line. */
export const TrendDownIcon = icon(<path d="M3 7l6 6 4-4 8 8M15 17h6v-6" />);
/** Level line. */
export const TrendFlatIcon = icon(<path d="M3 12h18M15 6l6 6-6 6" />);
/** Flame (streak). */
export const FlameIcon = icon(
  <path d="M12 22a7 7 0 0 0 7-7c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-5 5-5 8a7 7 0 0 0 7 7z" />,
);
/** Star (XP). */
export const StarIcon = icon(<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9z" />);
/** Book with a bookmark (lesson). */
export const LessonIcon = icon(
  <>
    <path d="M4 4h10a4 4 0 0 1 4 4v12H8a4 4 0 0 1-4-4z" />
    <path d="M10 4v7l2-1.5 2 1.5V4" />
  </>,
);
/** Down arrow to a line (download). */
export const DownloadIcon = icon(<path d="M12 4v12M6 11l6 6 6-6M4 21h16" />);
/** Waves (EchoRoom). */
export const WavesIcon = icon(<path d="M2 8c3-3 5 3 8 0s5 3 8 0 3-1 4 0M2 14c3-3 5 3 8 0s5 3 8 0 3-1 4 0" />);
/** Send arrow. */
export const SendIcon = icon(<path d="M22 2L11 13M22 2l-7 20-4-9-9-4z" />);
/** Speaker (listen). */
export const SpeakerIcon = icon(
  <>
    <path d="M11 5L6 9H2v6h4l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
  </>,
);
