import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import type { LanguageCode } from '@soglia/api-client';
import { makeStore } from './app/store';
import { OwnerDashboard } from './features/navigation/OwnerDashboard';

export interface RemoteAppProps {
  language?: LanguageCode;
  onLanguageChange?: (code: LanguageCode) => void;
}

/** Remote entry `owner/App`. The console is Italian only, so language props are ignored. */
export function App(_props: RemoteAppProps) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <IntlProvider locale="it" defaultLocale="it" messages={{}}>
        <OwnerDashboard />
      </IntlProvider>
    </Provider>
  );
}

export default App;
