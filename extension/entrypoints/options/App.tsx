import { useEffect, useState, type FormEvent } from 'react';
import { browser } from 'wxt/browser';
import { apiRequest, BUILD_DATE, LANGUAGE_CATALOGUE, schemas, type Language, type User } from '@tonelens/core';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Switch } from '@tonelens/web/ui';
import { useAuth } from '@/lib/use-auth';
import { useSettings } from '@/lib/use-settings';
import { hostPermissionPattern, parseServerUrl } from '@/lib/server-url';
import { normaliseSettings, settingsItem, siteKey, type Settings } from '@/lib/settings';

/** The languages of the account and the extension (spec surroundings §2). */
const LANGUAGES: { value: Language; label: string }[] = LANGUAGE_CATALOGUE.map((l) => ({
  value: l.code,
  label: l.name,
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
  const { user, loading, signIn, signOut, refresh } = useAuth();
  const [form, setForm] = useState({ firstName: '', lastName: '', sitePrefix: '', language: 'en' as Language });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    setForm({
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      sitePrefix: user.sitePrefix ?? '',
      language: user.language,
    });
  }, [user]);

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
      setStatus({ kind: 'saved', text: 'Account settings saved.' });
    } catch (error) {
      setStatus({ kind: 'error', text: `Could not save: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>
          {loading
            ? 'Checking…'
            : user
              ? `Signed in as ${user.email ?? [user.firstName, user.lastName].filter(Boolean).join(' ')}.`
              : 'Signed out. Sign in to save analyses to your journal and signature.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {user ? (
          <form className="options__form" onSubmit={handleSave} aria-label="Account settings">
            <label>
              First name
              <input
                name="firstName"
                value={form.firstName}
                onChange={(e) => setForm({ ...form, firstName: e.target.value })}
              />
            </label>
            <label>
              Last name
              <input
                name="lastName"
                value={form.lastName}
                onChange={(e) => setForm({ ...form, lastName: e.target.value })}
              />
            </label>
            <label>
              Site URL prefix
              <input
                name="sitePrefix"
                value={form.sitePrefix}
                onChange={(e) => setForm({ ...form, sitePrefix: e.target.value })}
              />
            </label>
            <label>
              Account language
              <select
                name="accountLanguage"
                value={form.language}
                onChange={(e) => setForm({ ...form, language: e.target.value as Language })}
              >
                {LANGUAGES.map((l) => (
                  <option key={l.value} value={l.value}>
                    {l.label}
                  </option>
                ))}
              </select>
            </label>
            <div className="options__row">
              <Button type="submit" disabled={busy}>
                Save Changes
              </Button>
              <Button variant="outline" onClick={() => void signOut()}>
                Sign out
              </Button>
            </div>
            <StatusLine status={status} />
          </form>
        ) : loading ? null : (
          <Button onClick={() => void signIn()}>Sign in</Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The extension's own settings: server, language, live tone and its sites, "Local only". */
function PreferencesSection({ settings }: { settings: Settings }) {
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
      setStatus({ kind: 'error', text: server.error });
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
            text: `ToneLens needs your permission to reach ${server.origin}. Nothing was saved.`,
          });
          return;
        }
        await settingsItem.setValue(normaliseSettings({ ...draft, serverUrl: server.origin }));
        setStatus({ kind: 'saved', text: 'Settings saved.' });
      })
      .catch((error: unknown) =>
        setStatus({ kind: 'error', text: `Could not save: ${error instanceof Error ? error.message : String(error)}` }),
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
        <CardTitle>Preferences</CardTitle>
        <CardDescription>How the extension works on this browser.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="options__form" onSubmit={handleSubmit} aria-label="Preferences">
          <label>
            Server URL
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
            Where your ToneLens account lives. Changing it asks the browser for permission to reach that address.
          </p>
          <label>
            Language
            <select
              name="language"
              value={draft.language}
              onChange={(e) => setDraft({ ...draft, language: e.target.value as Language })}
            >
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          <Switch
            checked={draft.liveTone.enabled}
            onCheckedChange={(enabled) => setDraft({ ...draft, liveTone: { ...draft.liveTone, enabled } })}
            label="Live tone in writing fields"
          />
          <fieldset className="options__sites">
            <legend>Live tone is off on these sites</legend>
            {draft.liveTone.disabledSites.length === 0 ? (
              <p className="options__help">None. Switch a site off with the × beside its tone chip.</p>
            ) : (
              <ul data-testid="disabled-sites">
                {draft.liveTone.disabledSites.map((site) => (
                  <li key={site}>
                    <span>{site}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Turn live tone back on for ${site}`}
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
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className="options__row">
              <input
                name="newSite"
                aria-label="Site to switch off"
                placeholder="mail.example.com"
                value={newSite}
                onChange={(e) => setNewSite(e.target.value)}
              />
              <Button variant="outline" size="sm" onClick={addSite}>
                Add site
              </Button>
            </div>
          </fieldset>
          <Switch
            checked={draft.localOnly}
            onCheckedChange={(localOnly) => setDraft({ ...draft, localOnly })}
            label="Local only: no text leaves this device"
          />
          <p className="options__help">
            When on, only the local modes run (spectrum, the four axes, tension); nothing you write is sent to the
            server, and saving to your journal is off.
          </p>
          <div className="options__row">
            <Button type="submit">Save settings</Button>
          </div>
          <StatusLine status={status} />
        </form>
      </CardContent>
    </Card>
  );
}

/** The options page. */
export function App() {
  const settings = useSettings();
  const version = browser.runtime.getManifest().version;
  return (
    <main className="options">
      <header className="options__header">
        <img src="/icon/48.png" alt="" width={32} height={32} />
        <h1>ToneLens options</h1>
      </header>
      {settings ? (
        <>
          <AccountSection serverUrl={settings.serverUrl} />
          <PreferencesSection settings={settings} />
        </>
      ) : null}
      <footer className="options__footer" data-testid="version">
        ToneLens {version} ({BUILD_DATE})
      </footer>
    </main>
  );
}
