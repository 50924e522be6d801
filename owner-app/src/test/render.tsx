import type { RenderOptions } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropsWithChildren, ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import type { AppStore, RootState } from '../app/store';
import { makeStore } from '../app/store';

type ExtendedRenderOptions = Omit<RenderOptions, 'queries'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
};

/** Renders with the same providers as App: a fresh store (or the one given), Italian intl, theme. */
export const renderWithProviders = (
  ui: ReactElement,
  extendedRenderOptions: ExtendedRenderOptions = {},
) => {
  const {
    preloadedState = {},
    store = makeStore(preloadedState),
    ...renderOptions
  } = extendedRenderOptions;

  const Wrapper = ({ children }: PropsWithChildren) => (
    <Provider store={store}>
      <IntlProvider locale="it" defaultLocale="it" messages={{}}>
        <SogliaThemeProvider>{children}</SogliaThemeProvider>
      </IntlProvider>
    </Provider>
  );

  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { wrapper: Wrapper, ...renderOptions }),
  };
};
