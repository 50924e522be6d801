import { useCallback, useState } from 'react';
import type { LanguageCode } from '@soglia/api-client';
import { RemoteHost } from '../remotes/RemoteHost';
import type { RemoteLoader } from '../remotes/types';
import { isLanguageCode, saveLanguage } from './cookies';
import { GuestOnboarding } from './GuestOnboarding';

/** Language and consent are guaranteed before guest/App mounts (CONTRACTS.md). */
export function GuestArea({ loader }: { loader: RemoteLoader }) {
  const [language, setLanguage] = useState<LanguageCode | null>(null);

  const onLanguageChange = useCallback((code: LanguageCode) => {
    if (!isLanguageCode(code)) return;
    saveLanguage(code);
    setLanguage(code);
  }, []);

  if (!language) return <GuestOnboarding onDone={setLanguage} />;
  return <RemoteHost name="guest" loader={loader} appProps={{ language, onLanguageChange }} />;
}
