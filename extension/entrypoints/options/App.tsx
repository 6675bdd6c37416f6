import { useEffect, useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { apiRequest, BUILD_DATE, schemas, type Language, type User } from '@tonelens/core';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Switch } from '@tonelens/web/ui';
import { LANGUAGE_AUTONYMS, UI_LANGUAGES, useTranslation } from '@tonelens/web/i18n';
import { useFollowLanguage } from '@tonelens/web/i18n/use-follow-language';
import { useAuth } from '@/lib/use-auth';
import { useSettings } from '@/lib/use-settings';
import { hostPermissionPattern, parseServerUrl } from '@/lib/server-url';
import { normaliseSettings, settingsItem, siteKey, type Settings } from '@/lib/settings';
import { deviceFetch } from '@/lib/device-fetch';
import { ApiProvider } from '@tonelens/web/lib';
import { FeedbackSettings } from '@tonelens/web/pages/feedback-settings';

/** The languages of the account and the extension (spec surroundings §2), each named in itself. */
const LANGUAGES: { value: Language; label: string }[] = UI_LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_AUTONYMS[value],
}));

type Status = { kind: 'idle' } | { kind: 'saved'; text: string } | { kind: 'error'; text: string };

function StatusLine({ status }: { status: Status }) {
  if (status.kind === 'idle') return null;
  return (
    <p
      className={`options__status options__status--${status.kind}`}
      role={status.kind === 'error' ? 'alert' : 'status'}
    >
      {status.text}
    </p>
  );
}

/** Account settings: the same fields as the web app's dialog, saved with PATCH /api/auth/user. */
function AccountSection({ serverUrl }: { serverUrl: string }) {
  const { t } = useTranslation();
  const { user, loading, signIn, signOut, refresh } = useAuth();
  const [form, setForm] = useState({ firstName: '', lastName: '', sitePrefix: '', language: 'en' as Language });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  // Filled from the account when its values change; a background refresh that brings the same values (a new
  // object) leaves what the person is typing alone.
  const { firstName = null, lastName = null, sitePrefix = null, language = null } = user ?? {};
  useEffect(() => {
    if (!language) return;
    setForm({ firstName: firstName ?? '', lastName: lastName ?? '', sitePrefix: sitePrefix ?? '', language });
  }, [firstName, lastName, sitePrefix, language]);

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body = schemas.updateUser.parse({
        firstName: form.firstName.trim() || null,
        lastName: form.lastName.trim() || null,
        sitePrefix: form.sitePrefix.trim() || null,
        language: form.language,
      });
      await apiRequest<User>('PATCH', '/api/auth/user', body, { baseUrl: serverUrl, schema: schemas.user });
      await refresh();
      setStatus({ kind: 'saved', text: t('options.accountSaved') });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: t('options.couldNotSave', { error: error instanceof Error ? error.message : String(error) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('options.account')}</CardTitle>
        <CardDescription>
          {loading
            ? t('options.checking')
            : user
              ? t('options.signedInAs', {
                  who: user.email ?? [user.firstName, user.lastName].filter(Boolean).join(' '),
                })
              : t('options.signedOut')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {user ? (
          <form className="options__form" onSubmit={handleSave} aria-label={t('options.accountSettings')}>
            <label>
              {t('settings.firstName')}
              <input
                name="firstName"
                value={form.firstName}
                onChange={(e) => setForm({ ...form, firstName: e.target.value })}
              />
            </label>
            <label>
              {t('settings.lastName')}
              <input
                name="lastName"
                value={form.lastName}
                onChange={(e) => setForm({ ...form, lastName: e.target.value })}
              />
            </label>
            <label>
              {t('settings.prefix')}
              <input
                name="sitePrefix"
                value={form.sitePrefix}
                onChange={(e) => setForm({ ...form, sitePrefix: e.target.value })}
              />
            </label>
            <label>
              {t('options.accountLanguage')}
              <select
                name="accountLanguage"
                value={form.language}
                onChange={(e) => setForm({ ...form, language: e.target.value as Language })}
              >
                {LANGUAGES.map((l) => (
                  <option key={l.value} value={l.value} lang={l.value}>
                    {l.label}
                  </option>
                ))}
              </select>
            </label>
            <div className="options__row">
              <Button type="submit" disabled={busy}>
                {t('settings.save')}
              </Button>
              <Button variant="outline" onClick={() => void signOut()}>
                {t('options.signOut')}
              </Button>
            </div>
            <StatusLine status={status} />
          </form>
        ) : loading ? null : (
          <Button onClick={() => void signIn()}>{t('popup.signIn')}</Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The extension's own settings: server, language, live tone and its sites, "Local only". */
function PreferencesSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(settings);
  const [serverText, setServerText] = useState(settings.serverUrl);
  const [newSite, setNewSite] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    setDraft(settings);
    setServerText(settings.serverUrl);
  }, [settings]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const server = parseServerUrl(serverText);
    if (!server.ok) {
      setStatus({ kind: 'error', text: t(`options.serverProblem.${server.problem}`) });
      return;
    }
    // The permission request must start inside the click's gesture, before any await.
    const permission =
      server.origin === settings.serverUrl
        ? Promise.resolve(true)
        : browser.permissions.request({ origins: [hostPermissionPattern(server.origin)] });
    void permission
      .then(async (granted) => {
        if (!granted) {
          setStatus({
            kind: 'error',
            text: t('options.permission', { origin: server.origin }),
          });
          return;
        }
        await settingsItem.setValue(normaliseSettings({ ...draft, serverUrl: server.origin }));
        setStatus({ kind: 'saved', text: t('options.saved') });
      })
      .catch((error: unknown) =>
        setStatus({
          kind: 'error',
          text: t('options.couldNotSave', { error: error instanceof Error ? error.message : String(error) }),
        }),
      );
  };

  const addSite = () => {
    const key = siteKey(newSite.replace(/^[a-z]+:\/\//i, '').split('/')[0] ?? '');
    if (!key) return;
    const sites = [...new Set([...draft.liveTone.disabledSites, key])].sort();
    setDraft({ ...draft, liveTone: { ...draft.liveTone, disabledSites: sites } });
    setNewSite('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('options.preferences')}</CardTitle>
        <CardDescription>{t('options.preferencesText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="options__form" onSubmit={handleSubmit} aria-label={t('options.preferences')}>
          <label>
            {t('options.server')}
            <input
              name="serverUrl"
              type="url"
              inputMode="url"
              value={serverText}
              onChange={(e) => setServerText(e.target.value)}
              aria-describedby="server-help"
            />
          </label>
          <p id="server-help" className="options__help">
            {t('options.serverHelp')}
          </p>
          <label>
            {t('options.language')}
            <select
              name="language"
              value={draft.language}
              onChange={(e) => setDraft({ ...draft, language: e.target.value as Language })}
            >
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value} lang={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          <p className="options__help">{t('options.languageHelp')}</p>
          <Switch
            checked={draft.liveTone.enabled}
            onCheckedChange={(enabled) => setDraft({ ...draft, liveTone: { ...draft.liveTone, enabled } })}
            label={t('options.liveTone')}
          />
          <fieldset className="options__sites">
            <legend>{t('options.offSites')}</legend>
            {draft.liveTone.disabledSites.length === 0 ? (
              <p className="options__help">{t('options.noSites')}</p>
            ) : (
              <ul data-testid="disabled-sites">
                {draft.liveTone.disabledSites.map((site) => (
                  <li key={site}>
                    <span>{site}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('options.siteBackOn', { site })}
                      onClick={() =>
                        setDraft({
                          ...draft,
                          liveTone: {
                            ...draft.liveTone,
                            disabledSites: draft.liveTone.disabledSites.filter((s) => s !== site),
                          },
                        })
                      }
                    >
                      {t('options.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className="options__row">
              <input
                name="newSite"
                aria-label={t('options.siteToSwitchOff')}
                placeholder={t('options.sitePlaceholder')}
                value={newSite}
                onChange={(e) => setNewSite(e.target.value)}
              />
              <Button variant="outline" size="sm" onClick={addSite}>
                {t('options.addSite')}
              </Button>
            </div>
          </fieldset>
          <Switch
            checked={draft.localOnly}
            onCheckedChange={(localOnly) => setDraft({ ...draft, localOnly })}
            label={t('options.localOnly')}
          />
          <p className="options__help">{t('options.localOnlyHelp')}</p>
          <div className="options__row">
            <Button type="submit">{t('options.saveSettings')}</Button>
          </div>
          <StatusLine status={status} />
        </form>
      </CardContent>
    </Card>
  );
}

/** The sources ToneLens's readings are learned from or rated with, each credited as its licence asks. */
const CREDITS = [
  'options.creditGoEmotions',
  'options.creditPoliteness',
  'options.creditVader',
  'options.creditAfinn',
  'options.creditEmoji',
  'options.creditLanguages',
] as const;

/** About: what the readings rest on, with the data sets' and lexicons' credits. */
function AboutSection() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('options.about')}</CardTitle>
        <CardDescription>{t('options.aboutIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="options__credits" data-testid="credits">
          {CREDITS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The "Not right?" feedback kept on this device (Local only, or signed out), with delete. */
function DeviceFeedbackSection({ serverUrl }: { serverUrl: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent>
        <ApiProvider baseUrl={serverUrl} fetchImpl={deviceFetch}>
          <FeedbackSettings />
        </ApiProvider>
        <p className="options__help">{t('options.deviceFeedback')}</p>
      </CardContent>
    </Card>
  );
}

/** The options page. */
export function App() {
  const settings = useSettings();
  const { user, loading } = useAuth({ refreshOnMount: false });
  useFollowLanguage(user?.language ?? settings?.language, settings !== null && !loading);
  const { t } = useTranslation();
  const version = browser.runtime.getManifest().version;
  return (
    <main className="options">
      <header className="options__header">
        <img src="/icon/48.png" alt="" width={32} height={32} />
        <h1>{t('options.title')}</h1>
      </header>
      {settings ? (
        <>
          <AccountSection serverUrl={settings.serverUrl} />
          <PreferencesSection settings={settings} />
          <DeviceFeedbackSection serverUrl={settings.serverUrl} />
        </>
      ) : null}
      <AboutSection />
      <footer className="options__footer" data-testid="version">
        ToneLens {version} ({BUILD_DATE})
      </footer>
    </main>
  );
}
