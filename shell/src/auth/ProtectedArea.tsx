import { useEffect, useState, type ReactNode } from 'react';
import { getUserInformation, isAxiosError, type ProfileType } from '@soglia/api-client';
import { ErrorState, LoadingOverlay } from '@soglia/ui-kit';
import { navigate } from '../routing/history';
import { pathForProfile } from '../routing/routes';
import { confirmedProfileOf } from './session';

export const AUTH_CHECK_LABEL = "Verifica dell'accesso… · Checking your access…";
export const AUTH_CHECK_FAILED = "Impossibile verificare l'accesso · Could not verify your access";
export const AUTH_CHECK_FAILED_MESSAGE =
  'Il server non risponde. Riprova. · The server is not responding. Please try again.';

type Check = 'checking' | 'allowed' | 'failed';

interface ProtectedAreaProps {
  profile: ProfileType;
  children: ReactNode;
}

/** Asks the server who the user is; the wrong area redirects to the right one. */
export function ProtectedArea({ profile, children }: ProtectedAreaProps) {
  const alreadyConfirmed = confirmedProfileOf() === profile;
  const [check, setCheck] = useState<Check>(alreadyConfirmed ? 'allowed' : 'checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (alreadyConfirmed) return;
    let current = true;
    setCheck('checking');
    getUserInformation().then(
      ({ profile_type: actual }) => {
        if (!current) return;
        if (actual === profile) setCheck('allowed');
        else if (actual === 'owner' || actual === 'guest') {
          navigate(pathForProfile(actual), { replace: true });
        } else setCheck('failed');
      },
      (error: unknown) => {
        if (!current) return;
        // A 401 is handled by the unauthorized handler (back to /login): keep the spinner.
        if (isAxiosError(error) && error.response?.status === 401) return;
        setCheck('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [profile, attempt, alreadyConfirmed]);

  if (check === 'checking') return <LoadingOverlay label={AUTH_CHECK_LABEL} />;
  if (check === 'failed') {
    return (
      <ErrorState
        title={AUTH_CHECK_FAILED}
        message={AUTH_CHECK_FAILED_MESSAGE}
        actionLabel="Riprova / Retry"
        onAction={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return <>{children}</>;
}
