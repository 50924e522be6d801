// Browser entry of mf-runtime-core.js. Production remotes take the federation runtime-core and
// the webpack bundler runtime from their host (`externalRuntime`, externalBundlerRuntime in
// webpack-common.cjs); a remote's own standalone page has no host, so it loads this file first to
// provide what the shell would otherwise provide.
import * as runtimeCore from '@module-federation/runtime-core';
import { publishBundlerRuntime } from './provide-bundler-runtime.mjs';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
publishBundlerRuntime();
