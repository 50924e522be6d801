'use strict';

const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, devServer, sharedSingletons } = require('../build/webpack-common.cjs');
const { remoteConfig, shellPort } = require('./remote-config.cjs');

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    ...baseConfig({ dir: __dirname, production, publicPath: '/' }),
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
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
