'use strict';

const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, Compilation, sources } = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  FAVICON,
  HOST_EAGER,
  PROVIDE_BUNDLER_RUNTIME,
  baseConfig,
  compressedAssets,
  devServer,
  shareKeysOf,
  sharedSingletons,
  withoutFederationErrorTexts,
  withoutUnusedAxiosParts,
} = require('../build/webpack-common.cjs');
const { remoteConfig, shellPort } = require('./remote-config.cjs');
const { PAGE_REVISION_PLACEHOLDER, SETTINGS_PLACEHOLDER } = require('./worker-settings.cjs');
const { REMOTE_BASE_PATHS } = require('@soglia/api-client/areas');

/** The login page rendered at build time (`npm run build` writes it first); none in development. */
function prerenderedLogin() {
  try {
    return require('./dist-prerender/login.json');
  } catch {
    return { html: '', styles: '' };
  }
}

/** The web app manifest `npm run build` writes first (prerender/webManifest.ts); none in development. */
function webManifest() {
  const file = path.join(__dirname, 'dist-prerender', 'manifest.webmanifest');
  return existsSync(file) ? readFileSync(file) : null;
}

/** Emits files that webpack does not build: the manifest and its icons. */
class EmitFilesPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, content] of Object.entries(this.files)) {
            compilation.emitAsset(name, new sources.RawSource(content));
          }
        },
      );
    });
  }
}

/** The web app manifest and its icons (public/icons). */
function manifestFiles(manifest) {
  const icons = path.join(__dirname, 'public', 'icons');
  return {
    'manifest.webmanifest': manifest,
    ...Object.fromEntries(
      readdirSync(icons)
        .filter((name) => name.endsWith('.png'))
        .map((name) => [`icons/${name}`, readFileSync(path.join(icons, name))]),
    ),
  };
}

/** Where the worker's own compilation writes it, for the shell's to inject its precache list. */
const WORKER_BUILD = path.join(__dirname, 'dist-worker');

/**
 * The guest's service worker (src/sw/worker/sw.ts, docs/adr/0032), a compilation of its own: inside
 * the shell's, the federation plugin would add the shell's shared libraries to it.
 */
function workerConfig() {
  const base = baseConfig({ dir: __dirname, production: true, publicPath: '/' });
  return {
    ...base,
    name: 'guest-worker',
    target: ['webworker', 'es2022'],
    entry: './src/sw/worker/sw.ts',
    output: { path: WORKER_BUILD, filename: 'sw.js', clean: true },
    plugins: [
      new DefinePlugin({
        __SOGLIA_WORKER_SETTINGS__: JSON.stringify(SETTINGS_PLACEHOLDER),
        __HOST_PROVIDED__: JSON.stringify(shareKeysOf(HOST_EAGER)),
      }),
    ],
  };
}

/**
 * The worker with Workbox's precache list of the shell's scripts, the manifest and the guest's
 * page (its revision and the remote URLs written in by the server, see worker-settings.cjs); not
 * the login page, the compressed siblings or the icons.
 */
function guestWorker() {
  return new InjectManifest({
    swSrc: path.join(WORKER_BUILD, 'sw.js'),
    swDest: 'sw.js',
    compileSrc: false,
    include: [/\.js$/, /\.webmanifest$/, /^favicon\.svg$/],
    exclude: [/\.(br|gz)$/, /\.LICENSE\.txt$/],
    // Content-hashed names never change: taken from the HTTP cache, not downloaded again.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
    additionalManifestEntries: [
      { url: REMOTE_BASE_PATHS.guest, revision: PAGE_REVISION_PLACEHOLDER },
    ],
  });
}

// `provideExternalRuntime` adds this runtime plugin by its CommonJS path, which pulls in the
// CommonJS build of runtime-core next to the ESM build the federation runtime already uses
// (~24 KB gzip twice). Its ESM build imports the very same runtime-core module instance.
const injectRuntimePlugin = require.resolve(
  '@module-federation/inject-external-runtime-core-plugin',
  { paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))] },
);

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const base = baseConfig({ dir: __dirname, production, publicPath: '/' });
  const manifest = production ? webManifest() : null;
  // The pages' theme colour is the installed app's.
  const themeColor = manifest ? JSON.parse(manifest.toString()).theme_color : '#ffffff';
  const shell = {
    ...base,
    name: 'shell',
    ...(production ? { dependencies: ['guest-worker'] } : {}),
    resolve: {
      ...base.resolve,
      alias: { [`${injectRuntimePlugin}$`]: injectRuntimePlugin.replace(/\.cjs$/, '.js') },
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The libraries of the first files in one chunk of their own, cached across releases
          // of the shell's code; the page lists it beside main.js, so both download at once.
          vendors: {
            test: /[\\/]node_modules[\\/](?!@module-federation[\\/]|\.federation[\\/])/,
            name: 'vendors',
            chunks: 'initial',
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        // Only the remotes use these: the shell declares them (one instance per page) without
        // bundling a copy of its own.
        shared: sharedSingletons({
          notImported: ['react-intl', 'react-redux', '@reduxjs/toolkit'],
          eager: HOST_EAGER,
        }),
        // Publishes the shell's bundler runtime for the remotes (see externalBundlerRuntime).
        runtimePlugins: [PROVIDE_BUNDLER_RUNTIME],
        dts: false,
        manifest: false,
        // The shell is a pure consumer: it publishes its federation runtime-core on the global
        // scope so the remotes' production remoteEntry.js files reuse it instead of shipping their own.
        // target 'web' lets the federation SDK drop its Node.js script loader.
        experiments: {
          provideExternalRuntime: true,
          // No snapshot plugin: the shell reads the remotes' manifests itself (remoteManifest.ts).
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      ...withoutUnusedAxiosParts(),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: FAVICON,
        templateParameters: { root: '', styles: '', themeColor },
      }),
      // /login is served from login.html: its form paints before the JavaScript arrives.
      ...(production
        ? [
            new HtmlWebpackPlugin({
              template: './public/index.html',
              filename: 'login.html',
              favicon: FAVICON,
              templateParameters: (() => {
                const { html, styles } = prerenderedLogin();
                return { root: html, styles, themeColor };
              })(),
            }),
          ]
        : []),
      ...(manifest ? [new EmitFilesPlugin(manifestFiles(manifest))] : []),
      ...(production
        ? [
            withoutFederationErrorTexts(),
            guestWorker(),
            // sw.js is written into when served: it has no compressed siblings.
            ...compressedAssets({ exclude: /^sw\.js$/ }),
          ]
        : []),
    ],
    devServer: {
      ...devServer({ port: shellPort() }),
      setupMiddlewares: (middlewares, server) => {
        server.app.get('/config.json', (_req, res) => {
          res.set('Cache-Control', 'no-store');
          res.json(remoteConfig());
        });
        return middlewares;
      },
    },
  };
  return production ? [workerConfig(), shell] : shell;
};
