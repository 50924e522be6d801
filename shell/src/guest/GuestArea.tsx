import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { isLanguageCode, type LanguageCode } from '@soglia/api-client';
import { LoadingOverlay } from '@soglia/ui-kit';
import { startGuestWorker } from '../offline/guestWorker';
import { RemoteHost } from '../remotes/RemoteHost';
import type { RemoteLoader } from '../remotes/types';
import { hasConsent, readLanguage, saveLanguage } from './cookies';

// A returning guest never needs it: downloaded only when a cookie is missing.
const GuestOnboarding = lazy(() =>
  import(/* webpackChunkName: "guest-onboarding" */ './GuestOnboarding').then((module) => ({
    default: module.GuestOnboarding,
  })),
);

/** The saved language once both the language and the consent cookies exist, else null. */
const onboardedLanguage = () => (hasConsent() ? readLanguage() : null);

/**
 * Language and consent are settled before guest/App mounts; the remote then gets the language
 * as a prop and reports a new pick through onLanguageChange (RemoteAppProps in api-client).
 */
export function GuestArea({ loader }: { loader: RemoteLoader }) {
  const [language, setLanguage] = useState<LanguageCode | null>(onboardedLanguage);

  // Installable and available offline once the guest has a language (docs/adr/0032).
  useEffect(() => {
    if (language) startGuestWorker(language);
  }, [language]);

  const onLanguageChange = useCallback((code: LanguageCode) => {
    if (!isLanguageCode(code)) return;
    saveLanguage(code);
    setLanguage(code);
  }, []);

  if (!language) {
    return (
      <Suspense fallback={<LoadingOverlay label="Caricamento…" />}>
        <GuestOnboarding onDone={setLanguage} />
      </Suspense>
    );
  }
  return <RemoteHost name="guest" loader={loader} appProps={{ language, onLanguageChange }} />;
}
