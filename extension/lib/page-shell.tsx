/**
 * The page shell the popup and the side panel share: a header with the logo,
 * the name and the sign-in state (the person, or a Sign in button), the one
 * main landmark holding the page, and an optional footer. Plain elements
 * only, so the popup loads no UI kit; each page imports page-shell.css into its own styles.
 */
import type { ReactNode } from 'react';
import type { User } from '@tonelens/core';
import { initials } from '@tonelens/core/reading';
import { useTranslation } from '@tonelens/web/i18n';

/** Props of {@link PageShell}. */
export interface PageShellProps {
  /** Which page: sets the shell's width and spacing. */
  page: 'popup' | 'panel';
  /** The signed-in person, or null. */
  user: User | null;
  /** True while the sign-in state is not known yet: the header shows neither the person nor Sign in. */
  loading: boolean;
  onSignIn: () => void;
  /** Class of the main landmark, for the page's own layout. */
  mainClassName?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** The shared shell around a page. */
export function PageShell({ page, user, loading, onSignIn, mainClassName, footer, children }: PageShellProps) {
  const { t } = useTranslation();
  return (
    <div className={`ext-shell ext-shell--${page}`}>
      <header className="ext-shell__header">
        <h1 className="ext-shell__title">
          <img src="/icon/32.png" alt="" width={20} height={20} />
          ToneLens
        </h1>
        {loading ? null : user ? (
          <span className="ext-shell__user" title={user.email ?? ''} data-testid="signed-in">
            <span className="ext-shell__avatar" aria-hidden="true">
              {initials(user)}
            </span>
            {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
          </span>
        ) : (
          <button type="button" className="ext-shell__sign-in" onClick={onSignIn}>
            {t('popup.signIn')}
          </button>
        )}
      </header>
      <main className={mainClassName} data-app>
        {children}
      </main>
      {footer ? <footer className="ext-shell__footer">{footer}</footer> : null}
    </div>
  );
}
