import axios from 'axios';
import { readCookie } from '../auth-token';
import type { DetailError } from '../common';
import { http } from '../http';
import { prefetch, takePrefetched } from '../prefetch';
import { getJson, postJson, type CallOptions } from '../request';

export type ProfileType = 'owner' | 'guest';

export interface LoginRequest {
  username: string;
  password: string;
}
export interface LoginResponse {
  /** The token, sent back as `Authorization: Token <key>`. */
  key: string;
}
export interface UserInformation {
  profile_type: ProfileType;
}

/** POST /api/auth/login/: 200 `{key}`; 400 `{non_field_errors}`; 429 `{detail}` when throttled. */
export function login(body: LoginRequest, options?: CallOptions): Promise<LoginResponse> {
  return postJson('/api/auth/login/', body, options);
}

/** POST /api/auth/logout/ with an empty JSON body: revokes the token. */
export function logout(options?: CallOptions): Promise<DetailError> {
  return postJson('/api/auth/logout/', {}, options);
}

const USER_INFORMATION = '/api/user_information/';

/** GET /api/user_information/; answered by `prefetchUserInformation` when one is held. */
export function getUserInformation(options?: CallOptions): Promise<UserInformation> {
  return takePrefetched(
    USER_INFORMATION,
    () => getJson<UserInformation>(USER_INFORMATION, undefined, options),
    options?.signal,
  );
}

/** Starts GET /api/user_information/ now, for the next `getUserInformation` (see prefetch.ts). */
export function prefetchUserInformation(): void {
  prefetch(USER_INFORMATION, () => getJson(USER_INFORMATION));
}

/**
 * GET /api/csrf/ (204): sets the `csrftoken` cookie that unsafe calls echo in X-CSRFToken.
 * Unsafe calls fetch it on their own when it is missing; this answers the cookie's value.
 */
export async function getCsrfCookie(options?: CallOptions): Promise<string | null> {
  await axios.get(`${http.defaults.baseURL ?? ''}/api/csrf/`, {
    withCredentials: true,
    signal: options?.signal,
  });
  return readCookie('csrftoken');
}
