/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Stats } from 'webpack';
import { REMOTE_PRELOADS, type RemotePreload } from '@soglia/api-client/contract';
import { RemoteContractPlugin } from '../../build/remote-contract.cjs';

// A remote's build writes the files of the chunks the contract preloads into contract.json (what
// the shell's server reads instead of guessing them from names), and fails on a chunk it lacks.
// Real webpack builds of a small remote.
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-contract-'));
  mkdirSync(path.join(dir, 'src'));
  const files: Record<string, string> = {
    'index.js': [
      `import(/* webpackChunkName: "i18n-it" */ './it.js');`,
      `import(/* webpackChunkName: "i18n-en" */ './en.js');`,
      `import(/* webpackChunkName: "keys-checkin" */ './keys.js');`,
    ].join('\n'),
    'it.js': 'export const hello = "ciao";',
    'en.js': 'export const hello = "hello";',
    'keys.js': 'export const keys = ["door"];',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'src', name), text);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(preload: RemotePreload, out: string): Promise<Stats> {
  const contract = {
    REMOTE_PRELOADS: { ...REMOTE_PRELOADS, guest: preload },
    LANGUAGE_CODES: ['it', 'en'] as const,
  };
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: {
      path: path.join(dir, out),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
    },
    optimization: { minimize: false },
    plugins: [new RemoteContractPlugin('guest', contract)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    }),
  );
}

test('contract.json lists, per language, the built files of the chunks the contract names', async () => {
  const stats = await build({ withApp: ['i18n-{language}'], later: ['keys-checkin'] }, 'ok');
  expect(stats.hasErrors()).toBe(false);
  const written = readdirSync(path.join(dir, 'ok'));
  const file = (chunk: string) => written.find((name) => name.startsWith(`${chunk}.`))!;
  expect(file('i18n-it')).toMatch(/^i18n-it\.[0-9a-f]{10}\.js$/);
  expect(JSON.parse(readFileSync(path.join(dir, 'ok', 'contract.json'), 'utf8'))).toEqual({
    remote: 'guest',
    preload: {
      it: { withApp: [file('i18n-it')], later: [file('keys-checkin')] },
      en: { withApp: [file('i18n-en')], later: [file('keys-checkin')] },
    },
  });
});

test('a chunk the contract names that the remote does not have fails the build', async () => {
  const stats = await build(
    { withApp: ['i18n-{language}'], later: ['keys-i18n-{language}'] },
    'ko',
  );
  expect(stats.hasErrors()).toBe(true);
  const messages = stats.toJson({ all: false, errors: true }).errors!.map((e) => e.message);
  expect(messages).toEqual([
    expect.stringContaining('guest has no chunk "keys-i18n-it"'),
    expect.stringContaining('guest has no chunk "keys-i18n-en"'),
  ]);
});
