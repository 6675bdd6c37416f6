import { useEffect, useState } from 'react';
import { FRAMED_SIDEBAR_WIDTH, type AxisScores, type FramedRequest, type AiReply } from '@tonelens/core';
import { Badge, Button, Dialog, Tooltip } from '../ui';
import { useTranslation } from '../i18n';
import { EmotionGradientCard, type ResonanceReading } from './emotion-gradient-card';
import type { GradientStorage } from './gradient-state';
import { FramedChat } from './framed-chat-panel';
import { MaximiseIcon, MinimiseIcon, SidebarIcon } from './icons';
import type { FramedConversationPayload } from './types';
import type { SpeechRecognitionCtor } from './use-speech-input';
import './framed-modal.css';

/** Display mode of the framed modal: sidebar and chat, or only the sliders. */
export type FramedMode = 'full' | 'gradient-only';

/** Props of {@link FramedInteractionModal}. */
export interface FramedInteractionModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: FramedMode;
  originalText: string;
  alternativeText?: string | null;
  /** Starting slider values (e.g. the ToneLens reading). */
  initialValues: AxisScores;
  resonance?: ResonanceReading | null;
  /** The framed AI call (POST /api/ai-response/framed). */
  requestReply: (request: FramedRequest) => Promise<AiReply>;
  /** Receives the conversation payload; the modal makes no call of its own. */
  onSave: (payload: FramedConversationPayload) => Promise<void> | void;
  /** Heading; 'Framed Text Interaction' by default. */
  title?: string;
  storage?: GradientStorage | null;
  /** Sliders start adjustable. */
  unlockedByDefault?: boolean;
  /** Speech recognition constructor (defaults to the browser's; null where unsupported). */
  speechRecognition?: SpeechRecognitionCtor | null;
  /** Extra slider-panel actions (e.g. re-response under adjusted values). */
  gradientActions?: (values: AxisScores) => React.ReactNode;
}

/**
 * The Framed Text Interaction modal (spec analysis §2, §4, §5): in 'full'
 * mode a 24rem collapsible sidebar (original text, alternative text,
 * sliders) beside a chat; in 'gradient-only' mode just the sliders.
 */
export function FramedInteractionModal(props: FramedInteractionModalProps) {
  const { t } = useTranslation();
  const { open, onOpenChange, mode, title = t('framed.title') } = props;
  const [fullScreen, setFullScreen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [values, setValues] = useState<AxisScores>(props.initialValues);
  // A new opening starts from the given values.
  useEffect(() => {
    if (open) setValues(props.initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const gradient = (
    <EmotionGradientCard
      bare
      values={values}
      onValuesChange={setValues}
      resonance={props.resonance}
      storage={props.storage}
      unlockedByDefault={props.unlockedByDefault}
      actions={props.gradientActions?.(values)}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size={mode === 'full' ? 'xl' : 'md'}
      className={fullScreen ? 'tl-framed tl-framed--fullscreen' : 'tl-framed'}
      title={
        <>
          {title} <Badge variant="default">{t('framed.interactive')}</Badge>
        </>
      }
      headerActions={
        mode === 'full' ? (
          <>
            <Tooltip content={sidebarOpen ? t('framed.hideSidebarTip') : t('framed.showSidebarTip')}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={sidebarOpen ? t('framed.hideSidebar') : t('framed.showSidebar')}
                aria-pressed={sidebarOpen}
                onClick={() => setSidebarOpen((s) => !s)}
              >
                <SidebarIcon />
              </Button>
            </Tooltip>
            <Tooltip content={fullScreen ? t('framed.leaveFullTip') : t('framed.fullTip')}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={fullScreen ? t('framed.exitFull') : t('framed.enterFull')}
                aria-pressed={fullScreen}
                onClick={() => setFullScreen((f) => !f)}
              >
                {fullScreen ? <MinimiseIcon /> : <MaximiseIcon />}
              </Button>
            </Tooltip>
          </>
        ) : null
      }
    >
      {mode === 'gradient-only' ? (
        gradient
      ) : (
        <div className="tl-framed__layout" data-sidebar={sidebarOpen ? 'open' : 'closed'}>
          {sidebarOpen ? (
            <aside
              className="tl-framed__sidebar"
              style={{ width: FRAMED_SIDEBAR_WIDTH }}
              aria-label={t('framed.textAnalysis')}
            >
              <h3 className="tl-framed__heading">{t('framed.textAnalysis')}</h3>
              <section className="tl-framed__text">
                <h4>{t('journal.detail.original')}</h4>
                <p data-testid="framed-original">{props.originalText}</p>
              </section>
              {props.alternativeText ? (
                <section className="tl-framed__text tl-framed__text--alt">
                  <h4>{t('framed.aiAlternative')}</h4>
                  <p data-testid="framed-alternative">{props.alternativeText}</p>
                </section>
              ) : null}
              {gradient}
            </aside>
          ) : null}
          <FramedChat {...props} values={values} />
        </div>
      )}
    </Dialog>
  );
}
