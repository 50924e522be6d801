'use strict';

// Webpack pieces shared by the shell (host) and the owner/guest remotes. Each package keeps its
// own webpack.config.js (own port, own build); only what must not drift lives here.
const path = require('node:path');

const DEFAULT_API_URL = 'http://127.0.0.1:8000';

// The product mark, the favicon of the shell and of both remotes' standalone pages
// (HtmlWebpackPlugin's `favicon`: emitted as favicon.svg and linked from the page).
const FAVICON = path.resolve(__dirname, 'favicon.svg');

// Every library holding React context or module state is one shared singleton. The host and
// both remotes read this one list, so they cannot disagree. @soglia/ui-kit is not in it: it holds
// neither (the theme travels through styled-components' context), so each app bundles, tree-shaken,
// only the components it renders instead of the whole kit.
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'styled-components',
  'react-intl',
  '@soglia/api-client',
  // Not for state (api-client's http.ts holds it) but for bytes: one copy per page.
  'axios',
  'react-redux',
  '@reduxjs/toolkit',
];

// @soglia/api-client is shared by the one module that holds its state (http.ts: the axios
// instance with the token, CSRF and 401 handling, and the answers the shell asks for ahead of a
// remote), not as a whole package: every call function is stateless, so each app bundles,
// tree-shaken, only the calls it makes. Matched by its resolved file, whatever import reaches it.
const API_CLIENT_STATE = {
  [path.resolve(__dirname, '../api-client/src/http.ts')]: '@soglia/api-client/http',
};
const API_CLIENT_VERSION = require('../api-client/package.json').version;

/** The shared libraries the shell provides eagerly (always its copy, in the page's first files). */
const HOST_EAGER = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'styled-components',
  '@soglia/api-client',
  'axios',
];

/** The share keys under which `names` appear in a build's share scope and mf-manifest.json. */
function shareKeysOf(names) {
  return names.flatMap((name) =>
    name === '@soglia/api-client' ? Object.values(API_CLIENT_STATE) : [name],
  );
}

function sharedEntry(name, options) {
  if (name !== '@soglia/api-client') return [[name, options]];
  return Object.entries(API_CLIENT_STATE).map(([file, shareKey]) => [
    file,
    { ...options, shareKey, version: API_CLIENT_VERSION },
  ]);
}

/**
 * The federation `shared` map. Names in `notImported` are still declared (same singleton
 * negotiation) but get `import: false`: the build never bundles a fallback copy of them.
 * `eager` (the shell, which always provides them): built into the page's first files instead of
 * chunks fetched after the entry has run, so the page needs no second round trip for them.
 */
function sharedSingletons({ notImported = [], eager = [] } = {}) {
  const unknown = [...notImported, ...eager].filter((name) => !SHARED_SINGLETONS.includes(name));
  if (unknown.length) throw new Error(`Not a shared singleton: ${unknown.join(', ')}`);
  return Object.fromEntries(
    SHARED_SINGLETONS.flatMap((name) =>
      sharedEntry(name, {
        singleton: true,
        requiredVersion: false,
        ...(notImported.includes(name) ? { import: false } : {}),
        ...(eager.includes(name) ? { eager: true } : {}),
      }),
    ),
  );
}

function apiUrl(env = process.env) {
  return (env.API_URL || DEFAULT_API_URL).replace(/\/+$/, '');
}

function portFromEnv(name, fallback, env = process.env) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

// webpack 5.111 asks the federation runtime module for the entry filename while hashing, before
// the content hash exists (module-federation/core#5077), where '[contenthash]' would be an error:
// give the hashed template only once the hash is known.
const HASHED = '[name].[contenthash:10].js';
function hashedEntryFilename(pathData) {
  const chunk = pathData.chunk;
  return chunk && chunk.contentHash && chunk.contentHash.javascript ? HASHED : '[name].js';
}

function tsRule(dir, { precompiledMessages = false } = {}) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      ...(precompiledMessages
        ? {
            getCustomTransformers: () =>
              require('./precompiled-messages.cjs').messageTransformers(),
          }
        : {}),
      configFile: path.resolve(dir, 'tsconfig.json'),
      // Workspace packages are TypeScript source reached through node_modules symlinks.
      allowTsInNodeModules: true,
      compilerOptions: { noEmit: false, module: 'esnext', jsx: 'react-jsx', sourceMap: true },
    },
  };
}

/**
 * Everything but plugins and devServer: entry src/index.ts, output dist/, TypeScript.
 * `precompiledMessages` (the remotes): react-intl messages compiled at build time and react-intl
 * without its ICU parser (build/precompiled-messages.cjs, docs/adr/0014).
 */
function baseConfig({ dir, production, publicPath, uniqueName, precompiledMessages = false }) {
  return {
    mode: production ? 'production' : 'development',
    // The browsers the product supports run ES2022 (the TypeScript target too): webpack's own
    // runtime code and the minifier use its syntax (arrow functions, const, optional chaining).
    target: ['web', 'es2022'],
    context: dir,
    entry: './src/index.ts',
    // No source maps in production builds: they would publish the source with every deploy.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(dir, 'dist'),
      publicPath,
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: production ? HASHED : '[name].js',
      ...(uniqueName ? { uniqueName } : {}),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      ...(precompiledMessages
        ? { alias: { ...require('./precompiled-messages.cjs').parserFreeAlias } }
        : {}),
    },
    module: { rules: [tsRule(dir, { precompiledMessages })] },
    performance: { hints: false },
  };
}

/**
 * axios parts no browser bundle of ours uses, replaced by stubs: its fetch adapter (~4 KB gzip
 * on the login screen; axios picks its XHR adapter in every browser, yet bundles the fetch one
 * because the adapter table names it) and its `HttpStatusCode` table (~0.5 KB).
 */
function withoutUnusedAxiosParts() {
  // Required here: remote-config.cjs (read by the shell's server) loads this file too.
  const { NormalModuleReplacementPlugin } = require('webpack');
  return [
    new NormalModuleReplacementPlugin(
      /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
      path.resolve(__dirname, 'axios-no-fetch-adapter.mjs'),
    ),
    new NormalModuleReplacementPlugin(
      /[\\/]axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/,
      path.resolve(__dirname, 'axios-no-status-codes.mjs'),
    ),
  ];
}

/**
 * The federation runtime's error descriptions (~0.4 KB gzip in the shell's main.js), replaced by
 * one generic text in production (mf-error-descriptions.mjs): the errors keep their codes and
 * docs links. Development builds keep the texts.
 */
function withoutFederationErrorTexts() {
  const { NormalModuleReplacementPlugin } = require('webpack');
  return new NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/,
    path.resolve(__dirname, 'mf-error-descriptions.mjs'),
  );
}

/**
 * A production remote's remoteEntry.js takes the webpack bundler runtime of federation from its
 * host, as `externalRuntime` has it take the runtime-core: the shell publishes its own
 * (provide-bundler-runtime.mjs, a runtime plugin), a standalone page mf-runtime-core.js. The
 * remote keeps the parts that hold its state (external-bundler-runtime.mjs). Host and remotes
 * are built from the same lock file, as `externalRuntime` already requires.
 */
function externalBundlerRuntime() {
  const { NormalModuleReplacementPlugin } = require('webpack');
  return new NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    path.resolve(__dirname, 'external-bundler-runtime.mjs'),
  );
}

/** The shell's runtime plugin publishing its bundler runtime for the remotes. */
const PROVIDE_BUNDLER_RUNTIME = path.resolve(__dirname, 'provide-bundler-runtime.mjs');

/**
 * gzip and brotli siblings (`main.0a1b2c3d4e.js.br`) of every text asset of a production build,
 * made once at maximum compression; the static servers send them as they are
 * (static-assets.mjs) instead of compressing on every request. `exclude`: assets to leave as they
 * are.
 */
function compressedAssets({ exclude } = {}) {
  const CompressionPlugin = require('compression-webpack-plugin');
  const { constants } = require('node:zlib');
  const common = {
    test: /\.(js|css|html|json|svg|txt|webmanifest)$/,
    threshold: 1024,
    minRatio: 0.8,
    ...(exclude ? { exclude } : {}),
  };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/** Dev server with SPA fallback and the /api + /media proxy; `cors` for remotes the shell loads. */
function devServer({ port, cors = false }) {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/media'], target: apiUrl(), changeOrigin: true }],
    ...(cors
      ? {
          allowedHosts: 'all',
          headers: {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Methods': 'GET, OPTIONS',
            'Access-Control-Allow-Headers': '*',
          },
        }
      : {}),
  };
}

/**
 * ModuleFederationPlugin options of a remote exposing ./App (its props: RemoteAppProps in
 * api-client/src/contract.ts).
 * `externalRuntime`: take the federation runtime-core from the host (the shell sets
 * `provideExternalRuntime`) instead of bundling it. Only for production builds: the dev server
 * runs a remote standalone, where no host provides the runtime.
 */
function remoteFederation(name, shared, { externalRuntime = false } = {}) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: { './App': './src/app/App.tsx' },
    shared,
    manifest: true,
    dts: false,
    experiments: {
      // A remote loads no other remote: its bundler runtime can skip the remote-loading code.
      optimization: { target: 'web', disableRemote: true },
      ...(externalRuntime ? { externalRuntime } : {}),
    },
  };
}

const STANDALONE_RUNTIME_FILE = 'mf-runtime-core.js';

/**
 * Second production compilation of a remote: mf-runtime-core.js, the federation runtime-core for
 * the remote's standalone page (see standalone-runtime.mjs). Runs after the remote's own build,
 * whose `output.clean` would otherwise delete it.
 */
function standaloneRuntimeConfig({ dir, after }) {
  return {
    name: `${after}-standalone-runtime`,
    dependencies: [after],
    mode: 'production',
    context: dir,
    entry: path.resolve(__dirname, 'standalone-runtime.mjs'),
    devtool: false,
    output: { path: path.resolve(dir, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    plugins: compressedAssets(),
    performance: { hints: false },
  };
}

/** Puts mf-runtime-core.js before the bundles on a production remote's standalone page. */
class StandaloneRuntimeTagPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StandaloneRuntimeTagPlugin',
        (data) => {
          data.headTags.unshift(
            this.HtmlWebpackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: STANDALONE_RUNTIME_FILE,
            }),
          );
          return data;
        },
      );
    });
  }
}

module.exports = {
  FAVICON,
  compressedAssets,
  withoutUnusedAxiosParts,
  externalBundlerRuntime,
  withoutFederationErrorTexts,
  PROVIDE_BUNDLER_RUNTIME,
  standaloneRuntimeConfig,
  StandaloneRuntimeTagPlugin,
  SHARED_SINGLETONS,
  HOST_EAGER,
  shareKeysOf,
  sharedSingletons,
  apiUrl,
  portFromEnv,
  hashedEntryFilename,
  tsRule,
  baseConfig,
  devServer,
  remoteFederation,
};
