import { useState } from 'react';
import {
  COOKIES,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  readCookie,
  type LanguageCode,
  type RemoteAppProps,
} from '@soglia/api-client';
import { useGuestProfile } from '../features/checkinProfile';
import { GuidebookCacheProvider } from '../shared/guidebookCache';
import { AppProviders } from './AppProviders';
import { GuestDashboard } from './GuestDashboard';

function initialLanguage(prop: LanguageCode | undefined): LanguageCode {
  if (prop) return prop;
  const cookie = readCookie(COOKIES.language);
  return isLanguageCode(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/**
 * Remote entry `guest/App`. Inside the shell the language is the `language` prop and a pick is
 * reported through `onLanguageChange`; standalone the pick is kept in local state.
 */
export function App({
  language,
  onLanguageChange,
  initialSection,
}: RemoteAppProps & {
  /** The section open at first (stories, tests); the shell never passes it. */
  initialSection?: string;
}) {
  const [localLanguage, setLocalLanguage] = useState<LanguageCode>(() => initialLanguage(language));
  const active = language && isLanguageCode(language) ? language : localLanguage;
  // Started here, above the providers, so the profile and the translations load in parallel.
  const profile = useGuestProfile();

  const changeLanguage = (code: LanguageCode) => {
    setLocalLanguage(code);
    onLanguageChange?.(code);
  };

  return (
    <AppProviders language={active}>
      {/* The guidebook, fetched once per language for all its sections (no store). */}
      <GuidebookCacheProvider>
        <GuestDashboard
          profile={profile}
          language={active}
          onLanguageChange={changeLanguage}
          initialSection={initialSection}
        />
      </GuidebookCacheProvider>
    </AppProviders>
  );
}

export default App;
