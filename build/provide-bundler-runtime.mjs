// Federation runtime plugin of the shell (`runtimePlugins`): publishes the shell's webpack
// bundler runtime, as `externalRuntime` has the remotes take its runtime-core, so the remotes'
// production remoteEntry.js files reuse it (external-bundler-runtime.mjs) instead of shipping a
// copy. Its functions keep no state: each is handed the calling build's __webpack_require__.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

export const BUNDLER_RUNTIME_GLOBAL = '_SOGLIA_FEDERATION_BUNDLER_RUNTIME';

export function publishBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] = { bundlerRuntime, attachShareScopeMap };
}

export default function provideBundlerRuntime() {
  publishBundlerRuntime();
  return { name: 'soglia-provide-bundler-runtime' };
}
