import type { IdentificationStay } from '@soglia/api-client';
import type {
  IdentificationClientMessage,
  IdentificationServerMessage,
} from '@soglia/api-client/realtime';
import { ringOf, withOutcome } from './identification';

type Send = (message: IdentificationServerMessage) => void;

interface Call {
  id: number;
  stay: IdentificationStay;
  status: 'ringing' | 'answered' | 'missed' | 'ended' | 'cancelled';
}

export type FakeIdentificationApi = ReturnType<typeof fakeIdentificationApi>;

/**
 * The identification socket's side of the API and of the guest's phone, over any transport (a
 * real WebSocket server in tests, msw in stories): it answers the host's messages as the API
 * does (docs/api.md § Identification at the door); `ring`, `miss`, `answerElsewhere` and
 * `hangUpAsGuest` are what the guest, the ring time or another tab do.
 */
export function fakeIdentificationApi(broadcast: Send) {
  const calls = new Map<number, Call>();
  let nextCallId = 7;

  const ringing = (call: Call) => ringOf(call.id, call.stay);
  const over = (ref: string | undefined): IdentificationServerMessage => ({
    type: 'error',
    ref,
    code: 'call_over',
    detail: 'This call is no longer going on.',
  });

  return {
    /** The id of the latest call, a guest's or a call back. */
    lastCallId: () => nextCallId,
    /** What a tab hears on connecting: hello, then every call ringing. */
    greet(reply: Send) {
      reply({ type: 'hello', kind: 'owner', ring_seconds: 120 });
      for (const call of calls.values()) if (call.status === 'ringing') reply(ringing(call));
    },
    /** One message of a host's tab; `reply` answers that tab only. */
    handle(message: IdentificationClientMessage, reply: Send) {
      const call = 'call_id' in message ? calls.get(message.call_id) : undefined;
      switch (message.type) {
        case 'ping':
          return reply({ type: 'pong', ref: message.ref });
        case 'call.answer':
          if (call?.status !== 'ringing') return reply(over(message.ref));
          call.status = 'answered';
          return broadcast({ type: 'call.answered', call_id: call.id });
        case 'call.end': {
          if (!call || (call.status !== 'ringing' && call.status !== 'answered')) {
            return reply(over(message.ref));
          }
          call.status = call.status === 'ringing' ? 'cancelled' : 'ended';
          return broadcast({
            type: 'call.ended',
            call_id: call.id,
            status: call.status,
            ended_by: 'owner',
          });
        }
        case 'call.back': {
          const earlier = [...calls.values()].find((c) => c.stay.profile_id === message.profile_id);
          if (!earlier) {
            return reply({ type: 'error', ref: message.ref, code: 'not_found', detail: '' });
          }
          const back: Call = { id: (nextCallId += 1), stay: earlier.stay, status: 'ringing' };
          calls.set(back.id, back);
          return reply({
            type: 'call.started',
            ref: message.ref,
            call_id: back.id,
            ring_seconds: 120,
          });
        }
        case 'guest.confirm': {
          if (call?.status !== 'answered') return reply(over(message.ref));
          const before = call.stay.identified_at;
          call.stay = withOutcome(call.stay, message.registration_id, message.outcome);
          reply({ type: 'guest.confirmed.ok', ref: message.ref, stay: call.stay });
          if (!before && call.stay.identified_at) {
            broadcast({
              type: 'stay.identified',
              profile_id: call.stay.profile_id,
              identified_at: call.stay.identified_at,
              method: 'video_call',
            });
          }
          return undefined;
        }
        default:
          return undefined;
      }
    },
    /** A guest of `stay` calls from the Portone: every host tab rings. Returns the call id. */
    ring(stay: IdentificationStay) {
      const call: Call = { id: (nextCallId += 1), stay, status: 'ringing' };
      calls.set(call.id, call);
      broadcast(ringing(call));
      return call.id;
    },
    /** Nobody answered within the ring time. */
    miss(callId: number) {
      const call = calls.get(callId);
      if (call) call.status = 'missed';
      broadcast({ type: 'call.missed', call_id: callId });
    },
    /**
     * Another tab of the host (or the guest, on a call back) answered; `quietly`, this tab has
     * not heard it yet when it answers too.
     */
    answerElsewhere(callId: number, { quietly = false } = {}) {
      const call = calls.get(callId);
      if (call) call.status = 'answered';
      if (!quietly) broadcast({ type: 'call.answered', call_id: callId });
    },
    /** The guest hangs up. */
    hangUpAsGuest(callId: number) {
      const call = calls.get(callId);
      const status = call?.status === 'ringing' ? 'cancelled' : 'ended';
      if (call) call.status = status;
      broadcast({ type: 'call.ended', call_id: callId, status, ended_by: 'guest' });
    },
  };
}
