// Which paths are which remote's and what their pages preload: the part of the contract between
// the shell and the remotes (contract.ts) that the shell's server reads too. Plain JavaScript
// with its types beside it (areas.d.mts), as that server runs on Node without a build
// (docs/adr/0021).

export const REMOTE_AREAS = Object.freeze({
  // The console routes its sections and apartment tabs below /owners itself.
  owner: Object.freeze({
    basePath: '/owners',
    subpaths: true,
    preload: Object.freeze({ withApp: [], later: [] }),
  }),
  // One page.
  guest: Object.freeze({
    basePath: '/guest',
    subpaths: false,
    preload: Object.freeze({
      // The dashboard's texts in the guest's language (guest-app/src/shared/i18n/loadMessages.ts).
      withApp: ['i18n-{language}'],
      // Below the stay card: the doors and check-in forms (guest-app/src/screens/KeysScreen.tsx)
      // and their texts.
      later: ['keys-checkin', 'keys-i18n-{language}'],
    }),
  }),
});

/** The remote whose area a path is in (a trailing slash does not matter), or null. */
export function areaOfPath(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = Object.keys(REMOTE_AREAS).find((remote) => {
    const { basePath, subpaths } = REMOTE_AREAS[remote];
    return path === basePath || (subpaths && path.startsWith(`${basePath}/`));
  });
  return name ?? null;
}
