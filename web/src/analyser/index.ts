/** The analyser: the components the web app and the extension's side panel share (props-driven; no router or globals). */
export { AnalysisScreen, type AnalysisScreenProps } from './analysis-screen';
export type { AnalysisResults, FramedConversationPayload, ToneLensReading } from './types';
