import type { RemoteAppProps } from '@soglia/api-client';
import { AppProviders } from './AppProviders';
import { OwnerDashboard } from './OwnerDashboard';

/** Remote entry `owner/App`. The console is Italian only, so the language props are ignored. */
export function App(_props: RemoteAppProps) {
  return (
    <AppProviders>
      <OwnerDashboard />
    </AppProviders>
  );
}

export default App;
