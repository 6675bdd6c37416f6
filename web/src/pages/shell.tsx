/**
 * The signed-in app (spec surroundings §2, main app shell): header with logo,
 * install button, Journal and the user menu; the Analyser, Signature Dashboard
 * and Learning Mode tabs; and the footer.
 */
import { lazy, useCallback, useState } from 'react';
import { initials, type User } from '@tonelens/core';
import { Avatar, Button, DropdownMenu, LoadBoundary, Tabs, type MenuEntry } from '../ui';
import { AnalyserWorkspace } from '../analyser/workspace';
import { Brand } from './brand';
import { SiteFooter } from './footer';
import { ThemeToggle } from './theme-toggle';
import { InstallButton } from './install-button';
import { useInstallPrompt } from './install';
import { useShellConfig, useSignOut } from './session';
import { ExternalIcon, JournalIcon, LogOutIcon, SettingsIcon } from './icons';
import { PageLoading } from './page-loading';

const SignatureDashboard = lazy(() => import('./signature-dashboard').then((m) => ({ default: m.SignatureDashboard })));
const LearningMode = lazy(() => import('./learning-mode').then((m) => ({ default: m.LearningMode })));
const JournalDialog = lazy(() => import('./journal-dialog').then((m) => ({ default: m.JournalDialog })));
const AccountSettingsDialog = lazy(() =>
  import('./account-settings').then((m) => ({ default: m.AccountSettingsDialog })),
);

/** The tabs of the shell, Analyser first (the default). */
export const SHELL_TABS = [
  { id: 'analyser', label: 'Analyser' },
  { id: 'signature', label: 'Signature Dashboard' },
  { id: 'learning', label: 'Learning Mode' },
] as const;
type TabId = (typeof SHELL_TABS)[number]['id'];

function displayName(user: User): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'ToneLens member';
}

/** The main app for a signed-in person. */
export function AppShell({ user }: { user: User }) {
  const config = useShellConfig();
  const signOut = useSignOut();
  const installPrompt = useInstallPrompt();
  const [tab, setTab] = useState<TabId>('analyser');
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set(['analyser']));
  const [journalOpen, setJournalOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const name = displayName(user);
  const { install } = installPrompt;
  // Stable, so the analysis screen's memoised parts do not re-render with the shell.
  const handleInstall = useCallback(() => void install(), [install]);

  const handleTabChange = (id: string) => {
    const next = id as TabId;
    setTab(next);
    setVisited((v) => (v.has(next) ? v : new Set([...v, next])));
  };

  const menu: MenuEntry[] = [
    {
      kind: 'label',
      label: (
        <span className="shell__menu-who">
          <strong>{name}</strong>
          {user.email && user.email !== name ? <span>{user.email}</span> : null}
        </span>
      ),
    },
    { kind: 'separator' },
    { kind: 'item', label: 'Account Settings', icon: <SettingsIcon />, onSelect: () => setSettingsOpen(true) },
    ...(config.sisterApps.length > 0
      ? ([
          { kind: 'separator' },
          { kind: 'label', label: <span className="shell__menu-heading">Sister apps</span> },
          ...config.sisterApps.map((app): MenuEntry => ({
            kind: 'link',
            label: app.name,
            href: app.url,
            newTab: true,
            icon: <ExternalIcon />,
          })),
        ] satisfies MenuEntry[])
      : []),
    { kind: 'separator' },
    { kind: 'item', label: 'Log Out', onSelect: () => signOut.mutate(), icon: <LogOutIcon /> },
  ];

  const loading = <PageLoading label="Loading…" />;
  const panels: Record<TabId, React.ReactNode> = {
    analyser: <AnalyserWorkspace language={user.language} toneBridgeUrl="/tune-link" onInstall={handleInstall} />,
    signature: visited.has('signature') ? (
      <LoadBoundary what="the Signature Dashboard" fallback={loading}>
        <SignatureDashboard language={user.language} />
      </LoadBoundary>
    ) : null,
    learning: visited.has('learning') ? (
      <LoadBoundary what="Learning Mode" fallback={loading}>
        <LearningMode />
      </LoadBoundary>
    ) : null,
  };

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="shell__header">
        <div className="shell__header-inner">
          <Brand />
          <div className="shell__actions">
            <InstallButton prompt={installPrompt} />
            <Button variant="ghost" onClick={() => setJournalOpen(true)} className="shell__journal">
              <JournalIcon />
              <span>Journal</span>
            </Button>
            <ThemeToggle />
            <DropdownMenu
              label={`Account menu, ${initials(user)}`}
              triggerClassName="shell__avatar-button"
              trigger={<Avatar src={user.profileImageUrl} fallback={initials(user)} alt={name} />}
              entries={menu}
            />
          </div>
        </div>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        <h1 className="sr-only">ToneLens</h1>
        <Tabs
          label="ToneLens sections"
          className="shell__tabs"
          value={tab}
          onValueChange={handleTabChange}
          keepMounted
          items={SHELL_TABS.map((t) => ({ id: t.id, label: t.label, content: panels[t.id] }))}
        />
      </main>
      <SiteFooter />
      {journalOpen ? (
        <LoadBoundary what="the journal" fallback={null}>
          <JournalDialog open={journalOpen} onOpenChange={setJournalOpen} language={user.language} />
        </LoadBoundary>
      ) : null}
      {settingsOpen ? (
        <LoadBoundary what="the account settings" fallback={null}>
          <AccountSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} user={user} />
        </LoadBoundary>
      ) : null}
    </div>
  );
}
