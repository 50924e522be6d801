import os from 'node:os';
import type { Config } from 'jest';

// One jest project per package. Workspace packages are consumed as TypeScript
// source, so SWC transpiles them wherever they are imported from.
const esmOnly = ['react-intl', '@formatjs', 'intl-messageformat', 'wouter', 'regexparam'].join('|');

// SWC only strips types and rewrites modules; `npm run typecheck` checks the types. On a clean
// clone, with no transform cache, the whole suite took 352 s against 378 s with ts-jest.
const swc = (syntax: 'typescript' | 'ecmascript'): [string, unknown] => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const transform: Config['transform'] = {
  '^.+\\.tsx?$': swc('typescript'),
  '^.+\\.[cm]?jsx?$': swc('ecmascript'),
};

// Every project: one more try for a failed test in CI, reported (jest.setup.retry.ts).
const RETRY = '<rootDir>/../jest.setup.retry.ts';

const browserProject = (name: string): Config => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.browser.ts', RETRY],
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
  setupFilesAfterEnv: [RETRY],
  testTimeout: 30000,
});

// The static server of the remotes and other root scripts: plain Node, real HTTP.
const scriptsProject: Config = {
  displayName: 'scripts',
  rootDir: '<rootDir>/scripts',
  testEnvironment: 'node',
  transform,
  testMatch: ['<rootDir>/**/*.test.ts'],
  setupFilesAfterEnv: [RETRY],
};

// No rootDir: it defaults to this file's folder (Node 24 loads this file as an ES module, where
// __dirname does not exist).
const config: Config = {
  // A global option (the per-project testTimeout is not applied): server tests start real
  // servers and databases, which takes longer than the 5 s default on a busy machine.
  testTimeout: 30000,
  // Jest's default is one worker less than the cores: a single worker on a 2-core machine. The
  // server tests spend much of their time waiting on a database or a child process, so one more
  // worker than cores keeps the CPU busy (15 min → 5 min for the whole suite on 2 cores).
  maxWorkers: Math.max(3, os.availableParallelism()),
  projects: [
    browserProject('api-client'),
    browserProject('ui-kit'),
    browserProject('shell'),
    browserProject('owner-app'),
    browserProject('guest-app'),
    scriptsProject,
    // The repository's own ESLint rules, run with the real config.
    {
      displayName: 'lint',
      rootDir: '<rootDir>/lint',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/**/*.test.ts'],
      setupFilesAfterEnv: [RETRY],
    },
    serverProject('server', 'pglite'),
    ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
  ],
};

export default config;
