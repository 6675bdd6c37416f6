import { useTranslation } from '../../i18n';
import { bandText, sentToAudioToolText, tonePreviewText } from '../../i18n/core-text';
import { useState } from 'react';
import {
  audioToolLink,
  emotionalBand,
  formatTone,
  isValidToneParameters,
  MESSAGES,
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
  const { t } = useTranslation();
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
    notify(tonePreviewText(t, frequency, toneText));
  };

  const handleGenerate = () => {
    onOpenChange(false);
    onOpenViewer(params);
    notify(sentToAudioToolText(t, toneText, frequency));
  };

  const handleDirect = () => {
    notify(sentToAudioToolText(t, toneText, frequency));
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
          <MusicIcon /> {t('audio.title')}
        </>
      }
      description={t('audio.description')}
    >
      <section className="tl-tone-data" aria-labelledby="tl-tone-data-title">
        <h3 id="tl-tone-data-title" className="tl-tone-data__title">
          {t('audio.toneData')}
        </h3>
        <dl className="tl-tone-data__grid">
          <div>
            <dt>{t('visualization.spectralValue')}</dt>
            <dd data-testid="tone-value">{toneText}</dd>
          </div>
          <div>
            <dt>{t('framework.frequency')}</dt>
            <dd data-testid="tone-frequency">{frequency} Hz</dd>
          </div>
          <div>
            <dt>{t('audio.context')}</dt>
            <dd>{bandText(t, emotionalBand(tone).name, 'context')}</dd>
          </div>
          <div>
            <dt>{t('audio.textLength')}</dt>
            <dd>{t('audio.chars', { count: [...text].length })}</dd>
          </div>
        </dl>
      </section>
      <div className="tl-audio-options">
        <Checkbox checked={includeText} onCheckedChange={setIncludeText} label={t('audio.includeText')} />
        <Checkbox checked={newTab} onCheckedChange={setNewTab} label={t('audio.newTabPreview')} />
      </div>
      <div className="tl-audio-actions">
        <Button variant="outline" onClick={handlePreview}>
          <PlayIcon /> {t('audio.preview')}
        </Button>
        <Button onClick={handleGenerate}>
          <MusicIcon /> {t('audio.generate')}
        </Button>
        <Button variant="secondary" onClick={() => void handleTryApi()} disabled={trying}>
          <SparklesIcon /> {trying ? t('audio.trying') : t('audio.tryApi')}
        </Button>
        <Button variant="ghost" onClick={handleDirect}>
          <ExternalIcon /> {newTab ? t('audio.newTab') : t('audio.replaceTab')}
        </Button>
      </div>
    </Dialog>
  );
}
