import { makeStore } from '../../app/store';
import { stayIdentificationChanged } from '../../shared/identification';
import { ringOf, rossiStay, withOutcome } from '../../testing/identification';
import {
  callAnswered,
  callAnsweredElsewhere,
  callAnswerRefused,
  callBackAnswered,
  callBackCancelled,
  callBackRequested,
  callBackRinging,
  callClosed,
  callDeclined,
  callEnded,
  callMissed,
  callRang,
  guestOutcomeFailed,
  guestOutcomeRequested,
  guestOutcomeSaved,
  missedCallDismissed,
  peerConnectionChanged,
  selectActiveCall,
  selectGuestsToIdentify,
  selectIsRinging,
  selectMissedCalls,
  selectRingingCalls,
  socketStateChanged,
  type RingingCall,
} from './identificationSlice';

const ring = (callId = 7, stay = rossiStay()): RingingCall => {
  const message = ringOf(callId, stay);
  return {
    callId,
    doorName: message.door_name,
    createdAt: message.created_at,
    stay: message.stay,
  };
};

const ringing = (store: ReturnType<typeof makeStore>) =>
  selectRingingCalls(store.getState()).map((call) => call.callId);

describe('a guest calling from the door', () => {
  it('rings once per call, also when the server rings again after a reconnection', () => {
    const store = makeStore();
    store.dispatch(callRang(ring(7)));
    store.dispatch(callRang(ring(7)));
    expect(ringing(store)).toEqual([7]);
    expect(selectIsRinging(store.getState())).toBe(true);
  });

  it('answered here, the call becomes the call on screen; answered elsewhere, it just stops', () => {
    const store = makeStore();
    store.dispatch(callRang(ring(7)));
    store.dispatch(callRang(ring(8, rossiStay({ profile_id: 31, name: 'Luca' }))));
    store.dispatch(callAnsweredElsewhere({ callId: 8 }));
    store.dispatch(callAnswered({ callId: 7 }));
    expect(ringing(store)).toEqual([]);
    expect(selectIsRinging(store.getState())).toBe(false);
    expect(selectActiveCall(store.getState())).toMatchObject({
      callId: 7,
      direction: 'incoming',
      phase: 'connecting',
      media: 'pending',
    });
    expect(selectMissedCalls(store.getState())).toEqual([]);
  });

  it('a refused answer (another tab was first) ends the call on screen', () => {
    const store = makeStore();
    store.dispatch(callRang(ring(7)));
    store.dispatch(callAnswered({ callId: 7 }));
    store.dispatch(callAnswerRefused({ callId: 7 }));
    expect(selectActiveCall(store.getState())).toMatchObject({
      phase: 'ended',
      endReason: 'elsewhere',
    });
    store.dispatch(callClosed());
    expect(selectActiveCall(store.getState())).toBeNull();
  });

  it('declined, it goes without a missed call; missed, it leaves one notice per stay', () => {
    const store = makeStore();
    store.dispatch(callRang(ring(7)));
    store.dispatch(callDeclined({ callId: 7 }));
    expect(ringing(store)).toEqual([]);
    expect(selectMissedCalls(store.getState())).toEqual([]);

    store.dispatch(callRang(ring(8)));
    store.dispatch(callMissed({ callId: 8 }));
    store.dispatch(callRang(ring(9)));
    // The guest hung up before anyone answered: missed too, replacing the earlier notice.
    store.dispatch(callEnded({ callId: 9, endedBy: 'guest' }));
    expect(selectMissedCalls(store.getState())).toMatchObject([
      { callId: 9, doorName: 'Portone', callBack: { status: 'idle' } },
    ]);
    store.dispatch(missedCallDismissed({ callId: 9 }));
    expect(selectMissedCalls(store.getState())).toEqual([]);
  });

  it('a missed call of another tab or a call not heard here leaves no notice', () => {
    const store = makeStore();
    store.dispatch(callMissed({ callId: 3 }));
    store.dispatch(callEnded({ callId: 4, endedBy: 'guest' }));
    expect(selectMissedCalls(store.getState())).toEqual([]);
  });

  it('a dropped connection stops the rings and ends the call on screen', () => {
    const store = makeStore();
    store.dispatch(callRang(ring(7)));
    store.dispatch(callAnswered({ callId: 7 }));
    store.dispatch(callRang(ring(8, rossiStay({ profile_id: 31 }))));
    store.dispatch(socketStateChanged('offline'));
    expect(ringing(store)).toEqual([]);
    expect(selectActiveCall(store.getState())).toMatchObject({
      phase: 'ended',
      endReason: 'connection',
    });
  });
});

describe('calling back after a missed call', () => {
  const missed = () => {
    const store = makeStore();
    store.dispatch(callRang(ring(7)));
    store.dispatch(callMissed({ callId: 7 }));
    return store;
  };
  const callBack = (store: ReturnType<typeof makeStore>) =>
    selectMissedCalls(store.getState())[0].callBack;

  it('rings the guest, then the guest answers: the call on screen, the notice gone', () => {
    const store = missed();
    store.dispatch(callBackRequested({ missedCallId: 7 }));
    expect(callBack(store).status).toBe('starting');
    store.dispatch(callBackRinging({ missedCallId: 7, callId: 12 }));
    expect(callBack(store)).toEqual({ status: 'ringing', callId: 12, code: null });
    store.dispatch(callBackAnswered({ callId: 12 }));
    expect(selectMissedCalls(store.getState())).toEqual([]);
    expect(selectActiveCall(store.getState())).toMatchObject({
      callId: 12,
      direction: 'outgoing',
      stay: { profile_id: 30 },
      doorName: 'Portone',
    });
  });

  it('says when nobody answered, the guest hung up, or the host cancelled', () => {
    const store = missed();
    store.dispatch(callBackRequested({ missedCallId: 7 }));
    store.dispatch(callBackRinging({ missedCallId: 7, callId: 12 }));
    store.dispatch(callMissed({ callId: 12 }));
    expect(callBack(store).status).toBe('unanswered');

    store.dispatch(callBackRequested({ missedCallId: 7 }));
    store.dispatch(callBackRinging({ missedCallId: 7, callId: 13 }));
    store.dispatch(callEnded({ callId: 13, endedBy: 'guest' }));
    expect(callBack(store).status).toBe('declined');

    store.dispatch(callBackRequested({ missedCallId: 7 }));
    store.dispatch(callBackRinging({ missedCallId: 7, callId: 14 }));
    store.dispatch(callBackCancelled({ missedCallId: 7 }));
    expect(callBack(store)).toEqual({ status: 'idle', callId: null, code: null });
  });

  it('a guest who calls again replaces the notice', () => {
    const store = missed();
    store.dispatch(callRang(ring(15)));
    expect(selectMissedCalls(store.getState())).toEqual([]);
    expect(ringing(store)).toEqual([15]);
  });
});

describe('identifying the guests in the call', () => {
  const inCall = () => {
    const store = makeStore();
    store.dispatch(callRang(ring(7)));
    store.dispatch(callAnswered({ callId: 7 }));
    store.dispatch(peerConnectionChanged('connected'));
    return store;
  };

  it('keeps each outcome the server saved, and lists the guests still to identify', () => {
    const store = inCall();
    expect(selectActiveCall(store.getState())?.phase).toBe('connected');
    expect(selectGuestsToIdentify(store.getState()).map((g) => g.id)).toEqual([40, 41, 42]);

    store.dispatch(guestOutcomeRequested({ registrationId: 40, outcome: 'identified' }));
    expect(selectActiveCall(store.getState())?.sending).toEqual({ 40: 'identified' });
    const stay = withOutcome(rossiStay(), 40, 'identified');
    store.dispatch(guestOutcomeSaved({ registrationId: 40, stay }));
    expect(selectActiveCall(store.getState())?.sending).toEqual({});
    expect(selectGuestsToIdentify(store.getState()).map((g) => g.id)).toEqual([41, 42]);
    expect(selectGuestsToIdentify(store.getState())).toBe(selectGuestsToIdentify(store.getState()));

    store.dispatch(guestOutcomeRequested({ registrationId: 41, outcome: 'mismatch' }));
    store.dispatch(guestOutcomeFailed({ registrationId: 41, code: 'call_over' }));
    expect(selectActiveCall(store.getState())?.errors).toEqual({ 41: 'call_over' });
  });

  it('follows the stay identified, as Soggiorni does', () => {
    const store = inCall();
    store.dispatch(
      stayIdentificationChanged({
        profileId: 30,
        identifiedAt: '2026-03-05T17:46:00.000Z',
        method: 'video_call',
      }),
    );
    expect(selectActiveCall(store.getState())?.stay).toMatchObject({
      identified_at: '2026-03-05T17:46:00.000Z',
      method: 'video_call',
    });
  });

  it('ends when the guest hangs up, and a failed video leaves the call going', () => {
    const store = inCall();
    store.dispatch(peerConnectionChanged('failed'));
    expect(selectActiveCall(store.getState())).toMatchObject({
      phase: 'connected',
      videoFailed: true,
    });
    store.dispatch(callEnded({ callId: 7, endedBy: 'guest' }));
    expect(selectActiveCall(store.getState())).toMatchObject({
      phase: 'ended',
      endReason: 'guest',
    });
    // Nothing moves an ended call back.
    store.dispatch(peerConnectionChanged('connected'));
    expect(selectActiveCall(store.getState())?.phase).toBe('ended');
  });
});
