import { useCallback, useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Toast, durations } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { CheckinSteps, checkinMessages, type CheckinUpdate } from '../features/checkin';
import { DoorsPanel } from '../features/doors';
import { prepareDocumentFile } from '../features/documentPhotos';
import { KeysMessages } from '../shared/i18n';

export interface KeysCheckinProps {
  profile: GuestProfile;
  /** The changed profile fields of a check-in update, for the stay card and the dashboard. */
  onProfileUpdate: (patch: Partial<GuestProfile>) => void;
}

/**
 * Section 1 below the stay card: the banner after a check-in update, what the room data says
 * (missing check-in steps, when access opens, or the doors) and the check-in forms still to fill
 * in. Its own chunk (KeysScreen loads it), so the stay card never waits for the forms' code,
 * nor for their texts (KeysMessages, a chunk per language asked for at the same time).
 */
export function KeysCheckin(props: KeysCheckinProps) {
  return (
    <KeysMessages>
      <KeysCheckinContent {...props} />
    </KeysMessages>
  );
}

const BANNERS: Record<Exclude<CheckinUpdate['form'], 'guestType'>, MessageDescriptor> = {
  billing: checkinMessages.billingSuccess,
  billingAlreadySent: checkinMessages.billingAlreadySent,
  guest: checkinMessages.formSubmitted,
};

function KeysCheckinContent({ profile, onProfileUpdate }: KeysCheckinProps) {
  const intl = useIntl();
  const [refreshKey, setRefreshKey] = useState(0);
  const [banner, setBanner] = useState<{ text: MessageDescriptor; n: number } | null>(null);
  // The forms wait for the doors panel's first answer: it is taller than its spinner, and forms
  // already on screen below it would jump down under the guest's eyes.
  const [doorsSettled, setDoorsSettled] = useState(false);
  const showForms = useCallback(() => setDoorsSettled(true), []);

  useEffect(() => {
    if (!banner) return undefined;
    const timer = setTimeout(() => setBanner(null), durations.message);
    return () => clearTimeout(timer);
  }, [banner]);

  const update = ({ patch: changed, form }: CheckinUpdate) => {
    onProfileUpdate(changed);
    if (form === 'guestType') return;
    setBanner((previous) => ({
      text: BANNERS[form],
      n: (previous?.n ?? 0) + 1,
    }));
    setRefreshKey((key) => key + 1);
  };

  return (
    <>
      <div aria-live="polite">
        {banner ? (
          <Toast key={banner.n} tone="success" message={intl.formatMessage(banner.text)} />
        ) : null}
      </div>
      <DoorsPanel profile={profile} refreshKey={refreshKey} onSettled={showForms} />
      {doorsSettled ? (
        <CheckinSteps profile={profile} prepareFile={prepareDocumentFile} onUpdate={update} />
      ) : null}
    </>
  );
}
