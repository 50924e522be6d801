import { useEffect, useState, type ComponentType } from 'react';
import { LoginForm, PageLayout, SogliaThemeProvider, type LoginCredentials } from '@soglia/ui-kit';
import {
  clearToken,
  getStoredToken,
  login,
  readDetail,
  readFieldErrors,
  setUnauthorizedHandler,
  storeToken,
} from '@soglia/api-client';

function devLoginError(err: unknown) {
  const fields = readFieldErrors(err);
  return fields ? Object.values(fields).flat().join(' ') : (readDetail(err) ?? 'Login failed.');
}

/** Development harness: renders the remote on its own dev server, outside the shell. */
export function Standalone({ App, hint }: { App: ComponentType; hint: string }) {
  const [token, setToken] = useState(() => getStoredToken());

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearToken();
      setToken(null);
    });
  }, []);

  const devLogin = async (credentials: LoginCredentials) => {
    const { key } = await login(credentials);
    storeToken(key);
    setToken(key);
  };

  return (
    <SogliaThemeProvider>
      {token ? (
        <App />
      ) : (
        <PageLayout as="main" width="narrow">
          <LoginForm
            title="Dev login"
            description={hint}
            onLogin={devLogin}
            errorMessage={devLoginError}
          />
        </PageLayout>
      )}
    </SogliaThemeProvider>
  );
}
