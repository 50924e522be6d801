import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Dependency direction (DESIGN.md §1): shell, owner-app, guest-app -> ui-kit, api-client;
// server -> api-client (types only). ui-kit and api-client import nothing of ours.
const ours = (...names) => names.map((name) => `@soglia/${name}`);
const forbid = (names, message) => ({
  paths: names.map((name) => ({ name, message })),
  patterns: names.map((name) => ({
    // the package by name, or reached by a relative path into its folder
    group: [`${name}/*`, ...(name.startsWith('@soglia/') ? [`**/${name.slice(8)}/src/**`] : [])],
    message,
  })),
});
const restrict = (files, names, message) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', forbid(names, message)] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'storybook-static/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // API tests read JSON bodies of many shapes; `any` there beats casts on every line.
    files: ['server/test/**/*.ts', 'server/bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'jest.file-stub.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  restrict(
    ['ui-kit/**', 'api-client/**'],
    ours('ui-kit', 'api-client', 'shell', 'owner-app', 'guest-app', 'server', 'e2e').filter(
      Boolean,
    ),
    'ui-kit and api-client import nothing of ours (DESIGN.md §1).',
  ),
  restrict(
    ['shell/**'],
    ours('owner-app', 'guest-app', 'server', 'e2e'),
    'The shell loads remotes at run time only (DESIGN.md §2).',
  ),
  restrict(
    ['owner-app/**'],
    ours('guest-app', 'shell', 'server', 'e2e'),
    'Remotes never import each other.',
  ),
  restrict(
    ['guest-app/**'],
    [...ours('owner-app', 'shell', 'server', 'e2e'), 'redux', 'react-redux', '@reduxjs/toolkit'],
    'The guest remote stays light: no Redux, no other remote.',
  ),
  {
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@soglia/api-client',
              allowTypeImports: true,
              message: 'The server imports wire types only.',
            },
            ...ours('ui-kit', 'shell', 'owner-app', 'guest-app', 'e2e').map((name) => ({
              name,
              message: 'The server knows only api-client types.',
            })),
          ],
        },
      ],
    },
  },
);
