// One token set for the whole product. Every text/background pair listed in
// `contrastPairs` is checked against WCAG AA in tokens.test.ts.
export const colors = {
  background: '#f5f7f9',
  surface: '#ffffff',
  surfaceMuted: '#eef2f5',
  text: '#1c2733',
  textMuted: '#4a5866',
  textInverse: '#ffffff',
  border: '#d5dce3',
  borderStrong: '#6b7886',
  focus: '#1b6fb5',
  overlay: 'rgba(20, 30, 40, 0.55)',

  primary: '#1d5a85',
  primaryHover: '#154566',
  primaryText: '#ffffff',
  primarySubtle: '#e6f0f7',

  danger: '#b3261e',
  dangerHover: '#8c1d17',
  dangerText: '#ffffff',

  successBg: '#e3f4e8',
  successText: '#17532b',
  successSolid: '#1e7a3c',
  errorBg: '#fdeceb',
  errorText: '#8c1d17',
  errorSolid: '#b3261e',
  warningBg: '#fff3dc',
  warningText: '#6b4200',
  warningSolid: '#a15c00',
  infoBg: '#e6f0f7',
  infoText: '#154566',
} as const;

export type ColorToken = keyof typeof colors;

/** [foreground, background, minimum ratio] — 4.5 for text, 3 for UI component boundaries. */
export const contrastPairs: ReadonlyArray<[ColorToken, ColorToken, number]> = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceMuted', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surfaceMuted', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['primaryText', 'primary', 4.5],
  ['primaryText', 'primaryHover', 4.5],
  ['primary', 'primarySubtle', 4.5],
  ['text', 'primarySubtle', 4.5],
  ['textMuted', 'primarySubtle', 4.5],
  ['dangerText', 'danger', 4.5],
  ['dangerText', 'dangerHover', 4.5],
  ['danger', 'surface', 4.5],
  ['successText', 'successBg', 4.5],
  ['textInverse', 'successSolid', 4.5],
  ['errorText', 'errorBg', 4.5],
  ['textInverse', 'errorSolid', 4.5],
  ['warningText', 'warningBg', 4.5],
  ['textInverse', 'warningSolid', 4.5],
  ['infoText', 'infoBg', 4.5],
  ['borderStrong', 'surface', 3],
  ['focus', 'surface', 3],
];

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;
export type SpaceToken = keyof typeof space;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' } as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;
export type FontSizeToken = keyof typeof fontSizes;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;
export type FontWeightToken = keyof typeof fontWeights;
export const lineHeights = { tight: 1.25, normal: 1.5 } as const;

/**
 * Breakpoint values in px. `narrow` is the narrow-screen limit (inclusive) of
 * docs/product.md § The host console.
 */
export const breakpoints = { narrow: 768, wide: 1200 } as const;

export const media = {
  narrow: `@media (max-width: ${breakpoints.narrow}px)`,
  wide: `@media (min-width: ${breakpoints.narrow + 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const sizes = {
  navHeight: '60px',
  controlHeight: '44px',
  controlHeightSm: '36px',
  pageMaxWidth: '1200px',
  pageMediumWidth: '960px',
  pageNarrowWidth: '640px',
  modalWidth: '560px',
} as const;

/** Numeric layout constants for behaviour (scroll threshold etc.). */
export const layout = {
  navHeight: 60,
  navHideThreshold: 60,
  /** Narrowest card column of a card grid (CardGrid 'md'), for lists that lay cards out in code. */
  cardMinWidth: 280,
} as const;

export const zIndices = {
  base: 0,
  nav: 100,
  banner: 200,
  overlay: 300,
  modal: 400,
  toast: 500,
} as const;

/**
 * Durations in ms. `message` and `notification` are the two notice times of
 * docs/product.md § Notices and errors.
 */
export const durations = { message: 3000, notification: 5000, fast: 120, normal: 200 } as const;

export const shadows = {
  card: '0 1px 2px rgba(20, 30, 40, 0.08), 0 1px 3px rgba(20, 30, 40, 0.06)',
  raised: '0 4px 16px rgba(20, 30, 40, 0.16)',
  focus: `0 0 0 3px ${colors.focus}`,
} as const;

export const theme = {
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  media,
  sizes,
  layout,
  zIndices,
  durations,
  shadows,
} as const;

export type SogliaTheme = typeof theme;
