import { createContext, useContext } from 'react';
import type { GuestIdentificationStatus } from '@soglia/api-client';
import type { NotificationAccess } from './callNotifications';

/** What the call panels and the call screen do; given by CallCenter. */
export interface CallControls {
  answer(callId: number): void;
  decline(callId: number): void;
  hangUp(): void;
  /** Closes the screen of a call that has ended. */
  close(): void;
  confirmGuest(registrationId: number, outcome: GuestIdentificationStatus): void;
  callBack(missedCallId: number): void;
  cancelCallBack(missedCallId: number): void;
  dismissMissed(missedCallId: number): void;
  remoteStream: MediaStream | null;
  localStream: MediaStream | null;
  notifications: NotificationAccess;
  enableNotifications(): void;
}

export const CallControlsContext = createContext<CallControls | null>(null);

export function useCallControlsContext(): CallControls {
  const controls = useContext(CallControlsContext);
  if (!controls) throw new Error('useCallControlsContext needs a CallCenter around it.');
  return controls;
}
