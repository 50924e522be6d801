import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { getUserInformation, login, storeToken, type LanguageCode } from '@soglia/api-client';
import { LoadingOverlay, LoginForm, type LoginCredentials } from '@soglia/ui-kit';
import { clearSession, markAuthenticated, rememberConfirmedProfile } from '../auth/session';
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

// Only a guest needs it, after the login: downloaded while the login request runs.
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
      clearSession();
      void loadOnboarding().catch(() => {});
      const { key } = await login(credentials);
      storeToken(key);
      markAuthenticated();
      const { profile_type: profile } = await getUserInformation();
      rememberConfirmedProfile(profile);
      if (profile === 'guest') setStage('guest-onboarding');
      else navigate(pathForProfile(profile));
    } catch (caught) {
      clearSession();
      throw caught;
    }
  }

  if (stage === 'guest-onboarding') {
    return (
      <Suspense fallback={<LoadingOverlay label="Caricamento…" />}>
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
