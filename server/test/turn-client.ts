import crypto from 'node:crypto';
import { createSocket } from 'node:dgram';
import {
  constants,
  createMessage,
  createServer,
  request,
  StunResponseError,
  validateFingerprint,
  validateMessageIntegrity,
  type StunRequest,
  type StunResponse,
  type StunServer,
} from '@msimerson/stun';

/** What a TURN server answered an Allocate: the relayed address, or its error. */
export type Allocation =
  | { ok: true; relayed: { address: string; port: number }; lifetime: number }
  | { ok: false; code: number; reason: string };

/** The host and port of a `turn:host:port?transport=udp` URL, as RTCIceServer takes it. */
export const turnAddress = (url: string): { host: string; port: number } => {
  const match = /^turns?:(\[[^\]]+\]|[^:?]+)(?::(\d+))?/i.exec(url);
  if (!match) throw new Error(`not a TURN URL: ${url}`);
  return { host: match[1].replace(/^\[|\]$/g, ''), port: Number(match[2] ?? 3478) };
};

/** An Allocate request for a UDP relay (REQUESTED-TRANSPORT 17). */
const allocateRequest = (): StunRequest => {
  const message = createMessage(constants.STUN_ALLOCATE_REQUEST);
  message.addAttribute(constants.STUN_ATTR_REQUESTED_TRANSPORT, 17 << 24);
  return message;
};

/** The server's answer to `message`, an error answer included (request() rejects with it). */
const exchange = async (
  server: StunServer,
  target: string,
  message: StunRequest,
): Promise<StunResponse> => {
  try {
    return await request(target, { server, message, timeout: 200, retries: 4 });
  } catch (error) {
    if (error instanceof StunResponseError) return error.packet;
    throw error;
  }
};

const errorOf = (answer: StunResponse): Allocation => {
  const error = answer.getError();
  return { ok: false, code: error?.code ?? 0, reason: error?.reason ?? '' };
};

/**
 * A TURN Allocate over UDP with long-term credentials (RFC 5766 with RFC 5389 § 10.2), as a
 * browser's ICE agent does with the API's ICE servers: a first request without credentials gets
 * 401 with the realm and a nonce, the second carries USERNAME, REALM, NONCE, MESSAGE-INTEGRITY
 * (HMAC-SHA1 keyed with MD5(username:realm:password)) and FINGERPRINT. A success must carry the
 * server's own MESSAGE-INTEGRITY with the same key. Both requests go from one socket: coturn keeps
 * the nonce per client address.
 */
export const allocateUdp = async (
  url: string,
  username: string,
  password: string,
): Promise<Allocation> => {
  const { host, port } = turnAddress(url);
  const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  await new Promise<void>((resolve) => socket.bind(0, resolve));
  const server = createServer({ type: host.includes(':') ? 'udp6' : 'udp4', socket });
  const target = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  try {
    const challenge = await exchange(server, target, allocateRequest());
    const realm = challenge.getRealm();
    const nonce = challenge.getNonce();
    if (challenge.getError()?.code !== 401 || !realm || !nonce) return errorOf(challenge);

    const message = allocateRequest();
    message.addAttribute(constants.STUN_ATTR_USERNAME, username);
    message.addAttribute(constants.STUN_ATTR_REALM, realm);
    message.addAttribute(constants.STUN_ATTR_NONCE, nonce);
    const key = crypto.createHash('md5').update(`${username}:${realm}:${password}`).digest();
    message.addMessageIntegrity(key);
    message.addFingerprint();
    const answer = await exchange(server, target, message);
    if (answer.getError()) return errorOf(answer);
    if (!validateFingerprint(answer) || !validateMessageIntegrity(answer, key)) {
      throw new Error('the Allocate success is not signed with the credentials');
    }
    const relayed = answer.getAttribute(constants.STUN_ATTR_XOR_RELAYED_ADDRESS)?.value as {
      address: string;
      port: number;
    };
    const lifetime = answer.getAttribute(constants.STUN_ATTR_LIFETIME)?.value as number;
    return { ok: true, relayed: { address: relayed.address, port: relayed.port }, lifetime };
  } finally {
    server.close();
    socket.close();
  }
};
