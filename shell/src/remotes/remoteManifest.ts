/**
 * What the shell reads in a remote's mf-manifest.json (as @module-federation/enhanced 2.9 writes
 * it) to load the remote: its entry, and the scripts its ./App runs first, to ask for them all
 * at once. The shell does this itself instead of the federation runtime's snapshot plugin, which
 * it builds without (docs/adr/0017).
 */
export interface RemoteFiles {
  /** remoteEntry.js's URL. */
  entry: string;
  /** ./App's first chunks and those of the shared libraries only the remote provides. */
  scripts: string[];
}

interface Assets {
  assets?: { js?: { sync?: string[] } };
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: (Assets & { path: string })[];
  shared?: (Assets & { name: string })[];
}

/**
 * The remote's files, resolved against its public path (or the manifest's own folder for
 * `auto`). `providedByHost(shareKey)`: whether the page already has that shared library (its
 * remote copy is never downloaded, so it is not asked for).
 */
export function remoteFilesOf(
  data: unknown,
  manifestUrl: string,
  providedByHost: (shareKey: string) => boolean,
): RemoteFiles {
  const { metaData: meta, exposes = [], shared = [] } = (data ?? {}) as Manifest;
  const entry = meta?.remoteEntry;
  if (!entry?.name) throw new Error(`${manifestUrl}: no metaData.remoteEntry`);
  const publicPath = meta?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const resolve = (file: string) => new URL(file, base).href;
  const sync = (item?: Assets) => item?.assets?.js?.sync ?? [];
  return {
    entry: resolve(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`),
    scripts: [
      ...sync(exposes.find((expose) => expose.path === './App')),
      ...shared.filter((item) => !providedByHost(item.name)).flatMap(sync),
    ].map(resolve),
  };
}

/**
 * GET the manifest (the page may already have preloaded it: same request mode, so the browser
 * reuses that answer). `fresh`: past any cached copy, for a retry.
 */
export async function readRemoteManifest(
  url: string,
  fresh: boolean,
  providedByHost: (shareKey: string) => boolean,
): Promise<RemoteFiles> {
  const response = await fetch(url, fresh ? { cache: 'no-cache' } : undefined);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return remoteFilesOf(await response.json(), url, providedByHost);
}

/** Asks the browser for the scripts now (no-op for those the page already preloads). */
export function preloadScripts(urls: readonly string[]): void {
  const present = new Set(
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
      (link) => link.href,
    ),
  );
  for (const url of urls) {
    if (present.has(url)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = url;
    document.head.appendChild(link);
    present.add(url);
  }
}
