import {
  prefetchGuestProfiles,
  prefetchGuestRoom,
  prefetchUserInformation,
  setUnauthorizedHandler,
} from '@soglia/api-client';
import { hasConsent, readLanguage } from '../guest/cookies';
import { navigate } from '../routing/history';
import { LOGIN_PATH, matchRoute } from '../routing/routes';
import { clearSession, isAuthenticated, restoreSession } from './session';

/**
 * Runs once before the first render (firstReads.ts, before React is even evaluated; again,
 * harmlessly, during the first render, which is where tests start it), before any child can
 * make a request. A signed-in user opening an area gets its first answers asked for at once, in parallel with the area's and the
 * remote's code: who the user is (ProtectedArea) and, for a guest, the profile the guest's first
 * screen shows (the guest remote's `listGuestProfiles` receives that answer, see
 * api-client/src/prefetch.ts) and, once the guest has chosen a language, the room data of the
 * doors panel below the stay card (`getGuestRoom`).
 */
export function startSession() {
  restoreSession();
  setUnauthorizedHandler(() => {
    void clearSession();
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
