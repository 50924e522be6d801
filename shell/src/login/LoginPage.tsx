import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import {
  COOKIES,
  getUserInformation,
  login,
  readCookie,
  storeToken,
  type LanguageCode,
} from '@soglia/api-client';
import { LoginForm, type LoginCredentials } from '@soglia/ui-kit';
import { preloadAreaScreen } from '../areaChunk';
import { dropSession, markAuthenticated, rememberConfirmedProfile } from '../auth/session';
import { navigate } from '../routing/history';
import { pathForProfile } from '../routing/routes';
import { loginErrorMessage } from './loginError';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
`;

type Stage = 'form' | 'guest-onboarding';

/** A returning guest's browser already has both: the language and the privacy consent. */
const guestIsOnboarded = () =>
  readCookie(COOKIES.language) !== null && readCookie(COOKIES.consent) === 'accepted';

// Only a new guest needs it, after the login: downloaded while the login request runs.
const loadOnboarding = () =>
  import(/* webpackChunkName: "guest-onboarding" */ '../guest/GuestOnboarding');
const GuestOnboarding = lazy(() =>
  loadOnboarding().then((module) => ({ default: module.GuestOnboarding })),
);

export function LoginPage() {
  const [stage, setStage] = useState<Stage>('form');

  const finishGuest = useCallback((_language: LanguageCode) => navigate('/guest'), []);

  async function handleLogin(credentials: LoginCredentials) {
    try {
      dropSession();
      if (!guestIsOnboarded()) void loadOnboarding().catch(() => {});
      preloadAreaScreen();
      const { key } = await login(credentials);
      storeToken(key);
      markAuthenticated();
      const { profile_type: profile } = await getUserInformation();
      rememberConfirmedProfile(profile);
      if (profile === 'guest' && !guestIsOnboarded()) setStage('guest-onboarding');
      else navigate(pathForProfile(profile));
    } catch (caught) {
      dropSession();
      throw caught;
    }
  }

  if (stage === 'guest-onboarding') {
    return (
      <Suspense fallback={null}>
        <GuestOnboarding onDone={finishGuest} />
      </Suspense>
    );
  }

  return (
    <Page>
      <LoginForm title="Login" onLogin={handleLogin} errorMessage={loginErrorMessage} />
    </Page>
  );
}
