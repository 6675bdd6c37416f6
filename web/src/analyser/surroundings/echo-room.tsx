/**
 * The EchoRoom side column (spec surroundings §2, §4, §5, §8): status from the
 * latest analysis, four modes, the reflection editor (Send Echo, Save & Close,
 * close) and the spectral definition lookup. State and requests live in
 * use-echo-room.ts; the editor in echo-room-editor.tsx.
 */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui';
import { WavesIcon } from '../../pages/icons';
import { ECHO_MODES, ECHO_STATUS, type EchoStatus } from './echo-room-state';
import { EchoRoomEditor } from './echo-room-editor';
import { useEchoRoom, type EchoRoomAnalysis } from './use-echo-room';
import type { EchoMode } from '@tonelens/core';
import { useTranslation } from '../../i18n';

export type { EchoRoomAnalysis } from './use-echo-room';

/** Props of {@link EchoRoom}. */
export interface EchoRoomProps {
  analysis: EchoRoomAnalysis | null;
}

/** The status line and, with tension, the suggestion; before any analysis, what the room waits for. */
function EchoRoomHead({ status, suggestion }: { status: EchoStatus; suggestion?: string | null }) {
  const { t } = useTranslation();
  return (
    <CardHeader>
      <CardTitle id="echo-title">
        <WavesIcon />
        {t('echo.title')}
      </CardTitle>
      <p
        className="echo__status"
        role="status"
        data-testid="echo-status"
        style={{ '--status-colour': ECHO_STATUS[status].colour } as React.CSSProperties}
      >
        <span className="echo__status-dot" aria-hidden="true" />
        {t(`echo.status.${status}`)}
      </p>
      {status === 'tension' && suggestion ? (
        <CardDescription className="echo__suggestion">{suggestion}</CardDescription>
      ) : status === 'awaiting' ? (
        <CardDescription>{t('echo.awaiting')}</CardDescription>
      ) : null}
    </CardHeader>
  );
}

/** The four modes, each a button that opens its editor. */
function EchoModeList({ onChoose }: { onChoose: (mode: EchoMode) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="echo__modes">
      {ECHO_MODES.map((m) => (
        <li key={m.mode}>
          <button type="button" className={`echo__mode echo__mode--${m.mode}`} onClick={() => onChoose(m.mode)}>
            <span className="echo__mode-name">{t(`echo.modes.${m.mode}.name`)}</span>
            <span className="echo__mode-desc">{t(`echo.modes.${m.mode}.description`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The EchoRoom card. */
export function EchoRoom({ analysis }: EchoRoomProps) {
  const room = useEchoRoom(analysis);
  return (
    <Card id={room.cardId} tabIndex={-1} className={`echo echo--${room.status}`} aria-labelledby="echo-title">
      <EchoRoomHead status={room.status} suggestion={analysis?.suggestion} />
      <CardContent className="echo__body">
        {room.mode ? <EchoRoomEditor room={room} mode={room.mode} /> : <EchoModeList onChoose={room.choose} />}
      </CardContent>
    </Card>
  );
}
