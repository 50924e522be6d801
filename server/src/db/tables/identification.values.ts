/** How a stay was identified: in a video call at the door, or by the host in person. */
export const IDENTIFICATION_METHODS = ['video_call', 'in_person'] as const;
export type IdentificationMethod = (typeof IDENTIFICATION_METHODS)[number];

/** The host's outcome for one registered guest: seen and matching, or not matching. */
export const GUEST_OUTCOMES = ['identified', 'mismatch'] as const;
export type GuestIdentificationStatus = (typeof GUEST_OUTCOMES)[number];

/**
 * A call's life: `ringing` until the host answers (`answered`), the ring time passes (`missed`)
 * or the guest gives up (`cancelled`); an answered call is `ended` by either party, by a socket
 * that closes, or after the longest call time.
 */
export const CALL_STATUSES = ['ringing', 'answered', 'missed', 'ended', 'cancelled'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** Who ended a call (`timeout`: the server, past the ring time or the longest call time). */
export type CallEndedBy = 'guest' | 'owner' | 'timeout';

/** Who placed the call: the guest at the door, or the host calling back after a missed one. */
export type CallCaller = 'guest' | 'owner';
