/** The analysis screen's dialogs, each loaded when first opened: the framed chat, the audio hand-off and its viewer. */
import { lazy } from 'react';
import { analyseSpectral, entrySpectralValue } from '@tonelens/core';
import { LoadBoundary } from '../ui';
import { useTranslation } from '../i18n';
import type { OpenUrl } from './audio/open-url';
import type { AnalysisController } from './use-analysis-controller';

const FramedInteractionModal = lazy(() =>
  import('./framed-modal').then((m) => ({ default: m.FramedInteractionModal })),
);
const AudioToolDialog = lazy(() => import('./audio/audio-tool-dialog').then((m) => ({ default: m.AudioToolDialog })));
const AudioViewer = lazy(() => import('./audio/audio-viewer').then((m) => ({ default: m.AudioViewer })));

/** The open dialogs of the analysis screen (none is rendered while closed). */
export function AnalysisDialogs({ controller, openUrl }: { controller: AnalysisController; openUrl?: OpenUrl }) {
  const { t } = useTranslation();
  const { run, tools, resonance, framedOriginal, framedValues } = controller;
  const { framed, audio, toolUrl } = tools;
  const { results } = run;
  return (
    <LoadBoundary what={t('analyser.thisDialog')} fallback={null}>
      {framed.open ? (
        <FramedInteractionModal
          open={framed.open}
          onOpenChange={framed.setOpen}
          mode="full"
          originalText={framedOriginal}
          alternativeText={run.alternative?.text ?? null}
          initialValues={framedValues}
          resonance={resonance}
          storage={tools.storage}
          unlockedByDefault
          requestReply={framed.requestReply}
          onSave={framed.handleSave}
        />
      ) : null}
      {audio.open && results ? (
        <AudioToolDialog
          open={audio.open}
          onOpenChange={audio.setOpen}
          tone={entrySpectralValue(results.spectral ?? analyseSpectral(results.inputText))}
          text={results.inputText}
          toolUrl={toolUrl}
          openUrl={openUrl}
          onOpenViewer={audio.setViewer}
        />
      ) : null}
      {audio.viewer ? (
        <AudioViewer
          open
          onOpenChange={(open) => !open && audio.setViewer(null)}
          toolUrl={toolUrl}
          params={audio.viewer}
          openUrl={openUrl}
        />
      ) : null}
    </LoadBoundary>
  );
}
