export type * from './messages';
export {
  IdentificationError,
  openIdentificationSocket,
  type IdentificationSocket,
  type IdentificationSocketOptions,
  type SocketState,
} from './socket';
export { createCallPeer, type CallPeer, type CallPeerOptions } from './peer';
