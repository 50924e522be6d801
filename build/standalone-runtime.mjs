// Browser entry of mf-runtime-core.js. Production remotes take the federation runtime-core from
// their host (`externalRuntime`); a remote's own standalone page has no host, so it loads this
// file first to provide the runtime-core the shell would otherwise provide.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
