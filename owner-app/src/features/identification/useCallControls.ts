import { useEffect, useMemo, useRef, useState } from 'react';
import type { GuestIdentificationStatus } from '@soglia/api-client';
import {
  IdentificationError,
  openIdentificationSocket,
  type IdentificationServerMessage,
  type IdentificationSocket,
  type IdentificationSocketOptions,
} from '@soglia/api-client/realtime';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { stayIdentificationChanged } from '../../shared/identification';
import type { CallControls } from './callControls';
import {
  callAnswered,
  callAnsweredElsewhere,
  callAnswerRefused,
  callBackAnswered,
  callBackCancelled,
  callBackFailed,
  callBackRequested,
  callBackRinging,
  callClosed,
  callDeclined,
  callEnded,
  callHungUp,
  callMissed,
  callRang,
  guestOutcomeFailed,
  guestOutcomeRequested,
  guestOutcomeSaved,
  missedCallDismissed,
  selectActiveCall,
  selectMissedCalls,
  socketStateChanged,
} from './identificationSlice';
import { useCallSession } from './useCallSession';
import { useNotificationAccess } from './useRingAlerts';

/** The `ref` of this tab's call.answer: an error carrying it means another tab was first. */
const ANSWER_REF = 'answer:';

const codeOf = (error: unknown) => (error instanceof IdentificationError ? error.code : 'offline');

/**
 * The console tab's identification socket (one per tab, open while the console is) and what the
 * host does with the calls it brings: the store hears every event, the call's streams stay here.
 */
export function useCallControls(socketOptions?: IdentificationSocketOptions): CallControls {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const session = useCallSession();
  const { join, leave } = session;
  const [options] = useState(socketOptions);
  const socketRef = useRef<IdentificationSocket | null>(null);
  const [notifications, enableNotifications] = useNotificationAccess();

  useEffect(() => {
    const socket = openIdentificationSocket(options);
    socketRef.current = socket;
    const route = (message: IdentificationServerMessage) => {
      const state = store.getState();
      switch (message.type) {
        case 'call.ringing':
          dispatch(
            callRang({
              callId: message.call_id,
              doorName: message.door_name,
              createdAt: message.created_at,
              stay: message.stay,
            }),
          );
          return;
        case 'call.answered': {
          const callId = message.call_id;
          if (selectActiveCall(state)?.callId === callId) return;
          if (selectMissedCalls(state).some((m) => m.callBack.callId === callId)) {
            dispatch(callBackAnswered({ callId }));
            join(socket, callId);
            return;
          }
          dispatch(callAnsweredElsewhere({ callId }));
          return;
        }
        case 'call.missed':
          dispatch(callMissed({ callId: message.call_id }));
          return;
        case 'call.ended':
          dispatch(callEnded({ callId: message.call_id, endedBy: message.ended_by }));
          return;
        case 'stay.identified':
          dispatch(
            stayIdentificationChanged({
              profileId: message.profile_id,
              identifiedAt: message.identified_at,
              method: message.method,
            }),
          );
          return;
        case 'error':
          if (message.ref?.startsWith(ANSWER_REF)) {
            dispatch(callAnswerRefused({ callId: Number(message.ref.slice(ANSWER_REF.length)) }));
          }
          return;
        default:
      }
    };
    dispatch(socketStateChanged(socket.state));
    const offState = socket.onState((state) => dispatch(socketStateChanged(state)));
    const offMessages = socket.subscribe(route);
    return () => {
      offMessages();
      offState();
      socket.close();
      socketRef.current = null;
    };
  }, [dispatch, store, join, options]);

  const phase = useAppSelector((state) => selectActiveCall(state)?.phase ?? null);
  useEffect(() => {
    if (phase === null || phase === 'ended') leave();
  }, [phase, leave]);

  return useMemo(() => {
    const missed = (missedCallId: number) =>
      selectMissedCalls(store.getState()).find((m) => m.callId === missedCallId);
    const activeCall = () => selectActiveCall(store.getState());

    return {
      remoteStream: session.remoteStream,
      localStream: session.localStream,
      notifications,
      enableNotifications,
      answer(callId: number) {
        const socket = socketRef.current;
        const active = activeCall();
        if (!socket || (active && active.phase !== 'ended')) return;
        if (active) dispatch(callClosed());
        dispatch(callAnswered({ callId }));
        join(socket, callId);
        socket.send({ type: 'call.answer', call_id: callId, ref: `${ANSWER_REF}${callId}` });
      },
      decline(callId: number) {
        socketRef.current?.send({ type: 'call.end', call_id: callId });
        dispatch(callDeclined({ callId }));
      },
      hangUp() {
        const active = activeCall();
        if (!active || active.phase === 'ended') return;
        socketRef.current?.send({ type: 'call.end', call_id: active.callId });
        dispatch(callHungUp());
      },
      close() {
        dispatch(callClosed());
      },
      confirmGuest(registrationId: number, outcome: GuestIdentificationStatus) {
        const socket = socketRef.current;
        const active = activeCall();
        if (!socket || !active || active.phase === 'ended') return;
        dispatch(guestOutcomeRequested({ registrationId, outcome }));
        socket
          .request({
            type: 'guest.confirm',
            call_id: active.callId,
            registration_id: registrationId,
            outcome,
          })
          .then(
            (answer) => {
              if (answer.type !== 'guest.confirmed.ok') return;
              const { stay } = answer;
              dispatch(guestOutcomeSaved({ registrationId, stay }));
              dispatch(
                stayIdentificationChanged({
                  profileId: stay.profile_id,
                  identifiedAt: stay.identified_at,
                  method: stay.method,
                }),
              );
            },
            (error: unknown) =>
              dispatch(guestOutcomeFailed({ registrationId, code: codeOf(error) })),
          );
      },
      callBack(missedCallId: number) {
        const socket = socketRef.current;
        const profileId = missed(missedCallId)?.stay?.profile_id;
        if (!socket || profileId === undefined) return;
        dispatch(callBackRequested({ missedCallId }));
        socket.request({ type: 'call.back', profile_id: profileId }).then(
          (answer) => {
            if (answer.type !== 'call.started') return;
            // Annulla was pressed before the guest's phone started ringing.
            if (missed(missedCallId)?.callBack.status !== 'starting') {
              socket.send({ type: 'call.end', call_id: answer.call_id });
              return;
            }
            dispatch(callBackRinging({ missedCallId, callId: answer.call_id }));
          },
          (error: unknown) => dispatch(callBackFailed({ missedCallId, code: codeOf(error) })),
        );
      },
      cancelCallBack(missedCallId: number) {
        const callId = missed(missedCallId)?.callBack.callId;
        if (callId) socketRef.current?.send({ type: 'call.end', call_id: callId });
        dispatch(callBackCancelled({ missedCallId }));
      },
      dismissMissed(missedCallId: number) {
        const callId = missed(missedCallId)?.callBack.callId;
        if (callId) socketRef.current?.send({ type: 'call.end', call_id: callId });
        dispatch(missedCallDismissed({ callId: missedCallId }));
      },
    };
  }, [
    dispatch,
    store,
    join,
    session.remoteStream,
    session.localStream,
    notifications,
    enableNotifications,
  ]);
}
