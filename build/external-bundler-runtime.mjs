// Stands in for @module-federation/webpack-bundler-runtime's bundler entry in the remotes'
// production builds (see webpack-common.cjs externalBundlerRuntime): the same `federation` object,
// but with the host's bundler runtime functions (provide-bundler-runtime.mjs) instead of a second
// bundled copy (~3 KB gzip per remoteEntry.js). The remote keeps its own state (instance, options,
// `S`), its own @module-federation/runtime `init` (which records the instance it creates) and
// initContainerEntry, which the shell, exposing nothing, does not build.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

// The name provide-bundler-runtime.mjs publishes under (not imported: it would bundle the runtime).
const host = globalThis._SOGLIA_FEDERATION_BUNDLER_RUNTIME;
if (!host) {
  throw new Error(
    'No federation bundler runtime on the page: load this remote from the shell or after mf-runtime-core.js',
  );
}

const federation = {
  // What the bundler runtime calls on it (init; getRemoteEntry for shared fallbacks): named, so
  // the rest of @module-federation/runtime (loadRemote & co., its error texts) is left out.
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, remotes: undefined, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
