import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './tokens';

export interface SogliaThemeProviderProps {
  children?: ReactNode;
  /** Set false when an outer provider already injected the global styles. */
  withGlobalStyle?: boolean;
}

export function SogliaThemeProvider({
  children,
  withGlobalStyle = true,
}: SogliaThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
