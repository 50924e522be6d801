// Module Federation remote `guest`: exposes ./App, served on its own port.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const common = require('../build/webpack-common.cjs');
const { RemoteContractPlugin } = require('../build/remote-contract.cjs');

// Same singleton declarations as the shell and owner, but the guest never imports Redux:
// `import: false` keeps Redux out of this build entirely (no fallback chunks).
const shared = common.sharedSingletons({ notImported: ['react-redux', '@reduxjs/toolkit'] });

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const app = {
    name: 'guest',
    ...common.baseConfig({
      dir: __dirname,
      production,
      publicPath: 'auto',
      uniqueName: 'guest',
      precompiledMessages: true,
    }),
    plugins: [
      // In production remoteEntry.js reuses the shell's federation runtime-core and bundler
      // runtime (externalBundlerRuntime below); the dev server runs standalone, so there the
      // remote keeps its own.
      new ModuleFederationPlugin(
        common.remoteFederation('guest', shared, { externalRuntime: production }),
      ),
      // contract.json: the files of the chunks the shell's page preloads (docs/adr/0022).
      new RemoteContractPlugin('guest'),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        title: 'Soglia · Guest (standalone)',
        favicon: common.FAVICON,
      }),
      ...common.withoutUnusedAxiosParts(),
      ...(production
        ? [
            common.externalBundlerRuntime(),
            common.withoutFederationErrorTexts(),
            new common.StandaloneRuntimeTagPlugin(HtmlWebpackPlugin),
            ...common.compressedAssets(),
          ]
        : []),
    ],
    devServer: common.devServer({ port: common.portFromEnv('GUEST_PORT', 3002), cors: true }),
  };
  return production
    ? [app, common.standaloneRuntimeConfig({ dir: __dirname, after: 'guest' })]
    : app;
};
