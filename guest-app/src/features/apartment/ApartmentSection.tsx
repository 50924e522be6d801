import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, EmptyState } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { navigationMessages } from '../navigation/messages';
import { apartmentMessages as m } from './messages';

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 1.125rem;
`;

/** Section 5: the CIN code of the profile for now; apartment and room articles come later. */
export function ApartmentSection({ profile }: { profile: Pick<GuestProfile, 'CIN'> }) {
  const intl = useIntl();
  return (
    <>
      {profile.CIN ? (
        <Card>
          <Title>{intl.formatMessage(m.cin)}</Title>
          <p>{profile.CIN}</p>
        </Card>
      ) : null}
      <EmptyState message={intl.formatMessage(navigationMessages.comingSoon)} />
    </>
  );
}
