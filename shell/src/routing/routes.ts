import { REMOTE_BASE_PATHS, type ProfileType } from '@soglia/api-client';

export type Route =
  { kind: 'login' } | { kind: 'area'; profile: ProfileType } | { kind: 'unknown' };

export const LOGIN_PATH = '/login';

export function pathForProfile(profile: ProfileType): string {
  return REMOTE_BASE_PATHS[profile];
}

/**
 * `/owners` and every path below it belong to the owner remote, which routes its sections and
 * apartment tabs itself; the guest remote has the single page `/guest`.
 */
export function matchRoute(pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === LOGIN_PATH) return { kind: 'login' };
  const owner = REMOTE_BASE_PATHS.owner;
  if (path === owner || path.startsWith(`${owner}/`)) return { kind: 'area', profile: 'owner' };
  if (path === REMOTE_BASE_PATHS.guest) return { kind: 'area', profile: 'guest' };
  return { kind: 'unknown' };
}
