/**
 * Routes (spec surroundings §2): `/` is the landing page while sign-in state
 * loads or when signed out and the app when signed in; `/tune-link` is the tone
 * bridge for signed-in people (others sign in and come back); anything else 404.
 */
import { lazy, useEffect } from 'react';
import { Route, Switch, useSearch } from 'wouter';
import { LandingPage } from './pages/landing';
import { NotFoundPage } from './pages/not-found';
import { AppShell } from './pages/shell';
import { useCurrentUser } from './lib/api-hooks';
import { loginUrl } from './pages/session';
import { PageLoading } from './pages/page-loading';
import { LoadBoundary } from './ui';
import { useFollowLanguage } from './i18n/use-follow-language';
import { useTranslation } from './i18n';

const TuneLinkPage = lazy(() => import('./pages/tune-link').then((m) => ({ default: m.TuneLinkPage })));

function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !user) return <LandingPage loading={isLoading} />;
  return <AppShell user={user} />;
}

function TuneLinkRoute() {
  const { user, isLoading } = useCurrentUser();
  const { t } = useTranslation();
  const search = useSearch();
  useEffect(() => {
    if (!isLoading && !user) window.location.assign(loginUrl(`/tune-link${search ? `?${search}` : ''}`));
  }, [isLoading, user, search]);
  if (!user) return <PageLoading label={t('app.signingIn')} />;
  return (
    <LoadBoundary what={t('app.whatBridge')} fallback={<PageLoading label={t('app.openingBridge')} />}>
      <TuneLinkPage search={search} />
    </LoadBoundary>
  );
}

/** The whole web app: one route per screen, in the account's language (the browser's when signed out). */
export function App() {
  const { user, isLoading } = useCurrentUser();
  useFollowLanguage(user?.language, !isLoading);
  return (
    <Switch>
      <Route path="/">
        <HomeRoute />
      </Route>
      <Route path="/tune-link">
        <TuneLinkRoute />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
