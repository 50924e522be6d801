import type { RemoteAppProps } from '@soglia/api-client';
import { CallCenter } from '../features/identification';
import { AppProviders } from './AppProviders';
import { OwnerDashboard } from './OwnerDashboard';

/**
 * Remote entry `owner/App`, mounted for a signed-in host. The console is Italian only, so the
 * language props are ignored. Guests' calls from the door ring over every screen.
 */
export function App(_props: RemoteAppProps) {
  return (
    <AppProviders>
      <CallCenter>
        <OwnerDashboard />
      </CallCenter>
    </AppProviders>
  );
}

export default App;
