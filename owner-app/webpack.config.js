// Module Federation remote `owner`: exposes ./App, served on its own port.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const common = require('../build/webpack-common.cjs');
const { RemoteContractPlugin } = require('../build/remote-contract.cjs');

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const app = {
    name: 'owner',
    ...common.baseConfig({
      dir: __dirname,
      production,
      publicPath: 'auto',
      uniqueName: 'owner',
      precompiledMessages: true,
    }),
    plugins: [
      // In production remoteEntry.js reuses the shell's federation runtime-core and bundler
      // runtime (externalBundlerRuntime below); the dev server runs standalone, so there the
      // remote keeps its own.
      new ModuleFederationPlugin(
        common.remoteFederation('owner', common.sharedSingletons(), {
          externalRuntime: production,
        }),
      ),
      // contract.json: the files of the chunks the shell's page preloads (docs/adr/0022).
      new RemoteContractPlugin('owner'),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        title: 'Soglia · Owner (standalone)',
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
    devServer: common.devServer({ port: common.portFromEnv('OWNER_PORT', 3001), cors: true }),
  };
  return production
    ? [app, common.standaloneRuntimeConfig({ dir: __dirname, after: 'owner' })]
    : app;
};
