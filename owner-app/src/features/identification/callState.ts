import type { GuestIdentificationStatus, IdentificationStay } from '@soglia/api-client';
import type { SocketState } from '@soglia/api-client/realtime';

// The identification slice's state and the moves its reducers share.

/** A guest's call ringing in this tab (docs/api.md § Identification at the door). */
export interface RingingCall {
  callId: number;
  doorName: string | null;
  /** When the guest started it (ISO instant). */
  createdAt: string;
  stay: IdentificationStay | null;
}

/**
 * Calling the guest back after a missed call: `ringing` on the guest's phone, then `unanswered`
 * (nobody answered in the ring time), `declined` (the guest hung up) or `failed` (refused).
 */
export type CallBackStatus = 'idle' | 'starting' | 'ringing' | 'unanswered' | 'declined' | 'failed';

export interface MissedCall extends RingingCall {
  callBack: { status: CallBackStatus; callId: number | null; code: string | null };
}

export type CallPhase = 'connecting' | 'connected' | 'ended';
/** What the host sends: camera and microphone, the microphone only, or nothing. */
export type CallMedia = 'pending' | 'camera' | 'microphone' | 'receive-only';
export type CallEndReason = 'host' | 'guest' | 'elsewhere' | 'connection';

/** The call this tab is in. */
export interface ActiveCall {
  callId: number;
  doorName: string | null;
  stay: IdentificationStay | null;
  /** The guest called (incoming), or the host called back (outgoing). */
  direction: 'incoming' | 'outgoing';
  phase: CallPhase;
  endReason: CallEndReason | null;
  media: CallMedia;
  /** The video could not connect (the call and the confirmations go on). */
  videoFailed: boolean;
  /** Outcomes on their way to the server, by registration id. */
  sending: Record<number, GuestIdentificationStatus>;
  /** The error code of a guest's outcome that was not saved, by registration id. */
  errors: Record<number, string>;
}

export interface IdentificationState {
  connection: SocketState;
  ringing: RingingCall[];
  missed: MissedCall[];
  active: ActiveCall | null;
}

export const initialState: IdentificationState = {
  connection: 'connecting',
  ringing: [],
  missed: [],
  active: null,
};

export const startCall = (call: RingingCall, direction: ActiveCall['direction']): ActiveCall => ({
  callId: call.callId,
  doorName: call.doorName,
  stay: call.stay,
  direction,
  phase: 'connecting',
  endReason: null,
  media: 'pending',
  videoFailed: false,
  sending: {},
  errors: {},
});

export const endCall = (state: IdentificationState, reason: CallEndReason) => {
  const { active } = state;
  if (!active || active.phase === 'ended') return;
  active.phase = 'ended';
  active.endReason = reason;
  active.sending = {};
};

export const profileOf = (call: RingingCall) => call.stay?.profile_id ?? null;

export const takeRinging = (state: IdentificationState, callId: number) => {
  const call = state.ringing.find((ringing) => ringing.callId === callId);
  state.ringing = state.ringing.filter((ringing) => ringing.callId !== callId);
  return call;
};

/** The host missed `call`: one notice per stay, the latest. */
export const addMissed = (state: IdentificationState, call: RingingCall) => {
  const profile = profileOf(call);
  state.missed = state.missed.filter((m) => profile === null || profileOf(m) !== profile);
  state.missed.push({ ...call, callBack: { status: 'idle', callId: null, code: null } });
};

export const missedCalledBack = (state: IdentificationState, callId: number) =>
  state.missed.find((m) => m.callBack.callId === callId);

export const missedCall = (state: IdentificationState, callId: number) =>
  state.missed.find((m) => m.callId === callId);
