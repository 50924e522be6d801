import { useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@soglia/ui-kit';
import { readCookie } from '@soglia/api-client';
import type { LanguageCode } from '@soglia/api-client';
import { DEFAULT_LANGUAGE, isLanguageCode } from './i18n/loadMessages';
import { GuestIntlProvider } from './features/i18n/GuestIntlProvider';
import { useCatalogue } from './features/i18n/useCatalogue';
import { GuestDashboard } from './features/profile/GuestDashboard';
import { useGuestProfile } from './features/profile/useGuestProfile';

export interface RemoteAppProps {
  language?: LanguageCode;
  onLanguageChange?: (code: LanguageCode) => void;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

function initialLanguage(prop: LanguageCode | undefined): LanguageCode {
  if (prop) return prop;
  const cookie = readCookie('language');
  return isLanguageCode(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/**
 * Remote entry `guest/App`. Inside the shell the language is the `language` prop and a pick is
 * reported through `onLanguageChange`; standalone the pick is kept in local state.
 */
export function App({ language, onLanguageChange }: RemoteAppProps) {
  const [localLanguage, setLocalLanguage] = useState<LanguageCode>(() => initialLanguage(language));
  const active = language && isLanguageCode(language) ? language : localLanguage;
  // Profile and translations load in parallel.
  const profileState = useGuestProfile();
  const catalogue = useCatalogue(active);

  const changeLanguage = (code: LanguageCode) => {
    setLocalLanguage(code);
    onLanguageChange?.(code);
  };

  if (!catalogue) {
    return (
      <Centered>
        <Spinner size="lg" />
      </Centered>
    );
  }

  return (
    <GuestIntlProvider locale={catalogue.locale} messages={catalogue.messages}>
      <GuestDashboard
        profileState={profileState}
        language={active}
        onLanguageChange={changeLanguage}
      />
    </GuestIntlProvider>
  );
}

export default App;
