import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: [
    '../ui-kit/src/**/*.stories.@(ts|tsx)',
    // Screens of the remotes, rendered through each remote's AppProviders with the API mocked by
    // msw at the network edge.
    '../owner-app/src/**/*.stories.tsx',
    '../guest-app/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-webpack5-compiler-swc',
    '@storybook/addon-a11y',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-webpack5', options: {} },
  // msw's service worker (`npx msw init .storybook/public`), served at the root of Storybook.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
