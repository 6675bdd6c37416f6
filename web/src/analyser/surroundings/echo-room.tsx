/**
 * The EchoRoom side column (spec surroundings §2, §4, §5, §8): status from the
 * latest analysis, four modes, the reflection editor (Send Echo, Save & Close,
 * close) and the spectral definition lookup.
 */
import { useEffect, useId, useState } from 'react';
import { MESSAGES, REFLECTION_PROMPT_DELAY_MS, REFLECTION_PROMPT_DURATION_MS, type EchoMode } from '@tonelens/core';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Textarea } from '../../ui';
import { notify } from '../../lib/toast';
import { SendIcon, SparkleIcon, WavesIcon } from '../../pages/icons';
import { useEchoReply, useSaveReflection, useSpectralDefinition } from './api';
import {
  ECHO_MODES,
  ECHO_STATUS,
  REFLECTION_SAVED,
  canSave,
  canSend,
  echoStatus,
  isReflectionMode,
  reflectionPayload,
  reflectionPrompt,
} from './echo-room-state';
import { useTranslation } from '../../i18n';

/** True for a 404 answer (core's ApiError carries the status). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** What the EchoRoom knows of the latest analysis. */
export interface EchoRoomAnalysis {
  /** A key that changes with each new analysis (e.g. its completion time). */
  key: string;
  inputText: string;
  analysisId: number | null;
  tensionDetected: boolean;
  suggestion?: string | null;
}

/** Props of {@link EchoRoom}. */
export interface EchoRoomProps {
  analysis: EchoRoomAnalysis | null;
}

/** The EchoRoom card. */
export function EchoRoom({ analysis }: EchoRoomProps) {
  const { t } = useTranslation();
  const status = echoStatus(analysis);
  const { colour } = ECHO_STATUS[status];
  const label = t(`echo.status.${status}`);
  const [mode, setMode] = useState<EchoMode | null>(null);
  const [text, setText] = useState('');
  const [reply, setReply] = useState<string | null>(null);
  const [definition, setDefinition] = useState<string | null>(null);
  const echo = useEchoReply();
  const define = useSpectralDefinition();
  const save = useSaveReflection();
  const editorId = useId();
  const cardId = useId();

  // The reflection prompt: 1 s after an analysis whose reading suggests reflection (a tense one), for 7 s.
  const analysisKey = analysis?.key;
  useEffect(() => {
    if (!analysisKey || !analysis || status !== 'tension') return;
    const timer = setTimeout(
      () =>
        notify(
          {
            ...reflectionPrompt(status, analysis.suggestion),
            title: t('echo.prompt.title'),
            description: analysis.suggestion || t('echo.prompt.description'),
          },
          {
            durationMs: REFLECTION_PROMPT_DURATION_MS,
            // The prompt points at this card: its button brings the card into view and focus.
            action: {
              label: t('echo.prompt.action'),
              run: () => {
                const card = document.getElementById(cardId);
                if (!card) return;
                card.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                card.focus({ preventScroll: true });
              },
            },
          },
        ),
      REFLECTION_PROMPT_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Only a new analysis schedules the prompt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analysisKey]);

  const reset = () => {
    setMode(null);
    setText('');
    setReply(null);
    setDefinition(null);
    echo.reset();
    define.reset();
  };

  const handleChoose = (next: EchoMode) => {
    reset();
    // Every mode, the definition lookup too, opens on an empty box: the person writes what they ask about.
    setMode(next);
  };

  const handleSend = () => {
    if (!mode || !isReflectionMode(mode) || !canSend(text, echo.isPending)) return;
    echo.mutate({ inputText: text, echoMode: mode }, { onSuccess: (r) => setReply(r.resonantReply) });
  };

  const handleDefine = () => {
    if (!canSend(text, define.isPending)) return;
    define.mutate(text, {
      onSuccess: (r) => setDefinition(r.definition || r.response),
      onError: () => notify(MESSAGES.definitionFailed),
    });
  };

  const handleSaveAndClose = async () => {
    if (!canSave(text, mode) || !mode) return;
    const body = reflectionPayload({
      analysisId: analysis?.analysisId ?? null,
      echoMode: mode,
      originalText: analysis?.inputText ?? '',
      resonantReply: reply,
      userReflection: text,
      now: new Date(),
    });
    try {
      try {
        await save.mutateAsync(body);
      } catch (error) {
        // The analysis may have been deleted from the journal meanwhile: the reflection still stands on its own.
        if (!(isNotFound(error) && body.analysisId !== null)) throw error;
        await save.mutateAsync({ ...body, analysisId: null });
      }
      notify({ ...REFLECTION_SAVED, title: t('echo.saved.title'), description: t('echo.saved.description') });
      reset();
    } catch {
      notify(MESSAGES.echoSaveFailed);
    }
  };

  const chosen = ECHO_MODES.find((m) => m.mode === mode);
  const chosenName = chosen ? t(`echo.modes.${chosen.mode}.name`) : '';

  return (
    <Card id={cardId} tabIndex={-1} className={`echo echo--${status}`} aria-labelledby="echo-title">
      <CardHeader>
        <CardTitle id="echo-title">
          <WavesIcon />
          {t('echo.title')}
        </CardTitle>
        <p
          className="echo__status"
          role="status"
          data-testid="echo-status"
          style={{ '--status-colour': colour } as React.CSSProperties}
        >
          <span className="echo__status-dot" aria-hidden="true" />
          {label}
        </p>
        {status === 'tension' && analysis?.suggestion ? (
          <CardDescription className="echo__suggestion">{analysis.suggestion}</CardDescription>
        ) : status === 'awaiting' ? (
          <CardDescription>{t('echo.awaiting')}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="echo__body">
        {!mode ? (
          <ul className="echo__modes">
            {ECHO_MODES.map((m) => (
              <li key={m.mode}>
                <button
                  type="button"
                  className={`echo__mode echo__mode--${m.mode}`}
                  onClick={() => handleChoose(m.mode)}
                >
                  <span className="echo__mode-name">{t(`echo.modes.${m.mode}.name`)}</span>
                  <span className="echo__mode-desc">{t(`echo.modes.${m.mode}.description`)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="echo__editor" role="group" aria-labelledby={`${editorId}-title`}>
            <div className="echo__editor-head">
              <h3 id={`${editorId}-title`}>{chosenName}</h3>
              <Button size="sm" variant="ghost" onClick={reset} aria-label={t('echo.closeMode', { mode: chosenName })}>
                {t('common.close')}
              </Button>
            </div>
            <label htmlFor={`${editorId}-text`} className="echo__prompt">
              {chosen ? t(`echo.modes.${chosen.mode}.prompt`) : null}
            </label>
            <Textarea id={`${editorId}-text`} value={text} rows={5} onChange={(e) => setText(e.target.value)} />
            {isReflectionMode(mode) ? (
              <>
                <div className="echo__actions">
                  <Button variant="outline" size="sm" onClick={handleSend} disabled={!canSend(text, echo.isPending)}>
                    <SendIcon />
                    {echo.isPending ? t('echo.listening') : t('echo.send')}
                  </Button>
                  <Button
                    size="sm"
                    onClick={() => void handleSaveAndClose()}
                    disabled={!canSave(text, mode) || save.isPending}
                  >
                    {save.isPending ? t('settings.saving') : t('echo.saveClose')}
                  </Button>
                </div>
                {reply ? (
                  <blockquote className="echo__reply" data-testid="echo-reply">
                    <SparkleIcon />
                    <span>{reply}</span>
                  </blockquote>
                ) : null}
              </>
            ) : (
              <>
                <div className="echo__actions">
                  <Button size="sm" onClick={handleDefine} disabled={!canSend(text, define.isPending)}>
                    <SparkleIcon />
                    {define.isPending ? t('echo.defining') : t('echo.define')}
                  </Button>
                </div>
                {definition ? (
                  <blockquote className="echo__reply" data-testid="spectral-definition">
                    <span>{definition}</span>
                  </blockquote>
                ) : null}
              </>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
