import type { PropsWithChildren, ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_BASE_PATHS } from '@soglia/api-client';
import { AppProviders } from '../app/AppProviders';
import { makeStore, type AppStore, type RootState } from '../app/store';

type ExtendedRenderOptions = Omit<RenderOptions, 'queries' | 'wrapper'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The console URL to start at, relative to /owners (e.g. '/stays'). Default '/'. */
  route?: string;
};

/**
 * Renders inside AppProviders, as App does: a fresh store (or the one given), Italian intl, theme
 * and the router, with the address bar at /owners + `route`.
 */
export const renderWithProviders = (
  ui: ReactElement,
  {
    preloadedState = {},
    store = makeStore(preloadedState),
    route = '/',
    ...renderOptions
  }: ExtendedRenderOptions = {},
) => {
  window.history.replaceState(null, '', `${REMOTE_BASE_PATHS.owner}${route === '/' ? '' : route}`);
  const Wrapper = ({ children }: PropsWithChildren) => (
    <AppProviders store={store}>{children}</AppProviders>
  );
  return {
    store,
    user: userEvent.setup(),
    ...render(ui, { wrapper: Wrapper, ...renderOptions }),
  };
};
