import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  MESSAGES,
  VOICE_UNSUPPORTED,
  FRAMED_SIDEBAR_WIDTH,
  type AxisScores,
  type ChatMessage,
  type FramedRequest,
  type AiReply,
} from '@tonelens/core';
import { Badge, Button, Dialog, Textarea, Tooltip } from '../ui';
import { notify } from '../lib/toast';
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
  const { open, onOpenChange, mode, title = 'Framed Text Interaction' } = props;
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
          {title} <Badge variant="default">Interactive</Badge>
        </>
      }
      headerActions={
        mode === 'full' ? (
          <>
            <Tooltip content={sidebarOpen ? 'Hide the sidebar' : 'Show the sidebar'}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
                aria-pressed={sidebarOpen}
                onClick={() => setSidebarOpen((s) => !s)}
              >
                <SidebarIcon />
              </Button>
            </Tooltip>
            <Tooltip content={fullScreen ? 'Leave full screen' : 'Full screen'}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={fullScreen ? 'Exit full screen' : 'Enter full screen'}
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
            <aside className="tl-framed__sidebar" style={{ width: FRAMED_SIDEBAR_WIDTH }} aria-label="Text Analysis">
              <h3 className="tl-framed__heading">Text Analysis</h3>
              <section className="tl-framed__text">
                <h4>Original text</h4>
                <p data-testid="framed-original">{props.originalText}</p>
              </section>
              {props.alternativeText ? (
                <section className="tl-framed__text tl-framed__text--alt">
                  <h4>AI-generated alternative</h4>
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
    <section className="tl-framed__chat" aria-label="Conversation">
      <div ref={logRef} className="tl-framed__log" role="log" aria-live="polite" aria-label="Messages" tabIndex={0}>
        {messages.length === 0 ? (
          <p className="tl-framed__empty">
            Ask about your text, or press AI Response for insights on its emotional state.
          </p>
        ) : (
          messages.map((m) => (
            <div key={m.id} className={`tl-chat-msg tl-chat-msg--${m.type}`} data-testid={`chat-${m.type}`}>
              <span className="tl-chat-msg__who">{m.type === 'user' ? 'You' : 'ToneLens'}</span>
              <p className="tl-chat-msg__text">{m.content}</p>
            </div>
          ))
        )}
        {sending ? (
          <p className="tl-framed__typing" role="status">
            ToneLens is replying...
          </p>
        ) : null}
      </div>
      <div className="tl-framed__composer">
        <Textarea
          aria-label="Message"
          placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
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
          <Button onClick={handleSend} disabled={!canSend(draft, sending)} aria-label="Send message">
            <SendIcon /> Send
          </Button>
          <Button
            variant={speech.listening ? 'destructive' : 'outline'}
            onClick={() => {
              voiceBase.current = draft.trim();
              speech.toggle();
            }}
            disabled={!speech.supported}
            aria-pressed={speech.listening}
            aria-label={speech.listening ? 'Stop voice input' : 'Start voice input'}
          >
            <MicIcon /> {speech.listening ? 'Listening…' : 'Voice'}
          </Button>
          <Button variant="secondary" onClick={handleAiResponse} disabled={sending}>
            <SparklesIcon /> AI Response
          </Button>
          <Button variant="outline" onClick={() => void handleSave()} aria-disabled={saving}>
            <SaveIcon /> {saving ? 'Saving...' : 'Save Conversation'}
          </Button>
        </div>
        {!speech.supported ? <p className="tl-framed__note">{VOICE_UNSUPPORTED}</p> : null}
      </div>
    </section>
  );
}
