import { useIntl } from 'react-intl';
import { Card, Heading, Text } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { apartmentMessages as m } from './messages';

/** The apartment's national identification code (CIN), when the host has set one. */
export function CinCard({ profile }: { profile: Pick<GuestProfile, 'CIN'> }) {
  const intl = useIntl();
  const cin = profile.CIN?.trim();
  if (!cin) return null;
  return (
    <Card as="section" aria-label={intl.formatMessage(m.cin)}>
      <Heading level={2}>{intl.formatMessage(m.cin)}</Heading>
      <Text numeric>{cin}</Text>
    </Card>
  );
}
