import { useIntl } from 'react-intl';
import { Heading, Stack } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { BillingForm } from './BillingForm';
import { GuestTypeForm } from './GuestTypeForm';
import { checkinMessages as m } from './messages';
import type { PrepareFile } from './PhotoField';
import { RegistrationSection, needsRegistration } from './RegistrationSection';

export type CheckinUpdate = {
  patch: Partial<GuestProfile>;
  /** billingAlreadySent: the stay had billing data already; the step is done all the same. */
  form: 'guestType' | 'billing' | 'billingAlreadySent' | 'guest';
};

export interface CheckinStepsProps {
  profile: GuestProfile;
  prepareFile: PrepareFile;
  onUpdate: (update: CheckinUpdate) => void;
}

/** What online check-in still asks of the guest: guest type, billing, one form per guest. */
export const hasCheckinSteps = (profile: GuestProfile) =>
  !profile.guest_type ||
  (profile.require_billing_info && !profile.got_billing_info) ||
  needsRegistration(profile);

export function CheckinSteps({ profile, prepareFile, onUpdate }: CheckinStepsProps) {
  const intl = useIntl();
  if (!hasCheckinSteps(profile)) return null;
  return (
    <Stack as="section" gap="lg" aria-labelledby="guest-checkin-title">
      <Heading level={2} id="guest-checkin-title">
        {intl.formatMessage(m.title)}
      </Heading>
      {!profile.guest_type ? (
        <GuestTypeForm
          profileId={profile.id}
          onUpdated={(patch) => onUpdate({ patch, form: 'guestType' })}
        />
      ) : null}
      {profile.require_billing_info && !profile.got_billing_info ? (
        <BillingForm
          defaults={{ firstName: profile.name, lastName: profile.surname }}
          onSubmitted={(patch, outcome) =>
            onUpdate({ patch, form: outcome === 'alreadySent' ? 'billingAlreadySent' : 'billing' })
          }
        />
      ) : null}
      {needsRegistration(profile) ? (
        <RegistrationSection
          profile={profile}
          prepareFile={prepareFile}
          onUpdated={(patch) => onUpdate({ patch, form: 'guest' })}
        />
      ) : null}
    </Stack>
  );
}
