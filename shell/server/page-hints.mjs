// What the shell's page tells the browser before any JavaScript runs (docs/adr/0015): the remote
// URLs inline (no /config.json round trip) and, on an area's page, <link rel=preload> for the
// area's own chunk, the remote's mf-manifest.json, remoteEntry.js, the chunks of its App, the
// shared libraries only the remote provides (react-intl) and, for a visitor whose language is
// known, the chunks the remote's contract names for it (docs/adr/0022: for the guest the
// translations, then at low priority the doors and check-in chunk and its texts). The browser
// fetches them all in parallel with the shell's own files instead of discovering them one after
// the other.
//
// The shell reads each remote's manifest and the contract.json beside it itself (the operator's
// configured URL, never a URL from a request) and keeps them for MANIFEST_TTL_MS, refreshed in the
// background; a remote that is down or a file that does not parse only means fewer hints (the
// page works the same).
import { readdirSync } from 'node:fs';

const MANIFEST_TTL_MS = 30_000;
const FETCH_TIMEOUT_MS = 3_000;

const AREA_CHUNK = /^area\.[0-9a-f]{10}\.js$/;

/** What a remote's build writes beside its mf-manifest.json (build/remote-contract.cjs). */
const CONTRACT_FILE = 'contract.json';

const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end the <script> element it sits in. */
const inlineJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

function absoluteHttpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The files of a remote's first screen, from its mf-manifest.json (as @module-federation/enhanced
 * 2.9 writes it) and its contract.json (null: none). Only files on the manifest's own origin: the
 * page's CSP allows scripts from the remotes' origins only.
 */
export function remoteFiles(manifest, manifestUrl, hostProvided = new Set(), contract = null) {
  const meta = manifest?.metaData;
  const entry = meta?.remoteEntry;
  if (!entry || typeof entry.name !== 'string') throw new Error('no metaData.remoteEntry');
  const base =
    !meta.publicPath || meta.publicPath === 'auto'
      ? new URL('./', manifestUrl)
      : new URL(meta.publicPath, manifestUrl);
  const resolve = (file) => {
    if (typeof file !== 'string') return null;
    const url = new URL(file, base);
    return url.origin === manifestUrl.origin ? url.href : null;
  };
  const resolveAll = (files) => (Array.isArray(files) ? files.map(resolve).filter(Boolean) : []);
  const app = (manifest.exposes ?? []).find((expose) => expose.path === './App');
  const shared = (manifest.shared ?? []).filter((item) => !hostProvided.has(item.name));
  // Per language: { withApp, later }.
  const preload = new Map();
  for (const [language, files] of Object.entries(contract?.preload ?? {})) {
    preload.set(language, { withApp: resolveAll(files?.withApp), later: resolveAll(files?.later) });
  }
  return {
    entry: resolve(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`),
    scripts: resolveAll([
      ...(app?.assets?.js?.sync ?? []),
      ...shared.flatMap((item) => item.assets?.js?.sync ?? []),
    ]),
    preload,
  };
}

/**
 * Page hints for the shell server. `config` is /config.json's content; `distDir` the shell's
 * build (for the area chunk's hashed name); `hostProvided` the share keys the shell provides
 * itself (their remote copies are never downloaded).
 */
export function createPageHints({
  config,
  distDir,
  hostProvided = [],
  fetchImpl = fetch,
  now = Date.now,
}) {
  const provided = new Set(hostProvided);
  const areaChunk = (() => {
    try {
      return readdirSync(distDir).find((name) => AREA_CHUNK.test(name)) ?? null;
    } catch {
      return null;
    }
  })();
  const manifests = new Map();

  async function readJson(url) {
    const response = await fetchImpl(url.href, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }

  async function refresh(name, url) {
    const state = manifests.get(name);
    state.pending = true;
    try {
      const [manifest, contract] = await Promise.all([
        readJson(url),
        // A remote built without one only gets no language hints.
        readJson(new URL(CONTRACT_FILE, url)).catch(() => null),
      ]);
      state.files = remoteFiles(manifest, url, provided, contract);
    } catch {
      state.files = null;
    } finally {
      state.at = now();
      state.pending = false;
    }
  }

  /** The remote's files as last read (refreshed in the background when older than the TTL). */
  function filesOf(name) {
    const url = absoluteHttpUrl(config.remotes[name]);
    if (!url) return { url: null, files: null };
    let state = manifests.get(name);
    if (!state) {
      state = { at: 0, files: null, pending: false, ready: null };
      manifests.set(name, state);
    }
    if (!state.pending && now() - state.at > MANIFEST_TTL_MS) state.ready = refresh(name, url);
    return { url, files: state.files };
  }

  return {
    /** Reads every remote's manifest now (at start), so the first page already has hints. */
    warmUp() {
      return Promise.all(
        Object.keys(config.remotes).map((name) => {
          filesOf(name);
          return manifests.get(name)?.ready;
        }),
      );
    },

    /** The tags to put in <head>: the inline config and, for an area, the preloads. */
    headTags(area, language) {
      const tags = [
        `<script type="application/json" id="soglia-config">${inlineJson(config)}</script>`,
      ];
      if (!area) return tags.join('');
      const script = (href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`;
      if (areaChunk) tags.push(script(`/${areaChunk}`));
      const { url, files } = filesOf(area);
      if (url) {
        tags.push(
          `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url.href)}">`,
        );
      }
      if (files) {
        const chosen = language ? files.preload.get(language) : undefined;
        for (const href of [files.entry, ...files.scripts, ...(chosen?.withApp ?? [])])
          if (href) tags.push(script(href));
        for (const href of chosen?.later ?? []) {
          tags.push(
            `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}">`,
          );
        }
      }
      return tags.join('');
    },
  };
}
