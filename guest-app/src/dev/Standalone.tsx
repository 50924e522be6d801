import { useEffect, useState, type ComponentType } from 'react';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { clearToken, getStoredToken, setUnauthorizedHandler } from '@soglia/api-client';
import { DevLogin } from './DevLogin';

/** Development harness: renders the remote on its own dev server, outside the shell. */
export function Standalone({ App, hint }: { App: ComponentType; hint: string }) {
  const [token, setToken] = useState(() => getStoredToken());

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearToken();
      setToken(null);
    });
  }, []);

  return (
    <SogliaThemeProvider>
      {token ? <App /> : <DevLogin hint={hint} onLoggedIn={() => setToken(getStoredToken())} />}
    </SogliaThemeProvider>
  );
}
