import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadScripts, readRemoteManifest, type RemoteFiles } from './remoteManifest';
import { fetchShellConfig } from './shellConfig';
import type { RemoteApp, RemoteLoader, RemoteName } from './types';

const LOAD_TIMEOUT_MS = 20_000;
const registered = new Map<RemoteName, string>();
const manifests = new Map<RemoteName, Promise<RemoteFiles>>();

/** Whether the page's share scope already holds a library (one of the shell's own). */
function providedByHost(shareKey: string): boolean {
  const versions = getInstance()?.shareScopeMap.default?.[shareKey];
  return Boolean(versions && Object.keys(versions).length > 0);
}

/** The remote's files from its manifest, read once (again when `fresh`; a failure is not kept). */
function filesOf(name: RemoteName, fresh: boolean): Promise<RemoteFiles> {
  let pending = manifests.get(name);
  if (!pending || fresh) {
    const attempt = fetchShellConfig(fresh).then((config) =>
      readRemoteManifest(config.remotes[name], fresh, providedByHost),
    );
    attempt.catch(() => {
      if (manifests.get(name) === attempt) manifests.delete(name);
    });
    manifests.set(name, attempt);
    pending = attempt;
  }
  return pending;
}

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

/**
 * Asks for the remote's entry and first chunks at once, and registers it by its entry. On a
 * retry (`fresh`) the remote is registered again with `force`, which drops the runtime's cached
 * remote entry, so the next attempt really goes back to the network.
 */
async function register(name: RemoteName, fresh: boolean): Promise<string> {
  const { entry, scripts } = await filesOf(name, fresh);
  preloadScripts([entry, ...scripts]);
  if (fresh || registered.get(name) !== entry) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  return entry;
}

/** Registers the remote from its manifest and loads `<name>/App`. */
export const loadFederatedApp: RemoteLoader = async (name, { fresh }) => {
  const entry = await register(name, fresh);
  const module = await withTimeout(loadRemote<unknown>(`${name}/App`), name);
  if (!module) throw new Error(`Remote "${name}/App" could not be loaded from ${entry}`);
  return pickApp(module, name);
};

/**
 * Downloads and runs the remote's entry and App module now, while the server is still confirming
 * who the user is: RemoteHost's load then finds the App ready (the runtime keeps the module).
 * Failures are left to that load, which reports them and offers a retry.
 */
export function preloadFederatedApp(name: RemoteName): void {
  loadFederatedApp(name, { fresh: false }).catch(() => {});
}
