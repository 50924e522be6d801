/**
 * What the identification call shows, shared by the card (in the keys section's code) and the
 * call's own chunk (session.ts and the call screens), which the card imports lazily.
 */
export type CallPhase =
  /** The start form. */
  | { kind: 'idle' }
  /** Camera, ICE servers, then `call.start`: the form's button is busy. */
  | { kind: 'starting' }
  /** The host's tabs ring until `endsAt` (ms since the epoch). */
  | { kind: 'ringing'; callId: number; endsAt: number }
  /** The host calls back. */
  | { kind: 'incoming'; callId: number }
  /** The guest answered a call back: camera, then `call.answer`. */
  | { kind: 'answering'; callId: number }
  | { kind: 'call'; callId: number }
  | { kind: 'missed' };

/** Why a call did not start or stopped, as the guest reads it. */
export type ProblemCode =
  | 'wrong_cpc'
  | 'cpc_locked_out'
  | 'throttled'
  | 'checkin_incomplete'
  | 'outside_stay'
  | 'offline'
  | 'media_denied'
  | 'media_missing'
  | 'media_busy'
  | 'connection_failed'
  | 'call_over'
  | 'call_failed';

export interface CallProblem {
  code: ProblemCode;
  /** cpc_locked_out: how long the guest waits, when the server says it. */
  minutes?: number;
}

export type Facing = 'user' | 'environment';

export interface SessionSnapshot {
  phase: CallPhase;
  /** The guest's own camera and microphone while a call starts or goes on. */
  local: MediaStream | null;
  /** The host's camera and microphone, once they arrive. */
  remote: MediaStream | null;
  facing: Facing;
  /** The video connection, as `RTCPeerConnection.connectionState` has it. */
  connection: RTCPeerConnectionState | null;
  problem: CallProblem | null;
  /** A call that went on has ended (nothing to fix, unlike a problem). */
  ended: boolean;
  /** Switching to the other camera failed (the call goes on with the one it had). */
  facingSwitchFailed: boolean;
}

/** The identification call of this tab: one socket, at most one call at a time. */
export interface IdentificationSession {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Camera and microphone, then `call.start` from this door with the code posted at it. */
  start(doorId: number, cpc: string): Promise<void>;
  /** The last `start` again (after a missed call). */
  retry(): Promise<void>;
  /** Ringing: stops the call before the host answers. */
  cancel(): void;
  /** A call back: camera and microphone, then `call.answer`. */
  answer(): Promise<void>;
  decline(): void;
  hangUp(): void;
  switchFacing(): Promise<void>;
  /** Back to the form after a missed call, an ended call or a problem. */
  dismiss(): void;
  /** Ends any call, stops every track, closes the socket. */
  dispose(): void;
}

export const IDLE_SNAPSHOT: SessionSnapshot = {
  phase: { kind: 'idle' },
  local: null,
  remote: null,
  facing: 'user',
  connection: null,
  problem: null,
  ended: false,
  facingSwitchFailed: false,
};
