import { useState } from 'react';
import { setUnauthorizedHandler } from '@soglia/api-client';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { clearSession, isAuthenticated, restoreSession } from './auth/session';
import { ProtectedArea } from './auth/ProtectedArea';
import { GuestArea } from './guest/GuestArea';
import { TopBar } from './layout/TopBar';
import { LoginPage } from './login/LoginPage';
import { loadFederatedApp } from './remotes/federationLoader';
import { RemoteHost } from './remotes/RemoteHost';
import type { RemoteLoader } from './remotes/types';
import { navigate, usePathname } from './routing/history';
import { Redirect } from './routing/Redirect';
import { LOGIN_PATH, matchRoute } from './routing/routes';

interface ShellAppProps {
  /** How remotes are loaded; Module Federation unless a test passes its own. */
  loader?: RemoteLoader;
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

export function ShellApp({ loader = loadFederatedApp, reload = reloadPage }: ShellAppProps) {
  // Runs during the first render, before any child effect can make a request.
  useState(startSession);
  const route = matchRoute(usePathname());

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
