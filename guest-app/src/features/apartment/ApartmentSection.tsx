import { useIntl } from 'react-intl';
import { Card, Heading, Text } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { ComingSoon } from '../../shared/ComingSoon';
import { apartmentMessages as m } from './messages';

/** Section 5: the CIN code of the profile for now; apartment and room articles come later. */
export function ApartmentSection({ profile }: { profile: Pick<GuestProfile, 'CIN'> }) {
  const intl = useIntl();
  return (
    <>
      {profile.CIN ? (
        <Card>
          <Heading level={2}>{intl.formatMessage(m.cin)}</Heading>
          <Text>{profile.CIN}</Text>
        </Card>
      ) : null}
      <ComingSoon />
    </>
  );
}
