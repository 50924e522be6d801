import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingOverlay, PageLayout } from '@soglia/ui-kit';
import type { GuestProfile, LanguageCode } from '@soglia/api-client';
import { GuestHeader } from '../features/header';
import { OfflineNotice } from '../features/offline';
import { profileMessages as m, type GuestProfileResult } from '../features/checkinProfile';
import { GuestNav } from './GuestNav';
import { sectionMessages } from './messages';
import { SectionBoundary } from './SectionBoundary';
import { GUEST_SECTIONS, isLazySection } from './sections';

export interface GuestDashboardProps {
  profile: GuestProfileResult;
  language: LanguageCode;
  onLanguageChange: (code: LanguageCode) => void;
  /** The section open at first (default: keys and check-in). */
  initialSection?: string;
}

/** The profile's load states, then the header, the navigation and the active section. */
export function GuestDashboard({
  profile,
  language,
  onLanguageChange,
  initialSection,
}: GuestDashboardProps) {
  const intl = useIntl();
  if (profile.status === 'ready' && profile.data) {
    return (
      <ProfileView
        profile={profile.data}
        language={language}
        onLanguageChange={onLanguageChange}
        initialSection={initialSection}
      />
    );
  }
  if (profile.status === 'loading') {
    return <LoadingOverlay label={intl.formatMessage(m.loading)} />;
  }
  return (
    <PageLayout as="main" width="medium">
      {profile.status === 'failed' ? (
        <ErrorState
          title={intl.formatMessage(m.errorTitle)}
          message={intl.formatMessage(m.errorMessage)}
          actionLabel={intl.formatMessage(m.retry)}
          onAction={profile.retry}
        />
      ) : (
        <EmptyState message={intl.formatMessage(m.empty)} />
      )}
    </PageLayout>
  );
}

function ProfileView({
  profile,
  language,
  onLanguageChange,
  initialSection,
}: {
  profile: GuestProfile;
  language: LanguageCode;
  onLanguageChange: (code: LanguageCode) => void;
  initialSection?: string;
}) {
  const intl = useIntl();
  const [sectionId, setSectionId] = useState(initialSection ?? GUEST_SECTIONS[0].id);
  // Check-in updates (guest type, billing, registered guests) merged over the loaded profile.
  const [patch, setPatch] = useState<Partial<GuestProfile>>({});
  const merged = { ...profile, ...patch };
  const mergePatch = (changed: Partial<GuestProfile>) =>
    setPatch((previous) => ({ ...previous, ...changed }));
  const section = GUEST_SECTIONS.find(({ id }) => id === sectionId) ?? GUEST_SECTIONS[0];
  const { Screen } = section;
  return (
    <>
      <GuestHeader
        apartmentName={profile.apartment_name}
        guestName={profile.name}
        language={language}
        onLanguageChange={onLanguageChange}
      />
      <GuestNav sections={GUEST_SECTIONS} active={section.id} onSelect={setSectionId} />
      <PageLayout as="main" width="medium">
        <OfflineNotice />
        <SectionBoundary
          key={section.id}
          loadingLabel={intl.formatMessage(sectionMessages.loading)}
          errorTitle={intl.formatMessage(sectionMessages.errorTitle)}
          errorMessage={intl.formatMessage(sectionMessages.errorMessage)}
          retryLabel={intl.formatMessage(sectionMessages.retry)}
          onRetry={() => {
            if (isLazySection(Screen)) Screen.reset();
          }}
        >
          <Screen profile={merged} onProfileUpdate={mergePatch} />
        </SectionBoundary>
      </PageLayout>
    </>
  );
}
