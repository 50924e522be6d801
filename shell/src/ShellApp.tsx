import { useEffect, useState } from 'react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { clearSession, isAuthenticated, restoreSession } from './auth/session';
import { ProtectedArea } from './auth/ProtectedArea';
import { GuestArea } from './guest/GuestArea';
import { TopBar } from './layout/TopBar';
import { LoginPage } from './login/LoginPage';
import { loadFederatedApp, preloadFederatedApp } from './remotes/federationLoader';
import { RemoteHost } from './remotes/RemoteHost';
import type { RemoteLoader, RemoteName } from './remotes/types';
import { navigate, usePathname } from './routing/history';
import { Redirect } from './routing/Redirect';
import { LOGIN_PATH, matchRoute } from './routing/routes';

interface ShellAppProps {
  /** How remotes are loaded; Module Federation unless a test passes its own. */
  loader?: RemoteLoader;
  /** Starts downloading a remote early; Module Federation's with its loader, else none. */
  preload?: (name: RemoteName) => void;
  reload?: () => void;
}

const reloadPage = () => window.location.reload();

function startSession() {
  restoreSession();
  setUnauthorizedHandler(() => {
    clearSession();
    navigate(LOGIN_PATH, { replace: true });
  });
  return true;
}

const noPreload = () => {};

export function ShellApp({
  loader = loadFederatedApp,
  preload = loader === loadFederatedApp ? preloadFederatedApp : noPreload,
  reload = reloadPage,
}: ShellAppProps) {
  // Runs during the first render, before any child effect can make a request.
  useState(startSession);
  const route = matchRoute(usePathname());
  const area = route.kind === 'area' && isAuthenticated() ? route.profile : null;

  // The remote downloads while the server confirms the user, not after.
  useEffect(() => {
    if (area) preload(area);
  }, [area, preload]);

  let screen;
  if (route.kind === 'unknown') screen = <Redirect to={LOGIN_PATH} />;
  else if (route.kind === 'login') screen = <LoginPage />;
  else if (!isAuthenticated()) screen = <Redirect to={LOGIN_PATH} />;
  else {
    screen = (
      <>
        <TopBar reload={reload} />
        <ProtectedArea key={route.profile} profile={route.profile}>
          {route.profile === 'owner' ? (
            <RemoteHost name="owner" loader={loader} />
          ) : (
            <GuestArea loader={loader} />
          )}
        </ProtectedArea>
      </>
    );
  }
  return <SogliaThemeProvider>{screen}</SogliaThemeProvider>;
}
