import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  askNotificationAccess,
  notificationAccess,
  notifyCall,
  type NotificationAccess,
} from './callNotifications';
import { callerName } from './format';
import type { RingingCall } from './identificationSlice';
import { ringMessages as m } from './messages';
import { createRinger, type Ringer } from './ringer';

/**
 * While a guest's call rings here: the ring, and a system notification per call when the host
 * allowed them (closed when that call stops ringing).
 */
export function useRingAlerts(ringing: RingingCall[]) {
  const intl = useIntl();
  const ringerRef = useRef<Ringer | null>(null);
  const shownRef = useRef(new Map<number, () => void>());
  const isRinging = ringing.length > 0;

  useEffect(() => {
    if (!isRinging) return undefined;
    ringerRef.current ??= createRinger();
    const ringer = ringerRef.current;
    ringer.start();
    const unlock = () => ringer.unlock();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      ringer.stop();
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [isRinging]);

  useEffect(() => {
    const shown = shownRef.current;
    const current = new Set(ringing.map((call) => call.callId));
    for (const [callId, close] of shown) {
      if (current.has(callId)) continue;
      close();
      shown.delete(callId);
    }
    for (const call of ringing) {
      if (shown.has(call.callId)) continue;
      const t = intl.formatMessage;
      const where = [call.stay?.apartment_name, call.doorName].filter(Boolean).join(' · ');
      const body = [callerName(call.stay, t), where].filter(Boolean).join('\n');
      shown.set(call.callId, notifyCall(call.callId, t(m.notificationTitle), body));
    }
  }, [ringing, intl]);

  useEffect(() => {
    const shown = shownRef.current;
    return () => {
      for (const close of shown.values()) close();
      shown.clear();
      ringerRef.current?.close();
      ringerRef.current = null;
    };
  }, []);
}

/** The browser's notification permission, and a request for it from a click. */
export function useNotificationAccess(): [NotificationAccess, () => void] {
  const [access, setAccess] = useState(notificationAccess);
  const ask = useCallback(() => {
    void askNotificationAccess().then(setAccess);
  }, []);
  return [access, ask];
}
