import { lazy, Suspense, useEffect, useState } from 'react';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { loadAreaScreen } from './areaChunk';
import { isAuthenticated } from './auth/session';
import { startSession } from './auth/startSession';
import { LoginPage } from './login/LoginPage';
import { removePrerenderedStyles } from './prerendered';
import type { RemoteLoader, RemoteName } from './remotes/types';
import { usePathname } from './routing/history';
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

const AreaScreen = lazy(() => loadAreaScreen().then((module) => ({ default: module.AreaScreen })));

export function ShellApp({ loader, preload, reload = reloadPage }: ShellAppProps) {
  useState(startSession);
  const route = matchRoute(usePathname());
  // After the first commit, the live page's styles are in: the prerendered ones can go.
  useEffect(removePrerenderedStyles, []);

  let screen;
  if (route.kind === 'unknown') screen = <Redirect to={LOGIN_PATH} />;
  else if (route.kind === 'login') screen = <LoginPage />;
  else if (!isAuthenticated()) screen = <Redirect to={LOGIN_PATH} />;
  else {
    screen = (
      // The area's code comes with the page (preloaded by the server) or from the login: no
      // spinner of its own (it would cost /login its code), ProtectedArea shows the first one.
      <Suspense fallback={null}>
        <AreaScreen profile={route.profile} loader={loader} preload={preload} reload={reload} />
      </Suspense>
    );
  }
  return <SogliaThemeProvider>{screen}</SogliaThemeProvider>;
}
