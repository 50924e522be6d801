import { useCallback, useState } from 'react';
import { isLanguageCode, type LanguageCode } from '@soglia/api-client';
import { RemoteHost } from '../remotes/RemoteHost';
import type { RemoteLoader } from '../remotes/types';
import { saveLanguage } from './cookies';
import { GuestOnboarding } from './GuestOnboarding';

/**
 * Language and consent are settled before guest/App mounts; the remote then gets the language
 * as a prop and reports a new pick through onLanguageChange (RemoteAppProps in api-client).
 */
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
