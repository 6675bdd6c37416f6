import { useEffect, useRef, type ReactNode } from 'react';
import { AnalyserWorkspace } from '@tonelens/web/analyser/workspace';
import { ApiProvider, AppToaster } from '@tonelens/web/lib';
import { Badge } from '@tonelens/web/ui';
import { useTranslation } from '@tonelens/web/i18n';
import { useFollowLanguage } from '@tonelens/web/i18n/use-follow-language';
import { useSettings } from '@/lib/use-settings';
import { useAuth } from '@/lib/use-auth';
import { usePendingAnalysis } from '@/lib/use-pending-analysis';
import { deviceFetch } from '@/lib/device-fetch';
import { PageShell } from '@/lib/page-shell';
import type { PendingAnalysis } from '@/lib/session';

/** How long the panel waits for the analyser's buttons after handing it text, in ms. */
const AUTO_ANALYSE_WAIT_MS = 3000;

/** A button by its data attribute, not its words: the words follow the reader's language. */
function buttonAt(root: HTMLElement, selector: string): HTMLButtonElement | null {
  return root.querySelector<HTMLButtonElement>(`button${selector}`);
}

/**
 * Runs the analysis of handed-over text at once, in full mode (spectrum, the four
 * axes and tension): the workspace takes the text as its initial text, and this
 * presses its Full and Analyse buttons as a person would.
 */
function AutoAnalyse({ pending, children }: { pending: PendingAnalysis | null; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    const until = Date.now() + AUTO_ANALYSE_WAIT_MS;
    let step: 'mode' | 'analyse' = 'mode';
    const tick = () => {
      if (stopped || !ref.current || Date.now() > until) return;
      if (step === 'mode') {
        const full = buttonAt(ref.current, '[data-mode="full"]');
        if (full) {
          full.click();
          step = 'analyse';
        }
      } else if (buttonAt(ref.current, '[data-mode="full"]')?.getAttribute('aria-pressed') === 'true') {
        const analyse = buttonAt(ref.current, '[data-action="analyse"]');
        if (analyse && !analyse.disabled) {
          analyse.click();
          return;
        }
      }
      setTimeout(tick, 30);
    };
    tick();
    return () => {
      stopped = true;
    };
  }, [pending]);
  return (
    <div ref={ref} className="panel__body">
      {children}
    </div>
  );
}

/** The side panel: the web app's full analyser, pointed at the configured server with the web app's session. */
export function App() {
  const settings = useSettings();
  const { user, loading, signIn } = useAuth();
  const pending = usePendingAnalysis();
  useFollowLanguage(user?.language ?? settings?.language, settings !== null && !loading);
  const { t } = useTranslation();
  if (!settings || loading) return null;

  // Local mode: nothing leaves the device (see device-fetch.ts).
  const local = settings.localOnly || !user;
  return (
    <ApiProvider
      key={`${settings.serverUrl}|${local}|${user?.id ?? ''}`}
      baseUrl={settings.serverUrl}
      fetchImpl={local ? deviceFetch : undefined}
    >
      <AppToaster />
      <PageShell page="panel" user={user} loading={false} onSignIn={() => void signIn()} mainClassName="panel__main">
        {local ? (
          <p className="panel__notice" data-testid="local-mode" role="status">
            <Badge variant="secondary">{settings.localOnly ? t('panel.localOnly') : t('panel.signedOut')}</Badge>{' '}
            {settings.localOnly ? t('panel.localOnlyText') : t('panel.signedOutText')}
          </p>
        ) : null}
        <AutoAnalyse pending={pending}>
          <AnalyserWorkspace
            key={pending?.at ?? 0}
            layout="panel"
            signedIn={!local}
            initialText={pending?.text}
            onSignIn={user ? undefined : () => void signIn()}
          />
        </AutoAnalyse>
      </PageShell>
    </ApiProvider>
  );
}
