import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Stack, Toast, durations } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { CheckinSteps, checkinMessages, type CheckinUpdate } from '../features/checkin';
import { DoorsPanel } from '../features/doors';
import { prepareDocumentFile } from '../features/photos';
import { StayCard } from '../features/stay';

export interface KeysScreenProps {
  profile: GuestProfile;
  /** Merges changed profile fields into the dashboard's profile (SPEC §4). */
  onProfileUpdate?: (patch: Partial<GuestProfile>) => void;
}

/**
 * Section 1, keys and check-in: the stay card, what the room data says (missing check-in
 * steps, when access opens, or the doors), and the online check-in forms still to fill in.
 */
export function KeysScreen({ profile, onProfileUpdate }: KeysScreenProps) {
  const intl = useIntl();
  // Local merge too, so the screen works where no parent keeps the profile (stories, tests).
  const [patch, setPatch] = useState<Partial<GuestProfile>>({});
  const current = { ...profile, ...patch };
  const [refreshKey, setRefreshKey] = useState(0);
  const [banner, setBanner] = useState<{ text: MessageDescriptor; n: number } | null>(null);

  useEffect(() => {
    if (!banner) return undefined;
    const timer = setTimeout(() => setBanner(null), durations.message);
    return () => clearTimeout(timer);
  }, [banner]);

  const update = ({ patch: changed, form }: CheckinUpdate) => {
    setPatch((previous) => ({ ...previous, ...changed }));
    onProfileUpdate?.(changed);
    if (form === 'guestType') return;
    setBanner((previous) => ({
      text: form === 'billing' ? checkinMessages.billingSuccess : checkinMessages.formSubmitted,
      n: (previous?.n ?? 0) + 1,
    }));
    setRefreshKey((key) => key + 1);
  };

  return (
    <Stack gap="xl">
      <StayCard profile={current} />
      <div aria-live="polite">
        {banner ? (
          <Toast key={banner.n} tone="success" message={intl.formatMessage(banner.text)} />
        ) : null}
      </div>
      <DoorsPanel profile={current} refreshKey={refreshKey} />
      <CheckinSteps profile={current} prepareFile={prepareDocumentFile} onUpdate={update} />
    </Stack>
  );
}
