import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  MESSAGES,
  FRAMED_SIDEBAR_WIDTH,
  type AxisScores,
  type ChatMessage,
  type FramedRequest,
  type AiReply,
} from '@tonelens/core';
import { Badge, Button, Dialog, Textarea, Tooltip } from '../ui';
import { notify } from '../lib/toast';
import { useTranslation } from '../i18n';
import { EmotionGradientCard, type ResonanceReading } from './emotion-gradient-card';
import type { GradientStorage } from './gradient-state';
import { aiResponseRequest, canSend, chatMessage, sendRequest } from './framed-chat';
import { MaximiseIcon, MicIcon, MinimiseIcon, SaveIcon, SendIcon, SidebarIcon, SparklesIcon } from './icons';
import type { FramedConversationPayload } from './types';
import { useSpeechInput, type SpeechRecognitionCtor } from './use-speech-input';
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

function FramedChat({
  originalText,
  alternativeText,
  requestReply,
  onSave,
  values,
  speechRecognition,
}: FramedInteractionModalProps & { values: AxisScores }) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const voiceBase = useRef('');
  const logRef = useRef<HTMLDivElement>(null);
  const speech = useSpeechInput(
    (heard) => setDraft(voiceBase.current ? `${voiceBase.current} ${heard}` : heard),
    speechRecognition,
  );
  const context = { originalText, aiText: alternativeText ?? null, values };

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const ask = async (request: FramedRequest, before: ChatMessage[]) => {
    setSending(true);
    try {
      const reply = await requestReply(request);
      setMessages([...before, chatMessage('ai', reply.response, values)]);
    } catch (error) {
      console.error('Framed AI response failed:', error);
      notify(MESSAGES.aiResponseFailed);
    } finally {
      setSending(false);
    }
  };

  const handleSend = () => {
    if (!canSend(draft, sending)) return;
    const text = draft.trim();
    if (speech.listening) speech.stop();
    const user = chatMessage('user', text, values);
    const next = [...messages, user];
    setMessages(next);
    setDraft('');
    void ask(sendRequest(text, messages, context), next);
  };

  const handleAiResponse = () => {
    if (sending) return;
    void ask(aiResponseRequest(messages, context), messages);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSend();
    }
  };

  const handleSave = async () => {
    if (saving) return;
    setSaving(true);
    try {
      await onSave({
        originalText,
        aiGeneratedText: alternativeText ?? null,
        emotionalValues: { ...values },
        conversation: messages,
        timestamp: new Date().toISOString(),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="tl-framed__chat" aria-label={t('journal.conversation')}>
      <div
        ref={logRef}
        className="tl-framed__log"
        role="log"
        aria-live="polite"
        aria-label={t('framed.messages')}
        tabIndex={0}
      >
        {messages.length === 0 ? (
          <p className="tl-framed__empty">{t('framed.empty')}</p>
        ) : (
          messages.map((m) => (
            <div key={m.id} className={`tl-chat-msg tl-chat-msg--${m.type}`} data-testid={`chat-${m.type}`}>
              <span className="tl-chat-msg__who">{m.type === 'user' ? t('journal.detail.you') : 'ToneLens'}</span>
              <p className="tl-chat-msg__text">{m.content}</p>
            </div>
          ))
        )}
        {sending ? (
          <p className="tl-framed__typing" role="status">
            {t('framed.replying')}
          </p>
        ) : null}
      </div>
      <div className="tl-framed__composer">
        <Textarea
          aria-label={t('framed.message')}
          placeholder={t('framed.placeholder')}
          value={draft}
          rows={2}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            voiceBase.current = event.currentTarget.value;
          }}
          onKeyDown={handleKeyDown}
          className="tl-framed__input"
        />
        <div className="tl-framed__actions">
          <Button onClick={handleSend} disabled={!canSend(draft, sending)} aria-label={t('framed.sendMessage')}>
            <SendIcon /> {t('framed.send')}
          </Button>
          <Button
            variant={speech.listening ? 'destructive' : 'outline'}
            onClick={() => {
              voiceBase.current = draft.trim();
              speech.toggle();
            }}
            disabled={!speech.supported}
            aria-pressed={speech.listening}
            aria-label={speech.listening ? t('framed.stopVoice') : t('framed.startVoice')}
          >
            <MicIcon /> {speech.listening ? t('echo.listening') : t('framed.voice')}
          </Button>
          <Button variant="secondary" onClick={handleAiResponse} disabled={sending}>
            <SparklesIcon /> {t('framed.aiResponse')}
          </Button>
          <Button variant="outline" onClick={() => void handleSave()} aria-disabled={saving}>
            <SaveIcon /> {saving ? t('resultActions.saving') : t('framed.save')}
          </Button>
        </div>
        {!speech.supported ? <p className="tl-framed__note">{t('messages.voiceUnsupported')}</p> : null}
      </div>
    </section>
  );
}
