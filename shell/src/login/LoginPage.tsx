import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getUserInformation, login, storeToken, type LanguageCode } from '@soglia/api-client';
import { Button, TextInput } from '@soglia/ui-kit';
import { clearSession, markAuthenticated } from '../auth/session';
import { GuestOnboarding } from '../guest/GuestOnboarding';
import { navigate } from '../routing/history';
import { pathForProfile } from '../routing/routes';
import { loginErrorMessage } from './loginError';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
`;

const Form = styled.form`
  width: 100%;
  max-width: 380px;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 1.75rem;
  text-align: center;
`;

const ErrorLine = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: #b42318;
  font-weight: 600;
`;

const REQUIRED_USERNAME = 'Inserisci lo username.';
const REQUIRED_PASSWORD = 'Inserisci la password.';

type Stage = 'form' | 'guest-onboarding';

export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [stage, setStage] = useState<Stage>('form');

  const finishGuest = useCallback((_language: LanguageCode) => navigate('/guest'), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!username.trim() || !password) {
      setFieldErrors({
        username: username.trim() ? undefined : REQUIRED_USERNAME,
        password: password ? undefined : REQUIRED_PASSWORD,
      });
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      clearSession();
      const { key } = await login({ username: username.trim(), password });
      storeToken(key);
      markAuthenticated();
      const { profile_type: profile } = await getUserInformation();
      if (profile === 'guest') setStage('guest-onboarding');
      else navigate(pathForProfile(profile));
    } catch (caught) {
      clearSession();
      setError(loginErrorMessage(caught));
      setSubmitting(false);
    }
  }

  if (stage === 'guest-onboarding') return <GuestOnboarding onDone={finishGuest} />;

  return (
    <Page>
      <Form onSubmit={handleSubmit} aria-labelledby="login-title">
        <Title id="login-title">Login</Title>
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          error={fieldErrors.username}
          onInvalid={() => setFieldErrors((prev) => ({ ...prev, username: REQUIRED_USERNAME }))}
          onChange={(event) => {
            setUsername(event.target.value);
            setFieldErrors((prev) => ({ ...prev, username: undefined }));
          }}
        />
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onInvalid={() => setFieldErrors((prev) => ({ ...prev, password: REQUIRED_PASSWORD }))}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldErrors((prev) => ({ ...prev, password: undefined }));
          }}
        />
        <ErrorLine role="alert">{error}</ErrorLine>
        <Button type="submit" loading={submitting} fullWidth>
          Login
        </Button>
      </Form>
    </Page>
  );
}
