import { useDeferredValue, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { initials, TONE_FAMILY_LOOK } from '@tonelens/core/reading';
import { useTranslation } from '@tonelens/web/i18n';
import { useFollowLanguage } from '@tonelens/web/i18n/use-follow-language';
import { useFormat } from '@tonelens/web/i18n/format';
import {
  axisText,
  bandText,
  familyWord,
  levelText,
  quote,
  tensionReason,
  toneLabel,
  toneMeaning,
  verdictText,
} from '@tonelens/web/i18n/core-text';
import type { QuickCheck } from '@/lib/quick-check';
import { openAnalyser } from '@/lib/analyser-open';
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
  const format = useFormat();

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
    <main className="popup" data-app>
      <header className="popup__header">
        <h1 className="popup__title">
          <img src="/icon/32.png" alt="" width={20} height={20} />
          ToneLens
        </h1>
        {loading ? null : user ? (
          <span className="popup__user" title={user.email ?? ''} data-testid="signed-in">
            <span className="popup__avatar" aria-hidden="true">
              {initials(user)}
            </span>
            {user.firstName ?? user.email}
          </span>
        ) : (
          <button type="button" className="popup__button popup__button--ghost" onClick={handleSignIn}>
            {t('popup.signIn')}
          </button>
        )}
      </header>

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

      {check ? (
        <section className="popup__result" aria-live="polite" data-testid="quick-result">
          <div className="popup__tone" style={{ borderColor: TONE_FAMILY_LOOK[check.tone.family].colour }}>
            <p className="popup__tone-name">
              <span style={{ color: TONE_FAMILY_LOOK[check.tone.family].colour }}>
                <span aria-hidden="true">{TONE_FAMILY_LOOK[check.tone.family].icon}</span>
                <span className="popup__hidden">({familyWord(t, check.tone.family)})</span>
              </span>{' '}
              <span className="popup__muted">{t('tone.label')}</span>{' '}
              <strong data-testid="tone-name">{toneLabel(t, check.tone.id)}</strong>
            </p>
            <p className="popup__tone-meaning">{toneMeaning(t, check.tone.id)}</p>
            {check.tone.phrases.length > 0 ? (
              <p className="popup__muted popup__tone-why" data-testid="tone-phrases">
                {t('common.because', { phrases: format.listed(check.tone.phrases.map((p) => quote(t, p))) })}
              </p>
            ) : null}
          </div>
          {check.verdict.kind === 'balance' ? (
            <p className="popup__calm" data-testid="no-tension">
              {t('popup.sentence', { text: verdictText(t, check.verdict, check.tone) })}
            </p>
          ) : (
            <p className="popup__tension" data-testid="tension" role="status">
              <strong>{t('popup.sentence', { text: verdictText(t, check.verdict, check.tone) })}</strong>{' '}
              {check.reasons[0] ? tensionReason(t, check.reasons[0]) : toneMeaning(t, check.tone.id)}
            </p>
          )}
          <ul className="popup__axes">
            {check.axes.map((axis) => (
              <li key={axis.id} className="popup__axis" data-axis={axis.id}>
                <span className="popup__axis-name">{axisText(t, axis.id, 'short')}</span>
                <span
                  className="popup__bar"
                  role="meter"
                  aria-label={axisText(t, axis.id, 'short')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={axis.percent}
                >
                  <span style={{ width: `${axis.percent}%`, background: axis.colour }} />
                </span>
                <span className="popup__level">
                  {levelText(t, axis.value)} <span className="popup__muted">{format.percentage(axis.percent)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="popup__band">
            <span className="popup__swatch" style={{ background: check.band.colour }} aria-hidden="true" />
            <span className="popup__muted" title={t('letters.hint')}>
              {t('journal.detail.spectralViewLabel')}
            </span>{' '}
            <strong data-testid="band-name">{bandText(t, check.band.name, 'name')}</strong>
            <span className="popup__muted">
              {bandText(t, check.band.name, 'meaning')} · {check.frequencyHz} Hz
            </span>
          </p>
        </section>
      ) : (
        <p className="popup__hint">{t('popup.hint')}</p>
      )}

      <footer className="popup__actions">
        <button type="button" className="popup__button" onClick={handleOpenAnalyser}>
          {t('popup.openAnalyser')}
        </button>
        {settings ? (
          <a className="popup__link" href={settings.serverUrl} target="_blank" rel="noreferrer">
            {t('popup.openWebApp')}
          </a>
        ) : null}
      </footer>
    </main>
  );
}
