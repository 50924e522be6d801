import { listGuestProfiles, type GuestProfile } from '@soglia/api-client';
import { useRequest, type RequestResult } from '../../shared/useRequest';

/** Exact text, an alert whatever the guest language (docs/product.md § Notices and errors). */
export const PROFILE_ERROR_ALERT = 'Errore durante il recupero dei dati del profilo.';

/** The guest's own check-in profile: the first item of GET /api/checkin-profiles-guest/, or null. */
async function loadProfile(signal: AbortSignal): Promise<GuestProfile | null> {
  const profiles = await listGuestProfiles({ signal });
  return (Array.isArray(profiles) ? profiles[0] : undefined) ?? null;
}

function reportFailure(error: unknown) {
  console.error(PROFILE_ERROR_ALERT, error);
  window.alert(PROFILE_ERROR_ALERT);
}

export type GuestProfileResult = RequestResult<GuestProfile | null>;

export function useGuestProfile(): GuestProfileResult {
  return useRequest(loadProfile, { onError: reportFailure });
}
