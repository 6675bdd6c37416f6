/**
 * The EchoRoom's open mode (spec surroundings §5, §8): the prompt and text box,
 * then Send Echo and Save & Close for a reflection room, or Define for the
 * spectral lookup, with the reply or definition below.
 */
import { useId } from 'react';
import type { EchoMode } from '@tonelens/core';
import { Button, Textarea } from '../../ui';
import { SendIcon, SparkleIcon } from '../../pages/icons';
import { useTranslation } from '../../i18n';
import { canSave, canSend, isReflectionMode } from './echo-room-state';
import type { EchoRoomController } from './use-echo-room';

/** Send Echo, Save & Close and the resonant reply of a reflection room. */
function ReflectionActions({ room, mode }: { room: EchoRoomController; mode: EchoMode }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="echo__actions">
        <Button variant="outline" size="sm" onClick={room.send} disabled={!canSend(room.text, room.sending)}>
          <SendIcon />
          {room.sending ? t('echo.listening') : t('echo.send')}
        </Button>
        <Button size="sm" onClick={() => void room.saveAndClose()} disabled={!canSave(room.text, mode) || room.saving}>
          {room.saving ? t('settings.saving') : t('echo.saveClose')}
        </Button>
      </div>
      {room.reply ? (
        <blockquote className="echo__reply" data-testid="echo-reply">
          <SparkleIcon />
          <span>{room.reply}</span>
        </blockquote>
      ) : null}
    </>
  );
}

/** Define and the definition of the spectral lookup. */
function DefinitionActions({ room }: { room: EchoRoomController }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="echo__actions">
        <Button size="sm" onClick={room.lookUp} disabled={!canSend(room.text, room.defining)}>
          <SparkleIcon />
          {room.defining ? t('echo.defining') : t('echo.define')}
        </Button>
      </div>
      {room.definition ? (
        <blockquote className="echo__reply" data-testid="spectral-definition">
          <span>{room.definition}</span>
        </blockquote>
      ) : null}
    </>
  );
}

/** The editor of the chosen mode. */
export function EchoRoomEditor({ room, mode }: { room: EchoRoomController; mode: EchoMode }) {
  const { t } = useTranslation();
  const editorId = useId();
  const name = t(`echo.modes.${mode}.name`);
  return (
    <div className="echo__editor" role="group" aria-labelledby={`${editorId}-title`}>
      <div className="echo__editor-head">
        <h3 id={`${editorId}-title`}>{name}</h3>
        <Button size="sm" variant="ghost" onClick={room.reset} aria-label={t('echo.closeMode', { mode: name })}>
          {t('common.close')}
        </Button>
      </div>
      <label htmlFor={`${editorId}-text`} className="echo__prompt">
        {t(`echo.modes.${mode}.prompt`)}
      </label>
      <Textarea id={`${editorId}-text`} value={room.text} rows={5} onChange={(e) => room.setText(e.target.value)} />
      {isReflectionMode(mode) ? <ReflectionActions room={room} mode={mode} /> : <DefinitionActions room={room} />}
    </div>
  );
}
