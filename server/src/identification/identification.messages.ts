import { z } from 'zod';
import { GUEST_OUTCOMES } from '../db';

/** The largest message a socket takes (an SDP offer with many codecs is 5–10 KB). */
export const MAX_MESSAGE_BYTES = 32 * 1024;

const id = z.number().int().positive().max(2_147_483_647);
/** A client's own reference, echoed in the answer or error of its message. */
const ref = z.string().max(64).optional();

const description = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().min(1).max(24_000),
});
const candidate = z.object({
  candidate: z.string().max(1024),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** What a client sends on the identification socket. */
export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call.start'), ref, door_id: id, cpc: z.string().min(1).max(64) }),
  z.object({ type: z.literal('call.back'), ref, profile_id: id }),
  z.object({ type: z.literal('call.answer'), ref, call_id: id }),
  z.object({ type: z.literal('call.end'), ref, call_id: id }),
  z.object({
    type: z.literal('signal'),
    ref,
    call_id: id,
    description: description.optional(),
    candidate: candidate.nullable().optional(),
  }),
  z.object({
    type: z.literal('guest.confirm'),
    ref,
    call_id: id,
    registration_id: id,
    outcome: z.enum(GUEST_OUTCOMES),
  }),
  z.object({ type: z.literal('ping'), ref }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export type SignalPayload = Pick<
  Extract<ClientMessage, { type: 'signal' }>,
  'description' | 'candidate'
>;

/** Who may send which message: the other kind's messages are refused. */
export const GUEST_MESSAGES = new Set(['call.start', 'call.answer', 'call.end', 'signal', 'ping']);
export const OWNER_MESSAGES = new Set([
  'call.back',
  'call.answer',
  'call.end',
  'signal',
  'guest.confirm',
  'ping',
]);
