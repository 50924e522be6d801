import { ws } from 'msw';
import type {
  IdentificationClientMessage,
  IdentificationServerMessage,
  SignalCandidate,
} from '@soglia/api-client/realtime';
import { colors } from '@soglia/ui-kit';

/**
 * Stories of the identification call: a camera painted on a canvas (no real camera, no
 * permission prompt) and the host's side of the socket as msw answers it at the network edge,
 * with a real WebRTC connection to a painted host camera in the same page.
 */

/** A live picture on a canvas, as a camera's MediaStream, with a silent microphone. */
export function paintedVideo(label: string, background: string): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  let tick = 0;
  const paint = () => {
    if (!context) return;
    tick += 1;
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = colors.surface;
    context.beginPath();
    context.arc(320, 200, 90 + 6 * Math.sin(tick / 5), 0, 2 * Math.PI);
    context.fill();
    context.font = 'bold 40px sans-serif';
    context.textAlign = 'center';
    context.fillText(label, 320, 400);
  };
  paint();
  const timer = setInterval(paint, 66);
  const stream = canvas.captureStream(15);
  stream.getVideoTracks()[0]?.addEventListener('ended', () => clearInterval(timer));
  try {
    const audio = new AudioContext().createMediaStreamDestination();
    const [silence] = audio.stream.getAudioTracks();
    if (silence) stream.addTrack(silence);
  } catch {
    // No Web Audio: video only.
  }
  return stream;
}

/**
 * getUserMedia answering with painted cameras (front: the guest, back: a document); returns
 * the undo. `refuse` answers as a guest who blocked the camera.
 */
export function installPaintedCameras({ refuse = false } = {}): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  const getUserMedia = async (constraints?: MediaStreamConstraints) => {
    if (refuse) throw new DOMException('Permission denied', 'NotAllowedError');
    const video = constraints?.video;
    const facing = typeof video === 'object' ? video.facingMode : 'user';
    return facing === 'environment'
      ? paintedVideo('Carta d’identità', colors.warningSolid)
      : paintedVideo('Giulia', colors.successSolid);
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return () => {
    if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  };
}

/** The host's camera and microphone in the same page, answering the guest's offer. */
function hostPeer(callId: number, send: (message: IdentificationServerMessage) => void) {
  const peer = new RTCPeerConnection();
  peer.onicecandidate = ({ candidate }) =>
    send({
      type: 'signal',
      call_id: callId,
      candidate: candidate ? (candidate.toJSON() as SignalCandidate) : null,
    });
  // In order: a candidate waits for the offer it belongs to.
  let chain = Promise.resolve();
  const then = (step: () => Promise<void>) => {
    chain = chain.then(step).catch(() => undefined);
  };
  return {
    offer: (sdp: string) =>
      then(async () => {
        await peer.setRemoteDescription({ type: 'offer', sdp });
        const hostMedia = paintedVideo('Host', colors.primary);
        for (const track of hostMedia.getTracks()) peer.addTrack(track, hostMedia);
        await peer.setLocalDescription(await peer.createAnswer());
        send({
          type: 'signal',
          call_id: callId,
          description: { type: 'answer', sdp: peer.localDescription?.sdp ?? '' },
        });
      }),
    candidate: (candidate: SignalCandidate) => then(() => peer.addIceCandidate(candidate)),
  };
}

/** How the painted host behaves after the guest's `call.start` (the right code is 2468). */
export type HostScenario = 'rings' | 'answers' | 'misses' | 'callsBack';

/** The msw handler of GET /api/identification/socket/ playing the host. */
export function identificationSocket(scenario: HostScenario) {
  // The socket's address as the app builds it (the page's origin); msw's patterns with
  // wildcards do not match a ws:// address with a port.
  const link = ws.link(`${location.origin.replace(/^http/, 'ws')}/api/identification/socket/`);
  return link.addEventListener('connection', ({ client }) => {
    const send = (message: IdentificationServerMessage) => client.send(JSON.stringify(message));
    let host: ReturnType<typeof hostPeer> | null = null;
    send({ type: 'hello', kind: 'guest', ring_seconds: 120 });
    if (scenario === 'callsBack')
      setTimeout(() => send({ type: 'call.incoming', call_id: 77 }), 300);

    client.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as IdentificationClientMessage;
      switch (message.type) {
        case 'call.start':
          if (message.cpc !== '2468') {
            client.send(
              JSON.stringify({
                type: 'error',
                ref: message.ref,
                code: 'wrong_cpc',
                detail: 'Invalid CPC.',
              }),
            );
            return;
          }
          send({ type: 'call.started', ref: message.ref, call_id: 51, ring_seconds: 120 });
          if (scenario === 'answers') {
            setTimeout(() => send({ type: 'call.answered', call_id: 51 }), 600);
          }
          if (scenario === 'misses')
            setTimeout(() => send({ type: 'call.missed', call_id: 51 }), 600);
          return;
        case 'call.answer':
          send({ type: 'call.answered', call_id: message.call_id });
          return;
        case 'call.end':
          send({
            type: 'call.ended',
            call_id: message.call_id,
            status: 'ended',
            ended_by: 'guest',
          });
          return;
        case 'signal':
          host ??= hostPeer(message.call_id, send);
          if (message.description?.type === 'offer') host.offer(message.description.sdp);
          if (message.candidate) host.candidate(message.candidate);
          return;
        default:
          return;
      }
    });
  });
}
