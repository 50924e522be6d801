import type { Config } from 'jest';

// One jest project per package. Workspace packages are consumed as TypeScript
// source, so ts-jest transpiles them wherever they are imported from.
const esmOnly = ['react-intl', '@formatjs', 'intl-messageformat'].join('|');

const transform: Config['transform'] = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    {
      tsconfig: {
        jsx: 'react-jsx',
        allowJs: true,
        module: 'commonjs',
        moduleResolution: 'node10',
        esModuleInterop: true,
        isolatedModules: true,
        ignoreDeprecations: '6.0',
      },
      diagnostics: false,
    },
  ],
};

const browserProject = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.browser.ts'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/../jest.file-stub.js' },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

const serverProject = (displayName: string, env: 'pglite' | 'postgres'): Config => ({
  displayName,
  rootDir: '<rootDir>/server',
  testEnvironment: 'node',
  transform,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  globals: { __TEST_DB__: env },
  testTimeout: 30000,
});

const config: Config = {
  rootDir: __dirname,
  projects: [
    browserProject('api-client'),
    browserProject('ui-kit'),
    browserProject('shell'),
    browserProject('owner-app'),
    browserProject('guest-app'),
    serverProject('server', 'pglite'),
    ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
  ],
};

export default config;
