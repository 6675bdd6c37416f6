import { useDeferredValue, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { useLanguage } from '@tonelens/web/i18n';
import { useFollowLanguage } from '@tonelens/web/i18n/use-follow-language';
import type { LanguageCode } from '@tonelens/core/reading';
import type { QuickCheck } from '@/lib/quick-check';
import { openAnalyser } from '@/lib/analyser-open';
import { PageShell } from '@/lib/page-shell';
import { QuickResult } from './quick-result';
import { sendMessage, sendTabMessage } from '@/lib/protocol';
import { useAuth } from '@/lib/use-auth';
import { useSettings } from '@/lib/use-settings';

/** Asks the active tab's content script for the selected text; '' when there is none or no script runs there. */
async function pageSelection(): Promise<string> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return '';
  const { text } = await sendTabMessage(tab.id, 'page:selection', {}, 0);
  return text;
}

/** A quick check and the text it read. */
interface Checked {
  text: string;
  check: QuickCheck;
}

/**
 * The quick check of `text`, read by the background in `language` (the engine and its weights live
 * there, so the popup opens with none of them): the latest answer for the latest text, the previous one
 * kept while the next is on its way so the result does not flicker; null for blank text.
 */
function useQuickCheck(text: string, language: LanguageCode): Checked | null {
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    if (!text.trim()) {
      setChecked(null);
      return;
    }
    let live = true;
    sendMessage('tone:quick', { text, language }).then(
      (check) => live && setChecked(check ? { text, check } : null),
      (error: unknown) => console.warn('ToneLens: could not read the tone', error),
    );
    return () => {
      live = false;
    };
  }, [text, language]);
  return checked;
}

/** The quick check: local analysis as you type, nothing leaves the device. `initialText`: typed before it mounted. */
export function App({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const deferred = useDeferredValue(text);
  const settings = useSettings();
  const { user, loading, signIn } = useAuth();
  // The account's language when signed in, else the one in the options (the browser's on a fresh install). The
  // background reads the text in it, so the popup loads the catalogue only.
  useFollowLanguage(user?.language ?? settings?.language, settings !== null && !loading, { reading: false });
  const { language, t } = useLanguage();
  const checked = useQuickCheck(deferred, language);

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
      {checked ? (
        <QuickResult check={checked.check} text={checked.text} />
      ) : (
        <p className="popup__hint">{t('popup.hint')}</p>
      )}
    </PageShell>
  );
}
