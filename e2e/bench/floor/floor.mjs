// The floor build of `npm run bench:size`: the libraries the product must ship, from the same
// lock file, bundled with nothing of Soglia's own and none of its trims (issue 12), one file per
// page. What a path costs above it is what Soglia's code and build add. About 30 s; bench only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const ENTRIES = {
  /** react, react-dom, styled-components, axios and one federation runtime. */
  host: './host.mjs',
  /** The same plus react-intl. */
  guest: './guest.mjs',
};

/** The owner console's page: the guest's libraries plus Redux Toolkit and react-redux. */
const OWNER_ENTRIES = { owner: './owner.mjs' };

/** The host's shared singletons (build/webpack-common.cjs HOST_EAGER, as published). */
const HOST_SHARED = ['react', 'react-dom', 'styled-components', 'axios'];
/**
 * The owner remote shares its store libraries as singletons too (build/webpack-common.cjs
 * SHARED_SINGLETONS), which keeps them whole; the floor shares them the same way. A compilation
 * of its own: a page never pays for an eager shared library it does not import.
 */
const OWNER_SHARED = [...HOST_SHARED, '@reduxjs/toolkit', 'react-redux'];

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

function floorConfig(out, entry, shared) {
  return {
    mode: 'production',
    // As the product's builds (build/webpack-common.cjs).
    target: ['web', 'es2022'],
    context: import.meta.dirname,
    entry,
    devtool: false,
    output: { path: out, filename: '[name].js' },
    // One file per page: each entry holds all it needs.
    optimization: { splitChunks: false, runtimeChunk: false },
    // A host as the shell: the federation runtime in each page, the host's libraries provided
    // to remotes as eager singletons (which keeps them whole: a shared module is not
    // tree-shaken). react-intl is not shared: the floor has no remote to share it with.
    plugins: [
      new ModuleFederationPlugin({
        name: 'floor',
        remotes: {},
        shared: Object.fromEntries(
          shared.map((name) => [name, { singleton: true, eager: true, requiredVersion: false }]),
        ),
        dts: false,
        manifest: false,
        experiments: { optimization: { target: 'web' } },
      }),
    ],
    performance: { hints: false },
  };
}

/** Builds the floor; returns the gzip bytes (measured as the bench measures) of each page. */
export async function measureFloor() {
  const out = mkdtempSync(join(tmpdir(), 'soglia-floor-'));
  try {
    await compile(floorConfig(out, ENTRIES, HOST_SHARED));
    await compile(floorConfig(out, OWNER_ENTRIES, OWNER_SHARED));
    const gzipOfPage = (name) => gzipSync(readFileSync(join(out, `${name}.js`))).length;
    return { host: gzipOfPage('host'), guest: gzipOfPage('guest'), owner: gzipOfPage('owner') };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
