/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_AREAS, type RemoteArea, type RemoteName } from '@soglia/api-client/contract';
import { matchRoute } from './routing/routes';
import { call, closedPort, startServe, stopServe, type RunningShell } from './testing/shellProcess';

// Which paths are which remote's comes from api-client's REMOTE_AREAS, on the shell's client and
// on its server (the page's preloads): a remote's new path, or a new remote, is the shell's as
// soon as the contract says so, and a rule the shell kept apart from it fails here.
const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

let dist: string;
let shell: RunningShell;
let manifests: Record<RemoteName, string>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-areas-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  // The remotes are down: the page still preloads the manifest of the path's remote.
  manifests = {
    owner: `http://127.0.0.1:${await closedPort()}/owner/mf-manifest.json`,
    guest: `http://127.0.0.1:${await closedPort()}/guest/mf-manifest.json`,
  };
  shell = await startServe({
    SHELL_DIST: dist,
    API_URL: `http://127.0.0.1:${await closedPort()}`,
    OWNER_REMOTE_URL: manifests.owner,
    GUEST_REMOTE_URL: manifests.guest,
  });
});

afterAll(async () => {
  await stopServe(shell);
  rmSync(dist, { recursive: true, force: true });
});

/** The manifests a signed-in visitor's page on `route` preloads. */
async function preloadedManifests(route: string) {
  const res = await call(shell.port, 'GET', route, { headers: { Cookie: 'signed_in=1' } });
  expect(res.status).toBe(200);
  return [
    ...res.body.toString().matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g),
  ].map(([, href]) => href);
}

const inside = ({ basePath, subpaths }: RemoteArea) => [
  basePath,
  `${basePath}/`,
  ...(subpaths ? [`${basePath}/a`, `${basePath}/a/1/b/`] : []),
];
const outside = ({ basePath, subpaths }: RemoteArea) => [
  `${basePath}x`,
  ...(subpaths ? [] : [`${basePath}/a`]),
];

test.each(Object.entries(REMOTE_AREAS) as [RemoteName, RemoteArea][])(
  "the %s remote's paths are its area on the shell's client and server",
  async (name, area) => {
    for (const route of inside(area)) {
      expect(matchRoute(route)).toEqual({ kind: 'area', profile: name });
      expect(await preloadedManifests(route)).toEqual([manifests[name]]);
    }
    for (const route of outside(area)) {
      expect(matchRoute(route)).toEqual({ kind: 'unknown' });
      expect(await preloadedManifests(route)).toEqual([]);
    }
  },
);

test('the login page and the paths of no remote preload nothing', async () => {
  for (const route of ['/', '/login', '/admin']) {
    expect(await preloadedManifests(route)).toEqual([]);
  }
});
