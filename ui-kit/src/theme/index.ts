export * from './tokens';
export { contrastRatio, relativeLuminance } from './contrast';
export { GlobalStyle } from './GlobalStyle';
export { SogliaThemeProvider } from './SogliaThemeProvider';
export type { SogliaThemeProviderProps } from './SogliaThemeProvider';
