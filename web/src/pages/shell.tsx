/**
 * The signed-in app (spec surroundings §2, main app shell): header with logo,
 * install button, Journal and the user menu; the Analyser, Signature Dashboard
 * and Learning Mode tabs; and the footer.
 */
import { lazy, useCallback, useState } from 'react';
import { initials, type User } from '@tonelens/core';
import { useTranslation } from '../i18n';
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

/** The tabs of the shell, Analyser first (the default); their names are the catalogues' `shell.tabs.<id>`. */
export const SHELL_TABS = [{ id: 'analyser' }, { id: 'signature' }, { id: 'learning' }] as const;
type TabId = (typeof SHELL_TABS)[number]['id'];

function displayName(user: User, fallback: string): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || fallback;
}

/** The main app for a signed-in person. */
export function AppShell({ user }: { user: User }) {
  const { t } = useTranslation();
  const config = useShellConfig();
  const signOut = useSignOut();
  const installPrompt = useInstallPrompt();
  const [tab, setTab] = useState<TabId>('analyser');
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set(['analyser']));
  const [journalOpen, setJournalOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const name = displayName(user, t('shell.member'));
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
    { kind: 'item', label: t('settings.title'), icon: <SettingsIcon />, onSelect: () => setSettingsOpen(true) },
    ...(config.sisterApps.length > 0
      ? ([
          { kind: 'separator' },
          { kind: 'label', label: <span className="shell__menu-heading">{t('shell.sisterApps')}</span> },
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
    { kind: 'item', label: t('shell.logOut'), onSelect: () => signOut.mutate(), icon: <LogOutIcon /> },
  ];

  const loading = <PageLoading label={t('common.loading')} />;
  const panels: Record<TabId, React.ReactNode> = {
    analyser: <AnalyserWorkspace toneBridgeUrl="/tune-link" onInstall={handleInstall} />,
    signature: visited.has('signature') ? (
      <LoadBoundary what={t('shell.whatSignature')} fallback={loading}>
        <SignatureDashboard />
      </LoadBoundary>
    ) : null,
    learning: visited.has('learning') ? (
      <LoadBoundary what={t('shell.tabs.learning')} fallback={loading}>
        <LearningMode />
      </LoadBoundary>
    ) : null,
  };

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t('shell.skip')}
      </a>
      <header className="shell__header">
        <div className="shell__header-inner">
          <Brand />
          <div className="shell__actions">
            <InstallButton prompt={installPrompt} />
            <Button variant="ghost" onClick={() => setJournalOpen(true)} className="shell__journal">
              <JournalIcon />
              <span>{t('journal.title')}</span>
            </Button>
            <ThemeToggle />
            <DropdownMenu
              label={t('shell.accountMenu', { initials: initials(user) })}
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
          label={t('shell.sections')}
          className="shell__tabs"
          value={tab}
          onValueChange={handleTabChange}
          keepMounted
          items={SHELL_TABS.map((tab) => ({ id: tab.id, label: t(`shell.tabs.${tab.id}`), content: panels[tab.id] }))}
        />
      </main>
      <SiteFooter />
      {journalOpen ? (
        <LoadBoundary what={t('shell.whatJournal')} fallback={null}>
          <JournalDialog open={journalOpen} onOpenChange={setJournalOpen} />
        </LoadBoundary>
      ) : null}
      {settingsOpen ? (
        <LoadBoundary what={t('shell.whatSettings')} fallback={null}>
          <AccountSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} user={user} />
        </LoadBoundary>
      ) : null}
    </div>
  );
}
