import { useEffect } from 'react';
import { ProtectedArea } from './auth/ProtectedArea';
import { GuestArea } from './guest/GuestArea';
import { TopBar } from './layout/TopBar';
import { loadFederatedApp, preloadFederatedApp } from './remotes/federationLoader';
import { RemoteHost } from './remotes/RemoteHost';
import type { RemoteLoader, RemoteName } from './remotes/types';

export interface AreaScreenProps {
  profile: RemoteName;
  /** How remotes are loaded; Module Federation unless a test passes its own. */
  loader?: RemoteLoader;
  /**
   * Starts loading a remote early (download and run); Module Federation's with its loader, else
   * none.
   */
  preload?: (name: RemoteName) => void;
  reload: () => void;
}

const noPreload = () => {};

/** The real remote's download and start, for bootstrap.tsx before React renders anything. */
export const preloadRemote = preloadFederatedApp;

/**
 * A signed-in area (`/owners…`, `/guest`): the top bar, the server's check of the user and the
 * remote. Its own chunk: the login page never downloads it.
 */
export function AreaScreen({
  profile,
  loader = loadFederatedApp,
  preload = loader === loadFederatedApp ? preloadFederatedApp : noPreload,
  reload,
}: AreaScreenProps) {
  // The remote loads while the server confirms the user, not after.
  useEffect(() => {
    preload(profile);
  }, [profile, preload]);

  return (
    <>
      <TopBar reload={reload} />
      <ProtectedArea key={profile} profile={profile}>
        {profile === 'owner' ? (
          <RemoteHost name="owner" loader={loader} />
        ) : (
          <GuestArea loader={loader} />
        )}
      </ProtectedArea>
    </>
  );
}
