import type { ReactNode } from 'react';
import type { IdentificationSocketOptions } from '@soglia/api-client/realtime';
import { CallControlsContext } from './callControls';
import { CallLayer } from './CallLayer';
import { useCallControls } from './useCallControls';

export interface CallCenterProps {
  children?: ReactNode;
  /** Where the socket connects (the API's origin by default) and with which token. */
  socketOptions?: IdentificationSocketOptions;
}

/**
 * Identification at the door for the whole console: the tab's socket, the ring of a guest's
 * call over whatever screen is open, the call, missed calls and call backs.
 */
export function CallCenter({ children, socketOptions }: CallCenterProps) {
  const controls = useCallControls(socketOptions);
  return (
    <CallControlsContext.Provider value={controls}>
      {children}
      <CallLayer />
    </CallControlsContext.Provider>
  );
}
