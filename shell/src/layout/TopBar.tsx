import { useState } from 'react';
import { logout } from '@soglia/api-client';
import { AppBar, Button } from '@soglia/ui-kit';
import { clearSession } from '../auth/session';
import { LOGIN_PATH } from '../routing/routes';

interface TopBarProps {
  /** Full page reload after logout (docs/product.md § Signing in and out); injectable for tests. */
  reload: () => void;
}

export function TopBar({ reload }: TopBarProps) {
  const [leaving, setLeaving] = useState(false);

  async function handleLogout() {
    setLeaving(true);
    try {
      await logout();
    } catch (error) {
      // The local session ends anyway: a server that is down must not keep the user logged in.
      console.error('[shell] logout request failed', error);
    } finally {
      await clearSession();
      window.history.replaceState(null, '', LOGIN_PATH);
      reload();
    }
  }

  return (
    <AppBar
      title="Soglia"
      actions={
        <Button type="button" variant="ghost" loading={leaving} onClick={handleLogout}>
          Logout
        </Button>
      }
    />
  );
}
