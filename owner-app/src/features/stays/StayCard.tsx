import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Card, DescriptionList, Stack, Text } from '@soglia/ui-kit';
import type { Stay } from '@soglia/api-client';
import { formatDate, GUEST_TYPE_LABELS } from './format';
import { IdentificationBadge } from './IdentificationBadge';
import { staysMessages as m } from './messages';

export interface StayCardProps {
  stay: Stay;
  onOpen: (stayId: number) => void;
  /** Shown at the foot of the card (the screen's Alloggiati Web badge). */
  badge?: ReactNode;
}

/** One result: guest, apartment, dates (dd/mm/yyyy), guest type, guest count, identification. */
export function StayCard({ stay, onOpen, badge }: StayCardProps) {
  const intl = useIntl();
  return (
    <Card title={`${stay.name} ${stay.surname}`} titleAs="h2" onClick={() => onOpen(stay.id)}>
      <Text tone="muted">{stay.apartment_name}</Text>
      <DescriptionList
        items={[
          { term: intl.formatMessage(m.checkIn), details: formatDate(stay.check_in_date) },
          { term: intl.formatMessage(m.checkOut), details: formatDate(stay.check_out_date) },
        ]}
      />
      <Stack direction="row" align="center" gap="sm" wrap>
        <Badge tone={stay.guest_type ? 'info' : 'neutral'}>
          {stay.guest_type
            ? intl.formatMessage(GUEST_TYPE_LABELS[stay.guest_type])
            : intl.formatMessage(m.noGuestType)}
        </Badge>
        <Text as="span">{intl.formatMessage(m.guestCount, { count: stay.guest_number })}</Text>
        <IdentificationBadge stay={stay} />
      </Stack>
      {badge}
    </Card>
  );
}
