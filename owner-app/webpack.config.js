// Module Federation remote `owner`: exposes ./App, served on its own port.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const port = Number(process.env.OWNER_PORT || 3001);
const apiUrl = process.env.API_URL || 'http://127.0.0.1:8000';

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

// webpack 5.111 asks the federation runtime module for the entry filename while hashing, before
// the content hash exists (module-federation/core#5077): give the hashed template only once it does.
const hashedEntryFilename = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:8].js'
    : '[name].js';

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: 'auto',
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: 'owner',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          options: {
            transpileOnly: true,
            // Workspace packages are TypeScript source in node_modules symlinks.
            allowTsInNodeModules: true,
            compilerOptions: { noEmit: false, module: 'esnext', sourceMap: !production },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'owner',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared,
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        title: 'Soglia · Owner (standalone)',
      }),
    ],
    devServer: {
      port,
      allowedHosts: 'all',
      hot: true,
      historyApiFallback: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: [{ context: ['/api', '/media'], target: apiUrl, changeOrigin: true }],
    },
    performance: { hints: false },
  };
};
