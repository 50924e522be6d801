import crypto from 'node:crypto';
import type { IdentificationSettings } from '../config';

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * The ICE servers of one browser, as RTCPeerConnection takes them. TURN credentials follow
 * coturn's REST API (`use-auth-secret`): the username is `<expiry, unix seconds>:<id>` and the
 * password base64(HMAC-SHA1(secret, username)); the TURN server checks both with the same
 * secret, and refuses them after the expiry. Nothing is stored.
 */
export const iceServersFor = (
  settings: IdentificationSettings,
  id: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { ice_servers: IceServer[]; ttl_seconds: number } => {
  const servers: IceServer[] = [];
  if (settings.stunUrls.length > 0) servers.push({ urls: settings.stunUrls });
  if (settings.turnUrls.length > 0 && settings.turnSecret) {
    const username = `${nowSeconds + settings.turnTtlSeconds}:${id}`;
    const credential = crypto
      .createHmac('sha1', settings.turnSecret)
      .update(username)
      .digest('base64');
    servers.push({ urls: settings.turnUrls, username, credential });
  }
  return { ice_servers: servers, ttl_seconds: settings.turnTtlSeconds };
};
