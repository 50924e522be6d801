import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { IDLE_SNAPSHOT, type IdentificationSession, type SessionSnapshot } from './types';

// The socket, WebRTC and camera code is a chunk of its own, downloaded only by a guest whose host
// must identify them (the call screens share it, see IdentificationCard).
const loadSession = () =>
  import(/* webpackChunkName: "identification-call" */ './session').then(
    (module) => module.createIdentificationSession,
  );

const noSubscription = () => () => {};
const idle = () => IDLE_SNAPSHOT;
const STARTING: SessionSnapshot = { ...IDLE_SNAPSHOT, phase: { kind: 'starting' } };
const UNREACHABLE: SessionSnapshot = { ...IDLE_SNAPSHOT, problem: { code: 'offline' } };

export interface IdentificationControls {
  snapshot: SessionSnapshot;
  /** Null until the call's code has arrived. */
  session: IdentificationSession | null;
  /** Starts the call, once the call's code has arrived (downloading it again after a failure). */
  start(doorId: number, cpc: string): void;
}

/**
 * The identification session of the card: created as soon as the card shows (its socket hears a
 * call back from the host), disposed when the card goes (tracks stopped, socket closed).
 */
export function useIdentificationSession(onRoomChanged: () => void): IdentificationControls {
  const [session, setSession] = useState<IdentificationSession | null>(null);
  const [download, setDownload] = useState<'loading' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  // A tap on Start before the code arrived: started once it is there.
  const [pending, setPending] = useState<[number, string] | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const roomChanged = useRef(onRoomChanged);
  const waiting = useRef(pending);
  useEffect(() => {
    roomChanged.current = onRoomChanged;
    waiting.current = pending;
  });

  useEffect(() => {
    let created: IdentificationSession | undefined;
    let gone = false;
    setDownload('loading');
    loadSession().then(
      (createSession) => {
        if (gone) return;
        created = createSession({ onRoomChanged: () => roomChanged.current() });
        setSession(created);
      },
      () => {
        if (gone) return;
        setDownload('failed');
        if (waiting.current) {
          setPending(null);
          setUnreachable(true);
        }
      },
    );
    return () => {
      gone = true;
      created?.dispose();
      setSession(null);
    };
  }, [attempt]);

  useEffect(() => {
    if (!session || !pending) return;
    setPending(null);
    void session.start(...pending);
  }, [session, pending]);

  const live = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? idle,
  );

  const start = useCallback(
    (doorId: number, cpc: string) => {
      setUnreachable(false);
      if (session) {
        void session.start(doorId, cpc);
        return;
      }
      setPending([doorId, cpc]);
      if (download === 'failed') setAttempt((count) => count + 1);
    },
    [session, download],
  );

  const snapshot = pending ? STARTING : unreachable ? UNREACHABLE : live;
  return { snapshot, session, start };
}
