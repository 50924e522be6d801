import type { ProfileType } from '@soglia/api-client';

export type Route =
  { kind: 'login' } | { kind: 'area'; profile: ProfileType } | { kind: 'unknown' };

export const LOGIN_PATH = '/login';

const AREA_PATHS: Record<ProfileType, string> = { owner: '/owners', guest: '/guest' };

export function pathForProfile(profile: ProfileType): string {
  return AREA_PATHS[profile];
}

export function matchRoute(pathname: string): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === LOGIN_PATH) return { kind: 'login' };
  if (path === AREA_PATHS.owner) return { kind: 'area', profile: 'owner' };
  if (path === AREA_PATHS.guest) return { kind: 'area', profile: 'guest' };
  return { kind: 'unknown' };
}
