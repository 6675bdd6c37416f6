import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MESSAGES, type AxisScores, type ChatMessage, type FramedRequest } from '@tonelens/core';
import { Button, Textarea } from '../ui';
import { notify } from '../lib/toast';
import { useTranslation } from '../i18n';
import { aiResponseRequest, canSend, chatMessage, sendRequest } from './framed-chat';
import type { FramedInteractionModalProps } from './framed-modal';
import { MicIcon, SaveIcon, SendIcon, SparklesIcon } from './icons';
import { useSpeechInput } from './use-speech-input';

/**
 * The framed modal's conversation: the message log, the message box (Enter sends,
 * Shift+Enter adds a line), Send, voice input, AI Response and Save. The modal
 * keeps the slider values; the chat sends them with every request.
 */
export function FramedChat({
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
