import type {
  GuestIdentificationStatus,
  IdentificationCallStatus,
  IdentificationMethod,
  IdentificationStay,
} from '../resources/identification';

/** An SDP offer or answer, as `RTCSessionDescriptionInit` has it. */
export interface SignalDescription {
  type: 'offer' | 'answer';
  sdp: string;
}
/** An ICE candidate, as `RTCIceCandidate.toJSON()` has it. */
export interface SignalCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/** What a tab sends on GET /api/identification/socket/ (docs/api.md § Identification at the door). */
export type IdentificationClientMessage = { ref?: string } & (
  | { type: 'call.start'; door_id: number; cpc: string }
  | { type: 'call.back'; profile_id: number }
  | { type: 'call.answer'; call_id: number }
  | { type: 'call.end'; call_id: number }
  | {
      type: 'signal';
      call_id: number;
      description?: SignalDescription;
      /** null: the end of the candidates. */
      candidate?: SignalCandidate | null;
    }
  | {
      type: 'guest.confirm';
      call_id: number;
      registration_id: number;
      outcome: GuestIdentificationStatus;
    }
  | { type: 'ping' }
);

/** What the server sends on the identification socket. */
export type IdentificationServerMessage =
  | { type: 'hello'; kind: 'owner' | 'guest'; ring_seconds: number }
  | { type: 'call.started'; ref?: string; call_id: number; ring_seconds: number }
  | {
      type: 'call.ringing';
      call_id: number;
      door_name: string | null;
      created_at: string;
      stay: IdentificationStay | null;
    }
  | { type: 'call.incoming'; call_id: number }
  | { type: 'call.answered'; call_id: number }
  | { type: 'call.missed'; call_id: number }
  | {
      type: 'call.ended';
      call_id: number;
      status: IdentificationCallStatus;
      ended_by: 'guest' | 'owner' | 'timeout' | null;
    }
  | {
      type: 'signal';
      call_id: number;
      description?: SignalDescription;
      candidate?: SignalCandidate | null;
    }
  | {
      type: 'guest.confirmed';
      call_id: number;
      registration_id: number;
      outcome: GuestIdentificationStatus;
    }
  | { type: 'guest.confirmed.ok'; ref?: string; stay: IdentificationStay }
  | {
      type: 'stay.identified';
      profile_id: number;
      identified_at: string;
      method: IdentificationMethod;
    }
  | { type: 'pong'; ref?: string }
  | { type: 'error'; ref?: string; code: string; detail: string; [field: string]: unknown };
