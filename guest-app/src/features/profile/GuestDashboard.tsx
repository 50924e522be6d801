import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingOverlay } from '@soglia/ui-kit';
import type { GuestProfile, LanguageCode } from '@soglia/api-client';
import { ApartmentSection } from '../apartment/ApartmentSection';
import { ContactsSection } from '../contacts/ContactsSection';
import { GuestHeader } from '../header/GuestHeader';
import { GuestNav, type GuestSection } from '../navigation/GuestNav';
import { navigationMessages } from '../navigation/messages';
import { StayCard } from '../stay/StayCard';
import { profileMessages as m } from './messages';
import type { GuestProfileState } from './useGuestProfile';

const Main = styled.main`
  display: grid;
  gap: 16px;
  padding: 16px;
  max-width: 960px;
  margin: 0 auto;
`;

export interface GuestDashboardProps {
  profileState: GuestProfileState & { retry: () => void };
  language: LanguageCode;
  onLanguageChange: (code: LanguageCode) => void;
}

export function GuestDashboard({ profileState, language, onLanguageChange }: GuestDashboardProps) {
  const intl = useIntl();
  if (profileState.status === 'loading') {
    return <LoadingOverlay label={intl.formatMessage(m.loading)} />;
  }
  if (profileState.status === 'failed') {
    return (
      <Main>
        <ErrorState
          title={intl.formatMessage(m.errorTitle)}
          message={intl.formatMessage(m.errorMessage)}
          actionLabel={intl.formatMessage(m.retry)}
          onAction={profileState.retry}
        />
      </Main>
    );
  }
  if (profileState.status === 'empty') {
    return (
      <Main>
        <EmptyState message={intl.formatMessage(m.empty)} />
      </Main>
    );
  }
  return (
    <ProfileView
      profile={profileState.profile}
      language={language}
      onLanguageChange={onLanguageChange}
    />
  );
}

function ProfileView({
  profile,
  language,
  onLanguageChange,
}: {
  profile: GuestProfile;
  language: LanguageCode;
  onLanguageChange: (code: LanguageCode) => void;
}) {
  const intl = useIntl();
  const [section, setSection] = useState<GuestSection>('keys');
  return (
    <>
      <GuestHeader
        apartmentName={profile.apartment_name}
        guestName={profile.name}
        language={language}
        onLanguageChange={onLanguageChange}
      />
      <GuestNav active={section} onSelect={setSection} />
      <Main>
        {section === 'keys' && <StayCard profile={profile} />}
        {section === 'apartment' && <ApartmentSection profile={profile} />}
        {section === 'contacts' && <ContactsSection profile={profile} />}
        {(section === 'general' || section === 'parking' || section === 'restaurants') && (
          <EmptyState message={intl.formatMessage(navigationMessages.comingSoon)} />
        )}
      </Main>
    </>
  );
}
