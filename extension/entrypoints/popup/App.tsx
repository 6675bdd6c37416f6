import { useDeferredValue, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { useTranslation } from '@tonelens/web/i18n';
import { useFollowLanguage } from '@tonelens/web/i18n/use-follow-language';
import type { QuickCheck } from '@/lib/quick-check';
import { openAnalyser } from '@/lib/analyser-open';
import { PageShell } from '@/lib/page-shell';
import { QuickResult } from './quick-result';
import { sendTabMessage } from '@/lib/protocol';
import { useAuth } from '@/lib/use-auth';
import { useSettings } from '@/lib/use-settings';

/** Asks the active tab's content script for the selected text; '' when there is none or no script runs there. */
async function pageSelection(): Promise<string> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return '';
  const { text } = await sendTabMessage(tab.id, 'page:selection', {}, 0);
  return text;
}

/**
 * The quick-check function, loaded after the first render: the text box shows at once and the
 * analysis code (the lexicon above all) arrives a moment later.
 */
function useQuickCheck(): ((text: string) => QuickCheck | null) | null {
  const [fn, setFn] = useState<((text: string) => QuickCheck | null) | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/quick-check').then((m) => live && setFn(() => m.quickCheck));
    return () => {
      live = false;
    };
  }, []);
  return fn;
}

/** The quick check: local analysis as you type, nothing leaves the device. `initialText`: typed before it mounted. */
export function App({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const deferred = useDeferredValue(text);
  const analyse = useQuickCheck();
  const check = analyse ? analyse(deferred) : null;
  const settings = useSettings();
  const { user, loading, signIn } = useAuth();
  // The account's language when signed in, else the one in the options (the browser's on a fresh install).
  useFollowLanguage(user?.language ?? settings?.language, settings !== null && !loading);
  const { t } = useTranslation();

  useEffect(() => {
    let live = true;
    pageSelection().then(
      (selection) => live && selection.trim() && setText((current) => current || selection),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const handleOpenAnalyser = () => {
    // Called straight from the click: the side panel opens only inside the user gesture.
    void openAnalyser({ windowId: browser.windows.WINDOW_ID_CURRENT }, text, 'popup').then((opened) => {
      if (opened) window.close();
    });
  };
  const handleSignIn = () => {
    void signIn().then(
      () => window.close(),
      (error: unknown) => console.warn('ToneLens: could not open the sign-in', error),
    );
  };

  return (
    <PageShell
      page="popup"
      user={user}
      loading={loading}
      onSignIn={handleSignIn}
      mainClassName="popup"
      footer={
        <>
          <button type="button" className="popup__button" onClick={handleOpenAnalyser}>
            {t('popup.openAnalyser')}
          </button>
          {settings ? (
            <a className="popup__link" href={settings.serverUrl} target="_blank" rel="noreferrer">
              {t('popup.openWebApp')}
            </a>
          ) : null}
        </>
      }
    >
      <label htmlFor="quick-text" className="popup__label">
        {t('popup.textToCheck')}
      </label>
      <textarea
        id="quick-text"
        className="popup__text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        placeholder={t('messages.inputPlaceholder')}
        autoFocus
      />
      {check ? <QuickResult check={check} text={deferred} /> : <p className="popup__hint">{t('popup.hint')}</p>}
    </PageShell>
  );
}
