import { useCallback, useEffect, useRef, useState } from 'react';
import { getIceServers, type IceServer } from '@soglia/api-client';
import {
  createCallPeer,
  type CallPeer,
  type IdentificationSocket,
} from '@soglia/api-client/realtime';
import { useAppDispatch } from '../../app/hooks';
import { localMediaSettled, peerConnectionChanged, type CallMedia } from './identificationSlice';

interface LocalMedia {
  stream: MediaStream | null;
  media: Exclude<CallMedia, 'pending'>;
}

/** Camera and microphone; the microphone alone without a camera; nothing when both are refused. */
async function localMedia(): Promise<LocalMedia> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) return { stream: null, media: 'receive-only' };
  try {
    return { stream: await devices.getUserMedia({ video: true, audio: true }), media: 'camera' };
  } catch {
    try {
      return { stream: await devices.getUserMedia({ audio: true }), media: 'microphone' };
    } catch {
      return { stream: null, media: 'receive-only' };
    }
  }
}

/** Without the installation's STUN/TURN servers the call still tries a direct connection. */
const iceServers = (): Promise<IceServer[]> =>
  getIceServers().then(
    (answer) => answer.ice_servers,
    () => [],
  );

const stopTracks = (stream: MediaStream | null) =>
  stream?.getTracks().forEach((track) => track.stop());

export interface CallSession {
  /** The guest's camera and microphone, once they arrive. */
  remoteStream: MediaStream | null;
  /** The host's own camera, for the preview. */
  localStream: MediaStream | null;
  /**
   * Joins call `callId` as the answerer (the guest's phone makes the offer, also on a call
   * back). The peer listens from this call on, so an offer arriving while the browser still
   * asks for the camera is kept.
   */
  join(socket: IdentificationSocket, callId: number): void;
  leave(): void;
}

/** The WebRTC side of the call on screen: streams and peer live here, never in the store. */
export function useCallSession(): CallSession {
  const dispatch = useAppDispatch();
  const peerRef = useRef<CallPeer | null>(null);
  const localRef = useRef<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);

  const leave = useCallback(() => {
    peerRef.current?.close();
    peerRef.current = null;
    stopTracks(localRef.current);
    localRef.current = null;
    setLocalStream(null);
    setRemoteStream(null);
  }, []);

  const join = useCallback(
    (socket: IdentificationSocket, callId: number) => {
      leave();
      const peer = createCallPeer({
        socket,
        callId,
        role: 'answerer',
        onRemoteStream: setRemoteStream,
        onConnectionState: (state) => dispatch(peerConnectionChanged(state)),
      });
      peerRef.current = peer;
      void (async () => {
        const [local, servers] = await Promise.all([localMedia(), iceServers()]);
        if (peerRef.current !== peer) {
          stopTracks(local.stream);
          return;
        }
        localRef.current = local.stream;
        setLocalStream(local.stream);
        dispatch(localMediaSettled(local.media));
        try {
          await peer.start({ iceServers: servers, localStream: local.stream });
        } catch {
          if (peerRef.current === peer) dispatch(peerConnectionChanged('failed'));
        }
      })();
    },
    [dispatch, leave],
  );

  useEffect(() => leave, [leave]);

  return { remoteStream, localStream, join, leave };
}
