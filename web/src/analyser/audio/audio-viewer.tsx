import { useTranslation } from '../../i18n';
import { useEffect, useState } from 'react';
import {
  audioToolLink,
  emotionalBand,
  formatTone,
  VIEWER_MAX_VIEWPORT_PERCENT,
  viewerFooterText,
  type ToneParameters,
} from '@tonelens/core';
import { Badge, Button, Dialog } from '../../ui';
import { ExternalIcon, MusicIcon, ResetIcon } from '../icons';
import { openUrlInBrowser, type OpenUrl } from './open-url';
import './audio.css';

/** Props of {@link AudioViewer}. */
export interface AudioViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toolUrl: string;
  params: ToneParameters;
  openUrl?: OpenUrl;
}

/** What the embedded audio tool may do (spec analysis §7). */
export const VIEWER_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads';
/** Permissions granted to the embedded audio tool, as the spec lists them: microphone, audio and autoplay. */
export const VIEWER_ALLOW = 'microphone; audio; autoplay';

/**
 * The embedded 'Audio Generation' viewer (spec analysis §2): at most 95 % of
 * the viewport, tone/frequency/context badges, reload, open in a new tab and
 * close; 'Loading interface...' until the frame loads; the text's first 25
 * characters in the footer.
 */
export function AudioViewer({ open, onOpenChange, toolUrl, params, openUrl = openUrlInBrowser }: AudioViewerProps) {
  const { t } = useTranslation();
  const src = audioToolLink(toolUrl, params);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  // A new tone (a new src) loads again.
  useEffect(() => setLoading(true), [src]);
  const limit = `${VIEWER_MAX_VIEWPORT_PERCENT}vw`;
  const limitH = `${VIEWER_MAX_VIEWPORT_PERCENT}vh`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      className="tl-viewer"
      style={{ width: limit, maxWidth: limit, height: limitH, maxHeight: limitH }}
      title={
        <>
          <MusicIcon /> {t('audio.generation')}
          <Badge variant="secondary">{t('audio.tone', { tone: formatTone(params.tone) })}</Badge>
          <Badge variant="secondary">{params.frequency} Hz</Badge>
          <Badge variant="outline">{emotionalBand(params.tone).context}</Badge>
        </>
      }
      headerActions={
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('audio.reload')}
            onClick={() => {
              setLoading(true);
              setGeneration((g) => g + 1);
            }}
          >
            <ResetIcon />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('audio.openNewTab')} onClick={() => openUrl(src, true)}>
            <ExternalIcon />
          </Button>
        </>
      }
      closeLabel={t('audio.close')}
      closeOnBackdrop={false}
      footer={
        <p className="tl-viewer__footer" data-testid="viewer-footer">
          {params.text ? t('common.quoted', { text: viewerFooterText(params.text) }) : t('audio.noText')}
        </p>
      }
    >
      <div className="tl-viewer__frame-wrap">
        {loading ? (
          <div className="tl-viewer__loading" role="status">
            {t('audio.loading')}
          </div>
        ) : null}
        <iframe
          key={`${src}#${generation}`}
          src={src}
          title={t('audio.tool')}
          className="tl-viewer__frame"
          sandbox={VIEWER_SANDBOX}
          allow={VIEWER_ALLOW}
          onLoad={() => setLoading(false)}
        />
      </div>
    </Dialog>
  );
}
