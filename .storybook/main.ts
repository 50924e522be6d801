import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../ui-kit/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
