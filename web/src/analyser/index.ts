/** The analyser: the components the web app and the extension's side panel share (props-driven; no router or globals). */
import '../styles/tokens.css';

export { AnalysisScreen, type AnalysisScreenProps } from './analysis-screen';
export { AnalysisOverlay, type AnalysisOverlayProps } from './analysis-overlay';
export { AnalysisFeedbackCard, type AnalysisFeedbackCardProps } from './feedback-card';
export { SpectralResultsCard, type SpectralResultsCardProps } from './spectral-results-card';
export { AnimatedVisualizationCard, type AnimatedVisualizationCardProps } from './visualization-card';
export { DecorativeCard, type DecorativeCardProps, type DecorativeVariant } from './decorative-card';
export {
  EmotionGradientCard,
  type EmotionGradientCardProps,
  type ResonanceReading,
  detectIPhone,
  gradientBarBackground,
} from './emotion-gradient-card';
export { FramedInteractionModal, type FramedInteractionModalProps, type FramedMode } from './framed-modal';
export { AudioToolDialog, type AudioToolDialogProps } from './audio/audio-tool-dialog';
export { AudioViewer, type AudioViewerProps, VIEWER_SANDBOX, VIEWER_ALLOW } from './audio/audio-viewer';
export {
  resolveAudioToolUrl,
  audioToolApiUrl,
  generateWithAudioTool,
  playPreviewTone,
  DEFAULT_AUDIO_TOOL_PATH,
  type AudioToolResult,
} from './audio/audio-tool';
export { openUrlInBrowser, type OpenUrl } from './audio/open-url';
export { playSpectralSequence, playbackValues, type Playback } from './tonal-playback';
export { GradientTextarea, type GradientTextareaProps } from './gradient-textarea';
export { borderGradient } from './gradient-border';
export { ModeSelector, type ModeSelectorProps } from './mode-selector';
export { MODES, type ModeInfo } from './modes';
export { runAnalysis, saveRequestOf, MODE_CALLS, type AnalysisCalls } from './run-analysis';
export { loadGradientState, saveGradientState, defaultGradientStorage, type GradientStorage } from './gradient-state';
export type { AnalysisResults, FramedConversationPayload, ToneLensReading } from './types';
