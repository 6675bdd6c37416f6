import { useState } from 'react';
import {
  audioToolLink,
  emotionalBand,
  formatTone,
  isValidToneParameters,
  MESSAGES,
  sentToAudioToolMessage,
  tonePreviewMessage,
  toneToFrequency,
  type ToneParameters,
} from '@tonelens/core';
import { Button, Checkbox, Dialog } from '../../ui';
import { notify } from '../../lib/toast';
import { ExternalIcon, MusicIcon, PlayIcon, SparklesIcon } from '../icons';
import { generateWithAudioTool, playPreviewTone } from './audio-tool';
import { openUrlInBrowser, type OpenUrl } from './open-url';
import './audio.css';

/** Props of {@link AudioToolDialog}. */
export interface AudioToolDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text's spectral value, 0..1. */
  tone: number;
  text: string;
  /** The audio tool's URL (ends in '/'). */
  toolUrl: string;
  /** 'Generate Music': open the embedded viewer with these parameters. */
  onOpenViewer: (params: ToneParameters) => void;
  /** How URLs open (tests and the extension may pass their own). */
  openUrl?: OpenUrl;
  fetchImpl?: typeof fetch;
}

/**
 * 'Send to the audio tool' (spec analysis §2): the Tone Data, two options, a
 * 1 s preview, 'Generate Music (Recommended)' (the embedded viewer), 'Try
 * API' (falls back to the direct link) and the direct link itself.
 */
export function AudioToolDialog({
  open,
  onOpenChange,
  tone,
  text,
  toolUrl,
  onOpenViewer,
  openUrl = openUrlInBrowser,
  fetchImpl,
}: AudioToolDialogProps) {
  const [includeText, setIncludeText] = useState(true);
  const [newTab, setNewTab] = useState(false);
  const [trying, setTrying] = useState(false);
  const frequency = toneToFrequency(tone);
  const toneText = formatTone(tone);
  const params: ToneParameters = includeText && text ? { tone, frequency, text } : { tone, frequency };

  const openDirect = () => {
    openUrl(audioToolLink(toolUrl, params), newTab);
  };

  const handlePreview = () => {
    if (!playPreviewTone(frequency)) {
      notify(MESSAGES.previewUnavailable);
      return;
    }
    notify(tonePreviewMessage(frequency, toneText));
  };

  const handleGenerate = () => {
    onOpenChange(false);
    onOpenViewer(params);
    notify(sentToAudioToolMessage(toneText, frequency));
  };

  const handleDirect = () => {
    notify(sentToAudioToolMessage(toneText, frequency));
    openDirect();
  };

  const handleTryApi = async () => {
    setTrying(true);
    try {
      if (!isValidToneParameters(params)) throw new Error('Invalid tone parameters');
      const result = await generateWithAudioTool(toolUrl, params, fetchImpl);
      if (result.success) {
        notify(MESSAGES.audioGenerated);
        if (result.audioUrl) openUrl(new URL(result.audioUrl, toolUrl).toString(), true);
      } else {
        notify(MESSAGES.usingDirectLink);
        openDirect();
      }
    } catch (error) {
      console.warn('Sending to the audio tool failed:', error);
      notify(MESSAGES.usingDirectLinkAfterException);
      openDirect();
    } finally {
      setTrying(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          <MusicIcon /> Send to the audio tool
        </>
      }
      description="Turn the tone of your text into music."
    >
      <section className="tl-tone-data" aria-labelledby="tl-tone-data-title">
        <h3 id="tl-tone-data-title" className="tl-tone-data__title">
          Tone Data
        </h3>
        <dl className="tl-tone-data__grid">
          <div>
            <dt>Spectral Value</dt>
            <dd data-testid="tone-value">{toneText}</dd>
          </div>
          <div>
            <dt>Frequency</dt>
            <dd data-testid="tone-frequency">{frequency} Hz</dd>
          </div>
          <div>
            <dt>Context</dt>
            <dd>{emotionalBand(tone).context}</dd>
          </div>
          <div>
            <dt>Text Length</dt>
            <dd>{[...text].length} chars</dd>
          </div>
        </dl>
      </section>
      <div className="tl-audio-options">
        <Checkbox checked={includeText} onCheckedChange={setIncludeText} label="Include original text" />
        <Checkbox checked={newTab} onCheckedChange={setNewTab} label="Open in new tab (preview mode)" />
      </div>
      <div className="tl-audio-actions">
        <Button variant="outline" onClick={handlePreview}>
          <PlayIcon /> Preview Tone (1 second)
        </Button>
        <Button onClick={handleGenerate}>
          <MusicIcon /> Generate Music (Recommended)
        </Button>
        <Button variant="secondary" onClick={() => void handleTryApi()} disabled={trying}>
          <SparklesIcon /> {trying ? 'Trying API...' : 'Try API'}
        </Button>
        <Button variant="ghost" onClick={handleDirect}>
          <ExternalIcon /> {newTab ? 'New Tab' : 'Replace Tab'}
        </Button>
      </div>
    </Dialog>
  );
}
