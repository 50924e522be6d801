import { REMOTE_BASE_PATHS, areaOfPath, type ProfileType } from '@soglia/api-client';

export type Route =
  { kind: 'login' } | { kind: 'area'; profile: ProfileType } | { kind: 'unknown' };

export const LOGIN_PATH = '/login';

export function pathForProfile(profile: ProfileType): string {
  return REMOTE_BASE_PATHS[profile];
}

/** Which remote's area a path is in: api-client's REMOTE_AREAS say (the shell's server too). */
export function matchRoute(pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === LOGIN_PATH) return { kind: 'login' };
  const profile = areaOfPath(path);
  return profile ? { kind: 'area', profile } : { kind: 'unknown' };
}
