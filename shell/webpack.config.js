'use strict';

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remoteConfig, apiUrl, shellPort } = require('./remote-config.cjs');

// Every library holding React context or module state is one shared singleton (CONTRACTS.md).
const singleton = { singleton: true, requiredVersion: false };
const shared = Object.fromEntries(
  [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'styled-components',
    'react-intl',
    '@soglia/ui-kit',
    '@soglia/api-client',
    'react-redux',
    '@reduxjs/toolkit',
  ].map((name) => [name, singleton]),
);

function hashedWhenKnown(pathData) {
  const known =
    pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return known ? '[name].[contenthash:10].js' : '[name].js';
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // A function: the federation runtime module resolves this template (only for its directory
      // depth) before content hashes exist, where '[contenthash]' would be an error.
      filename: production ? hashedWhenKnown : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          options: {
            transpileOnly: true,
            configFile: path.resolve(__dirname, 'tsconfig.json'),
            compilerOptions: { noEmit: false, module: 'esnext', jsx: 'react-jsx', sourceMap: true },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared,
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({ template: './public/index.html' }),
    ],
    performance: { hints: false },
    devServer: {
      port: shellPort(),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/media'], target: apiUrl(), changeOrigin: true }],
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/config.json', (_req, res) => {
          res.set('Cache-Control', 'no-store');
          res.json(remoteConfig());
        });
        return middlewares;
      },
    },
  };
};
