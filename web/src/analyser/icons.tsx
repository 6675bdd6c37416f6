/** Stroke icons of the analyser, drawn with the shared icon frame of the UI kit; decorative (aria-hidden). */
import { Icon, type IconProps } from '../ui/icons';

type P = IconProps;

/** Speech bubble: plain feedback. */
export const MessageIcon = (p: P) => (
  <Icon {...p}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Icon>
);
/** Four-point compass: ToneLens axes. */
export const CompassIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36z" />
  </Icon>
);
/** Waves: spectral. */
export const WavesIcon = (p: P) => (
  <Icon {...p}>
    <path d="M2 12c2-3 4-3 6 0s4 3 6 0 4-3 6 0" />
    <path d="M2 18c2-3 4-3 6 0s4 3 6 0 4-3 6 0" />
    <path d="M2 6c2-3 4-3 6 0s4 3 6 0 4-3 6 0" />
  </Icon>
);
/** Layers: full. */
export const LayersIcon = (p: P) => (
  <Icon {...p}>
    <path d="m12 2 10 5-10 5L2 7z" />
    <path d="m2 17 10 5 10-5" />
    <path d="m2 12 10 5 10-5" />
  </Icon>
);
/** Sparkles: generation and insight. */
export const SparklesIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    <path d="M19 17v4M17 19h4" />
  </Icon>
);
/** Heart: empathy. */
export const HeartIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </Icon>
);
/** Brain-like loop: thinking. */
export const BrainIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9 4a3 3 0 0 0-3 3v.5A3 3 0 0 0 4 10.5a3 3 0 0 0 1 5.2V17a3 3 0 0 0 5 2.2V4.8A3 3 0 0 0 9 4z" />
    <path d="M15 4a3 3 0 0 1 3 3v.5a3 3 0 0 1 2 3 3 3 0 0 1-1 5.2V17a3 3 0 0 1-5 2.2V4.8A3 3 0 0 1 15 4z" />
  </Icon>
);
/** Upload arrow. */
export const UploadIcon = (p: P) => (
  <Icon {...p}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5M12 3v12" />
  </Icon>
);
/** Eraser: clear. */
export const EraserIcon = (p: P) => (
  <Icon {...p}>
    <path d="m7 21-4-4 10-10 7 7-7 7z" />
    <path d="M22 21H7M5 11l9 9" />
  </Icon>
);
/** File. */
export const FileIcon = (p: P) => (
  <Icon {...p}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </Icon>
);
/** Home screen: install. */
export const HomeIcon = (p: P) => (
  <Icon {...p}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M12 8v6M9 11h6" />
  </Icon>
);
/** External link. */
export const ExternalIcon = (p: P) => (
  <Icon {...p}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14 21 3" />
  </Icon>
);
/** Music note. */
export const MusicIcon = (p: P) => (
  <Icon {...p}>
    <path d="M9 18V5l12-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="18" cy="16" r="3" />
  </Icon>
);
/** Play triangle. */
export const PlayIcon = (p: P) => (
  <Icon {...p}>
    <path d="m6 3 14 9-14 9z" />
  </Icon>
);
/** Stop square. */
export const StopIcon = (p: P) => (
  <Icon {...p}>
    <rect x="5" y="5" width="14" height="14" rx="1" />
  </Icon>
);
/** Lock. */
export const LockIcon = (p: P) => (
  <Icon {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);
/** Open lock. */
export const UnlockIcon = (p: P) => (
  <Icon {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 7.9-1" />
  </Icon>
);
/** Circular arrow: reset, reload. */
export const ResetIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Icon>
);
/** Floppy: save. */
export const SaveIcon = (p: P) => (
  <Icon {...p}>
    <path d="M19 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11l5 5v11a2 2 0 0 1-2 2z" />
    <path d="M17 21v-8H7v8M7 3v5h8" />
  </Icon>
);
/** Paper plane: send. */
export const SendIcon = (p: P) => (
  <Icon {...p}>
    <path d="m22 2-7 20-4-9-9-4z" />
    <path d="M22 2 11 13" />
  </Icon>
);
/** Microphone. */
export const MicIcon = (p: P) => (
  <Icon {...p}>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4" />
  </Icon>
);
/** Expand corners: full screen. */
export const MaximiseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3" />
  </Icon>
);
/** Shrink corners: leave full screen. */
export const MinimiseIcon = (p: P) => (
  <Icon {...p}>
    <path d="M8 3v3a2 2 0 0 1-2 2H3M21 8h-3a2 2 0 0 1-2-2V3M3 16h3a2 2 0 0 1 2 2v3M16 21v-3a2 2 0 0 1 2-2h3" />
  </Icon>
);
/** Side panel: sidebar toggle. */
export const SidebarIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18" />
  </Icon>
);
/** Gradient sliders. */
export const SlidersIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />
  </Icon>
);
/** Info circle. */
export const InfoIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </Icon>
);
/** Minus: minimise. */
export const MinusIcon = (p: P) => (
  <Icon {...p}>
    <path d="M5 12h14" />
  </Icon>
);
/** Plus. */
export const PlusIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
