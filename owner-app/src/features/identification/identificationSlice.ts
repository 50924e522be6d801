import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GuestIdentificationStatus, IdentificationStay } from '@soglia/api-client';
import type { SocketState } from '@soglia/api-client/realtime';
import { stayIdentificationChanged } from '../../shared/identification';
import {
  addMissed,
  endCall,
  initialState,
  missedCall,
  missedCalledBack,
  profileOf,
  startCall,
  takeRinging,
  type CallMedia,
  type RingingCall,
} from './callState';

export type {
  ActiveCall,
  CallBackStatus,
  CallEndReason,
  CallMedia,
  CallPhase,
  IdentificationState,
  MissedCall,
  RingingCall,
} from './callState';

export const identificationSlice = createSlice({
  name: 'identification',
  initialState,
  reducers: {
    /** The socket opened, dropped or closed. A drop ends the call (the server ends it too). */
    socketStateChanged: (state, { payload }: PayloadAction<SocketState>) => {
      state.connection = payload;
      if (payload === 'open' || payload === 'connecting') return;
      // The server rings an open socket again on reconnecting, if the call still rings.
      state.ringing = [];
      endCall(state, 'connection');
      for (const m of state.missed) {
        if (m.callBack.status === 'starting' || m.callBack.status === 'ringing') {
          m.callBack = { status: 'failed', callId: null, code: 'offline' };
        }
      }
    },
    /** `call.ringing`: a guest calls from a door (again after a reconnection: the same call). */
    callRang: (state, { payload }: PayloadAction<RingingCall>) => {
      if (state.active?.callId === payload.callId) return;
      const profile = profileOf(payload);
      // Calling again, the guest no longer waits for a call back.
      state.missed = state.missed.filter(
        (m) => profile === null || profileOf(m) !== profile || m.callBack.status !== 'idle',
      );
      const known = state.ringing.findIndex((call) => call.callId === payload.callId);
      if (known >= 0) state.ringing[known] = payload;
      else state.ringing.push(payload);
    },
    /** Rispondi in this tab. */
    callAnswered: (state, { payload }: PayloadAction<{ callId: number }>) => {
      const call = takeRinging(state, payload.callId);
      if (!call) return;
      state.active = startCall(call, 'incoming');
    },
    /** The server refused this tab's answer (another tab took the call first, or it ended). */
    callAnswerRefused: (state, { payload }: PayloadAction<{ callId: number }>) => {
      if (state.active?.callId === payload.callId) endCall(state, 'elsewhere');
    },
    /** `call.answered` for a call another tab of the host answered. */
    callAnsweredElsewhere: (state, { payload }: PayloadAction<{ callId: number }>) => {
      takeRinging(state, payload.callId);
    },
    /** Rifiuta. */
    callDeclined: (state, { payload }: PayloadAction<{ callId: number }>) => {
      takeRinging(state, payload.callId);
    },
    /** `call.missed`: nobody answered within the ring time (a guest's call, or a call back). */
    callMissed: (state, { payload }: PayloadAction<{ callId: number }>) => {
      const call = takeRinging(state, payload.callId);
      if (call) {
        addMissed(state, call);
        return;
      }
      const calledBack = missedCalledBack(state, payload.callId);
      if (calledBack) calledBack.callBack = { status: 'unanswered', callId: null, code: null };
    },
    /** `call.ended`: a call was ended or cancelled, by either side. */
    callEnded: (
      state,
      { payload }: PayloadAction<{ callId: number; endedBy: 'guest' | 'owner' | 'timeout' | null }>,
    ) => {
      const { callId, endedBy } = payload;
      const call = takeRinging(state, callId);
      // The guest gave up before anyone answered: the host missed it.
      if (call && endedBy === 'guest') addMissed(state, call);
      if (state.active?.callId === callId) endCall(state, endedBy === 'owner' ? 'host' : 'guest');
      const calledBack = missedCalledBack(state, callId);
      if (calledBack) {
        calledBack.callBack = {
          status: endedBy === 'guest' ? 'declined' : 'idle',
          callId: null,
          code: null,
        };
      }
    },
    /** Richiama. */
    callBackRequested: (state, { payload }: PayloadAction<{ missedCallId: number }>) => {
      const m = missedCall(state, payload.missedCallId);
      if (m) m.callBack = { status: 'starting', callId: null, code: null };
    },
    /** `call.started`: the guest's phone rings. */
    callBackRinging: (
      state,
      { payload }: PayloadAction<{ missedCallId: number; callId: number }>,
    ) => {
      const m = missedCall(state, payload.missedCallId);
      if (m?.callBack.status === 'starting') {
        m.callBack = { status: 'ringing', callId: payload.callId, code: null };
      }
    },
    callBackFailed: (state, { payload }: PayloadAction<{ missedCallId: number; code: string }>) => {
      const m = missedCall(state, payload.missedCallId);
      if (m) m.callBack = { status: 'failed', callId: null, code: payload.code };
    },
    /** Annulla while the guest's phone rings. */
    callBackCancelled: (state, { payload }: PayloadAction<{ missedCallId: number }>) => {
      const m = missedCall(state, payload.missedCallId);
      if (m) m.callBack = { status: 'idle', callId: null, code: null };
    },
    /** `call.answered` for this tab's call back: the guest answered. */
    callBackAnswered: (state, { payload }: PayloadAction<{ callId: number }>) => {
      const m = missedCalledBack(state, payload.callId);
      if (!m) return;
      state.missed = state.missed.filter((other) => other !== m);
      state.active = startCall({ ...m, callId: payload.callId }, 'outgoing');
    },
    missedCallDismissed: (state, { payload }: PayloadAction<{ callId: number }>) => {
      state.missed = state.missed.filter((m) => m.callId !== payload.callId);
    },
    localMediaSettled: (state, { payload }: PayloadAction<CallMedia>) => {
      if (state.active) state.active.media = payload;
    },
    peerConnectionChanged: (state, { payload }: PayloadAction<RTCPeerConnectionState>) => {
      const { active } = state;
      if (!active || active.phase === 'ended') return;
      if (payload === 'connected') {
        active.phase = 'connected';
        active.videoFailed = false;
      }
      if (payload === 'failed') active.videoFailed = true;
    },
    /** Termina chiamata. */
    callHungUp: (state) => endCall(state, 'host'),
    /** Chiudi, on a call that has ended. */
    callClosed: (state) => {
      if (state.active?.phase === 'ended') state.active = null;
    },
    /** Identificato / Non corrisponde. */
    guestOutcomeRequested: (
      state,
      { payload }: PayloadAction<{ registrationId: number; outcome: GuestIdentificationStatus }>,
    ) => {
      const { active } = state;
      if (!active) return;
      active.sending[payload.registrationId] = payload.outcome;
      delete active.errors[payload.registrationId];
    },
    /** `guest.confirmed.ok`: the stay with every guest's outcome. */
    guestOutcomeSaved: (
      state,
      { payload }: PayloadAction<{ registrationId: number; stay: IdentificationStay }>,
    ) => {
      const { active } = state;
      if (!active) return;
      delete active.sending[payload.registrationId];
      if (active.stay === null || active.stay.profile_id === payload.stay.profile_id) {
        active.stay = payload.stay;
      }
    },
    guestOutcomeFailed: (
      state,
      { payload }: PayloadAction<{ registrationId: number; code: string }>,
    ) => {
      const { active } = state;
      if (!active) return;
      delete active.sending[payload.registrationId];
      active.errors[payload.registrationId] = payload.code;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(stayIdentificationChanged, (state, { payload }) => {
      const calls = [...state.ringing, ...state.missed, ...(state.active ? [state.active] : [])];
      for (const call of calls) {
        if (call.stay?.profile_id !== payload.profileId) continue;
        call.stay.identified_at = payload.identifiedAt;
        call.stay.method = payload.method;
      }
    });
  },
  selectors: {
    selectConnection: (state) => state.connection,
    selectRingingCalls: (state) => state.ringing,
    selectMissedCalls: (state) => state.missed,
    selectActiveCall: (state) => state.active,
  },
});

export const {
  socketStateChanged,
  callRang,
  callAnswered,
  callAnswerRefused,
  callAnsweredElsewhere,
  callDeclined,
  callMissed,
  callEnded,
  callBackRequested,
  callBackRinging,
  callBackFailed,
  callBackCancelled,
  callBackAnswered,
  missedCallDismissed,
  localMediaSettled,
  peerConnectionChanged,
  callHungUp,
  callClosed,
  guestOutcomeRequested,
  guestOutcomeSaved,
  guestOutcomeFailed,
} = identificationSlice.actions;

export const { selectConnection, selectRingingCalls, selectMissedCalls, selectActiveCall } =
  identificationSlice.selectors;

/** The registered guests of the call's stay the host has not identified yet. */
export const selectGuestsToIdentify = createSelector(
  [selectActiveCall],
  (active) => active?.stay?.guests.filter((g) => g.identification_status !== 'identified') ?? [],
);

/** True while a guest's call rings in this tab (the ring, the notification). */
export const selectIsRinging = createSelector(
  [selectRingingCalls],
  (ringing) => ringing.length > 0,
);
