import { lazy, Suspense, useEffect, useState } from 'react';
import {
  prefetchGuestProfiles,
  prefetchGuestRoom,
  prefetchUserInformation,
  setUnauthorizedHandler,
} from '@soglia/api-client';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { loadAreaScreen } from './areaChunk';
import { clearSession, isAuthenticated, restoreSession } from './auth/session';
import { hasConsent, readLanguage } from './guest/cookies';
import { LoginPage } from './login/LoginPage';
import { removePrerenderedStyles } from './prerendered';
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

const AreaScreen = lazy(() => loadAreaScreen().then((module) => ({ default: module.AreaScreen })));

/**
 * Runs once before the first render (bootstrap.tsx; again, harmlessly, during the first render,
 * which is where tests start it), before any child can make a request. A signed-in user
 * opening an area gets its first answers asked for at once, in parallel with the area's and the
 * remote's code: who the user is (ProtectedArea) and, for a guest, the profile the guest's first
 * screen shows (the guest remote's `listGuestProfiles` receives that answer, see
 * api-client/src/prefetch.ts) and, once the guest has chosen a language, the room data of the
 * doors panel below the stay card (`getGuestRoom`).
 */
export function startSession() {
  restoreSession();
  setUnauthorizedHandler(() => {
    clearSession();
    navigate(LOGIN_PATH, { replace: true });
  });
  const route = matchRoute(window.location.pathname);
  if (route.kind === 'area' && isAuthenticated()) {
    prefetchUserInformation();
    if (route.profile === 'guest') {
      prefetchGuestProfiles();
      const language = hasConsent() ? readLanguage() : null;
      if (language) prefetchGuestRoom(language);
    }
  }
  return true;
}

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
