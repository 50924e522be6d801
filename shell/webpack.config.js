'use strict';

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  FAVICON,
  HOST_EAGER,
  PROVIDE_BUNDLER_RUNTIME,
  baseConfig,
  compressedAssets,
  devServer,
  sharedSingletons,
  withoutFederationErrorTexts,
  withoutUnusedAxiosParts,
} = require('../build/webpack-common.cjs');
const { remoteConfig, shellPort } = require('./remote-config.cjs');

/** The login page rendered at build time (`npm run build` writes it first); none in development. */
function prerenderedLogin() {
  try {
    return require('./dist-prerender/login.json');
  } catch {
    return { html: '', styles: '' };
  }
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
  return {
    ...base,
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
        templateParameters: { root: '', styles: '' },
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
                return { root: html, styles };
              })(),
            }),
          ]
        : []),
      ...(production ? [withoutFederationErrorTexts(), ...compressedAssets()] : []),
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
};
