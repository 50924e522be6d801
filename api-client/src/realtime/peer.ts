import type { IceServer } from '../resources/identification';
import type { IdentificationServerMessage, SignalCandidate } from './messages';
import type { IdentificationSocket } from './socket';

export interface CallPeerOptions {
  socket: IdentificationSocket;
  callId: number;
  /**
   * The guest makes the offer (it calls with its camera on); the host answers, sending its own
   * camera on the offer's lines when it has one.
   */
  role: 'offerer' | 'answerer';
  onRemoteStream: (stream: MediaStream) => void;
  /** `connected`, `failed` … as `RTCPeerConnection.connectionState`. */
  onConnectionState?: (state: RTCPeerConnectionState) => void;
}

export interface CallPeer {
  /** Starts the connection; signals that arrived before are used then, in order. */
  start(setup: { iceServers: IceServer[]; localStream: MediaStream | null }): Promise<void>;
  /** Another camera (front/back) on the same call, with no renegotiation. */
  replaceVideoTrack(track: MediaStreamTrack): Promise<void>;
  readonly connection: RTCPeerConnection | null;
  close(): void;
}

type Signal = Extract<IdentificationServerMessage, { type: 'signal' }>;

/**
 * One side of an identification call's WebRTC connection, signalled through the
 * identification socket. It listens from the moment it is created, so an offer that arrives
 * while this side still asks for its camera or its ICE servers is not lost.
 */
export function createCallPeer(options: CallPeerOptions): CallPeer {
  const { socket, callId, role } = options;
  const early: Signal[] = [];
  const candidates: SignalCandidate[] = [];
  let pc: RTCPeerConnection | null = null;
  let local: MediaStream | null = null;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();

  const sendCandidate = (candidate: RTCIceCandidate | null) =>
    socket.send({
      type: 'signal',
      call_id: callId,
      candidate: candidate ? (candidate.toJSON() as SignalCandidate) : null,
    });

  const attachLocalToOffer = (connection: RTCPeerConnection) => {
    if (!local) return;
    for (const track of local.getTracks()) {
      const transceiver = connection
        .getTransceivers()
        .find((t) => t.receiver.track.kind === track.kind && !t.sender.track);
      if (!transceiver) continue;
      void transceiver.sender.replaceTrack(track);
      transceiver.direction = 'sendrecv';
    }
  };

  const handle = async (signal: Signal) => {
    const connection = pc;
    if (!connection || closed) return;
    if (signal.description) {
      await connection.setRemoteDescription(signal.description);
      if (signal.description.type === 'offer') {
        attachLocalToOffer(connection);
        await connection.setLocalDescription(await connection.createAnswer());
        const answer = connection.localDescription;
        if (answer) {
          socket.send({
            type: 'signal',
            call_id: callId,
            description: { type: 'answer', sdp: answer.sdp },
          });
        }
      }
      for (const candidate of candidates.splice(0)) await connection.addIceCandidate(candidate);
    }
    if (signal.candidate) {
      if (connection.remoteDescription) await connection.addIceCandidate(signal.candidate);
      else candidates.push(signal.candidate);
    }
  };

  const enqueue = (signal: Signal) => {
    chain = chain.then(() => handle(signal)).catch(() => undefined);
  };

  const unsubscribe = socket.subscribe((message) => {
    if (message.type !== 'signal' || message.call_id !== callId) return;
    if (pc) enqueue(message);
    else early.push(message);
  });

  return {
    get connection() {
      return pc;
    },
    async start({ iceServers, localStream }) {
      if (closed || pc) return;
      local = localStream;
      const connection = new RTCPeerConnection({ iceServers });
      pc = connection;
      connection.onicecandidate = (event) => sendCandidate(event.candidate);
      connection.ontrack = (event) =>
        options.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
      connection.onconnectionstatechange = () =>
        options.onConnectionState?.(connection.connectionState);
      if (role === 'offerer') {
        if (localStream) {
          for (const track of localStream.getTracks()) connection.addTrack(track, localStream);
        }
        // The host's camera and microphone come back on the same lines.
        for (const kind of ['audio', 'video'] as const) {
          const sending = connection.getTransceivers().find((t) => t.sender.track?.kind === kind);
          if (!sending) connection.addTransceiver(kind, { direction: 'recvonly' });
        }
        await connection.setLocalDescription(await connection.createOffer());
        const offer = connection.localDescription;
        if (offer) {
          socket.send({
            type: 'signal',
            call_id: callId,
            description: { type: 'offer', sdp: offer.sdp },
          });
        }
      }
      for (const signal of early.splice(0)) enqueue(signal);
      await chain;
    },
    async replaceVideoTrack(track) {
      const sender = pc?.getSenders().find((s) => s.track?.kind === 'video');
      if (sender) await sender.replaceTrack(track);
      if (local) {
        for (const old of local.getVideoTracks()) {
          local.removeTrack(old);
          if (old !== track) old.stop();
        }
        local.addTrack(track);
      }
    },
    close() {
      closed = true;
      unsubscribe();
      pc?.close();
      pc = null;
    },
  };
}
