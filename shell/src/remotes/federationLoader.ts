import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchShellConfig } from './shellConfig';
import type { RemoteApp, RemoteLoader, RemoteName } from './types';

const LOAD_TIMEOUT_MS = 20_000;
const registered = new Set<RemoteName>();

function withTimeout<T>(promise: Promise<T>, name: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Remote "${name}" did not load within ${LOAD_TIMEOUT_MS / 1000} s`)),
      LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function pickApp(module: unknown, name: RemoteName): RemoteApp {
  const exports = module as { App?: unknown; default?: unknown } | null | undefined;
  const candidate = exports?.App ?? exports?.default;
  if (candidate == null || (typeof candidate !== 'function' && typeof candidate !== 'object')) {
    throw new Error(`Remote "${name}/App" does not export an App component`);
  }
  return candidate as RemoteApp;
}

async function register(name: RemoteName, fresh: boolean): Promise<string> {
  const config = await fetchShellConfig(fresh);
  const entry = config.remotes[name];
  if (fresh || !registered.has(name)) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.add(name);
  }
  return entry;
}

/**
 * Starts downloading a remote's manifest, entry and App chunks without running them, so they
 * arrive while the server is still confirming who the user is. Failures are left to the load
 * itself, which reports them and offers a retry.
 */
export function preloadFederatedApp(name: RemoteName): void {
  register(name, false)
    .then(() => preloadRemote([{ nameOrAlias: name, exposes: ['./App'] }]))
    .catch(() => {});
}

/**
 * Registers the remote from /config.json and loads `<name>/App`. On a retry the remote is
 * registered again with `force`, which drops the runtime's cached manifest, manifest-loading
 * promise and remote entry, so the next attempt really goes back to the network.
 */
export const loadFederatedApp: RemoteLoader = async (name, { fresh }) => {
  const entry = await register(name, fresh);
  const module = await withTimeout(loadRemote<unknown>(`${name}/App`), name);
  if (!module) throw new Error(`Remote "${name}/App" could not be loaded from ${entry}`);
  return pickApp(module, name);
};
