import { useIntl } from 'react-intl';
import { Card, Heading, ProgressSteps, Stack } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { checkinMessages as m } from './messages';
import type { PrepareFile } from './PhotoField';
import { RegistrationForm } from './RegistrationForm';

export interface RegistrationSectionProps {
  profile: Pick<
    GuestProfile,
    'guest_number' | 'registered_guests' | 'require_registration_form' | 'require_document_photo'
  >;
  prepareFile: PrepareFile;
  onUpdated: (patch: Partial<GuestProfile>) => void;
}

/** True while the stay still expects guests to register (docs/product.md § The guest flow). */
export const needsRegistration = (profile: RegistrationSectionProps['profile']) =>
  (profile.require_registration_form || profile.require_document_photo) &&
  profile.registered_guests < profile.guest_number;

/** One progress step per expected guest and the form of the next one ('Guest N+1'). */
export function RegistrationSection({ profile, prepareFile, onUpdated }: RegistrationSectionProps) {
  const intl = useIntl();
  const registered = profile.registered_guests;
  return (
    <Card as="section" aria-labelledby="guest-registration-title">
      <Stack gap="md">
        <Heading level={3} id="guest-registration-title">
          {intl.formatMessage(m.guestsTitle)}
        </Heading>
        <ProgressSteps
          total={profile.guest_number}
          completed={registered}
          label={intl.formatMessage(m.progress)}
          stateLabels={{
            complete: intl.formatMessage(m.stepComplete),
            current: intl.formatMessage(m.stepCurrent),
            pending: intl.formatMessage(m.stepPending),
          }}
        />
        <Heading level={4}>
          {intl.formatMessage(m.guestHeading, { number: registered + 1 })}
        </Heading>
        <RegistrationForm
          // A fresh, empty form for each guest: re-created when the count changes.
          key={registered}
          needs={{
            registrationForm: profile.require_registration_form,
            documentPhoto: profile.require_document_photo,
          }}
          prepareFile={prepareFile}
          onRegistered={() => onUpdated({ registered_guests: registered + 1 })}
        />
      </Stack>
    </Card>
  );
}
