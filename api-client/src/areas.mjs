// Which paths are which remote's: the part of the contract between the shell and the remotes
// (contract.ts) that the shell's server reads too. Plain JavaScript with its types beside it
// (areas.d.mts), as that server runs on Node without a build (docs/adr/0022).

export const REMOTE_AREAS = {
  // The console routes its sections and apartment tabs below /owners itself.
  owner: { basePath: '/owners', subpaths: true },
  // One page.
  guest: { basePath: '/guest', subpaths: false },
};

/** The path each remote owns (`REMOTE_AREAS[name].basePath`). */
export const REMOTE_BASE_PATHS = {
  owner: REMOTE_AREAS.owner.basePath,
  guest: REMOTE_AREAS.guest.basePath,
};

/** The remote whose area a path is in (a trailing slash does not matter), or null. */
export function areaOfPath(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = Object.keys(REMOTE_AREAS).find((remote) => {
    const { basePath, subpaths } = REMOTE_AREAS[remote];
    return path === basePath || (subpaths && path.startsWith(`${basePath}/`));
  });
  return name ?? null;
}
