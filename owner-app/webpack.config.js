// Module Federation remote `owner`: exposes ./App, served on its own port.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const common = require('../build/webpack-common.cjs');

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    ...common.baseConfig({ dir: __dirname, production, publicPath: 'auto', uniqueName: 'owner' }),
    plugins: [
      new ModuleFederationPlugin(common.remoteFederation('owner', common.sharedSingletons())),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        title: 'Soglia · Owner (standalone)',
      }),
    ],
    devServer: common.devServer({ port: common.portFromEnv('OWNER_PORT', 3001), cors: true }),
  };
};
