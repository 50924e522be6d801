import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { Router, type BaseLocationHook } from 'wouter';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { REMOTE_BASE_PATHS } from '@soglia/api-client';
import { NoticesProvider } from '../shared/notices';
import { makeStore, type AppStore } from './store';

export interface AppProvidersProps {
  children: ReactNode;
  /** A store of its own for this mount unless one is given (tests, stories). */
  store?: AppStore;
  /** Where the URL comes from: the browser's address bar unless given (memoryLocation in stories). */
  locationHook?: BaseLocationHook;
}

/**
 * Every provider the owner console needs: its Redux store, Italian intl, theme, the notices
 * and the router under /owners. The same tree inside the shell, standalone and in Storybook.
 */
export function AppProviders({ children, store: given, locationHook }: AppProvidersProps) {
  const [store] = useState(() => given ?? makeStore());
  return (
    <Provider store={store}>
      <IntlProvider locale="it" defaultLocale="it" messages={{}}>
        <SogliaThemeProvider>
          <NoticesProvider>
            <Router base={REMOTE_BASE_PATHS.owner} hook={locationHook}>
              {children}
            </Router>
          </NoticesProvider>
        </SogliaThemeProvider>
      </IntlProvider>
    </Provider>
  );
}
