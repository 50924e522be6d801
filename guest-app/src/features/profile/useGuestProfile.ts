import { useCallback, useEffect, useState } from 'react';
import { getGuestProfiles } from '@soglia/api-client';
import type { GuestProfile } from '@soglia/api-client';

/** SPEC §8: exact text, shown as a browser alert whatever the guest language. */
export const PROFILE_ERROR_ALERT = 'Errore durante il recupero dei dati del profilo.';

export type GuestProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: GuestProfile }
  | { status: 'empty' }
  | { status: 'failed' };

/** Loads the guest's own check-in profile: the first item of GET /api/checkin-profiles-guest/. */
export function useGuestProfile(): GuestProfileState & { retry: () => void } {
  const [state, setState] = useState<GuestProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getGuestProfiles().then(
      (profiles) => {
        if (cancelled) return;
        const [profile] = Array.isArray(profiles) ? profiles : [];
        setState(profile ? { status: 'ready', profile } : { status: 'empty' });
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error(PROFILE_ERROR_ALERT, err);
        setState({ status: 'failed' });
        window.alert(PROFILE_ERROR_ALERT);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
