import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Apartment } from '@soglia/api-client';
import {
  Button,
  Card,
  DescriptionList,
  Icon,
  Stack,
  Text,
  type DescriptionItem,
} from '@soglia/ui-kit';
import { apartmentDetailsMessages as m, apartmentFormMessages } from './messages';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Wrapping = styled.span`
  overflow-wrap: anywhere;
`;

export interface ApartmentDetailsProps {
  apartment: Apartment;
  onModify: () => void;
}

/**
 * The Struttura tab: every field of the apartment, the address as a maps link when there is one,
 * the remote-lock notice (server URI and whether a key is set, never the key) and the yes/no
 * flags, with Modifica Struttura.
 */
export function ApartmentDetails({ apartment, onModify }: ApartmentDetailsProps) {
  const intl = useIntl();
  const text = (value: string) =>
    value ? (
      <Wrapping>{value}</Wrapping>
    ) : (
      <Text tone="muted">{intl.formatMessage(m.notGiven)}</Text>
    );
  const yesNo = (flag: boolean) => intl.formatMessage(flag ? m.yes : m.no);

  const items: DescriptionItem[] = [
    { id: 'name', term: intl.formatMessage(m.name), details: text(apartment.name) },
    {
      id: 'address',
      term: intl.formatMessage(m.address),
      details: apartment.google_maps_link ? (
        <Link href={apartment.google_maps_link} target="_blank" rel="noopener noreferrer">
          <Icon name="mapPin" size={18} />
          {apartment.address || intl.formatMessage(m.openMaps)}
        </Link>
      ) : (
        text(apartment.address)
      ),
    },
    { id: 'phone', term: intl.formatMessage(m.phone), details: text(apartment.phone) },
    { id: 'email', term: intl.formatMessage(m.email), details: text(apartment.email) },
    { id: 'comune', term: intl.formatMessage(m.comune), details: text(apartment.comune_name) },
    { id: 'cin', term: intl.formatMessage(m.cin), details: text(apartment.CIN) },
  ];
  const devices: DescriptionItem[] = [
    { id: 'serverUri', term: intl.formatMessage(m.serverUri), details: text(apartment.server_uri) },
    {
      id: 'authKey',
      term: intl.formatMessage(m.authKey),
      details: intl.formatMessage(apartment.has_auth_key ? m.authKeySet : m.authKeyMissing),
    },
  ];
  const flags: DescriptionItem[] = [
    {
      id: 'guestInfo',
      term: intl.formatMessage(m.getGuestInfo),
      details: yesNo(apartment.get_guest_info),
    },
    {
      id: 'documentPhoto',
      term: intl.formatMessage(m.getDocumentPhoto),
      details: yesNo(apartment.get_document_photo),
    },
    {
      id: 'billingInfo',
      term: intl.formatMessage(m.getBillingInfo),
      details: yesNo(apartment.get_billing_info),
    },
    {
      id: 'identificationRequired',
      term: intl.formatMessage(m.identificationRequired),
      details: apartment.identification_required
        ? intl.formatMessage(m.identificationWithRing, {
            ring: intl.formatMessage(apartmentFormMessages.ringChoice, {
              seconds: apartment.identification_ring_seconds,
            }),
          })
        : yesNo(false),
    },
    {
      id: 'defaultCheckIn',
      term: intl.formatMessage(m.defaultCheckInTime),
      details: (
        <Text as="span" numeric>
          {apartment.default_check_in_time.slice(0, 5)}
        </Text>
      ),
    },
    {
      id: 'defaultCheckOut',
      term: intl.formatMessage(m.defaultCheckOutTime),
      details: (
        <Text as="span" numeric>
          {apartment.default_check_out_time.slice(0, 5)}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Card title={intl.formatMessage(m.heading)} titleAs="h2">
        <DescriptionList items={items} />
      </Card>
      <Card title={intl.formatMessage(m.devices)} titleAs="h2">
        {apartment.shelly ? (
          <Stack gap="sm">
            <Text>{intl.formatMessage(m.devicesNotice)}</Text>
            <DescriptionList items={devices} />
          </Stack>
        ) : (
          <Text tone="muted">{intl.formatMessage(m.noDevices)}</Text>
        )}
      </Card>
      <Card>
        <DescriptionList items={flags} />
      </Card>
      <Stack direction="row" justify="end">
        <Button onClick={onModify}>
          <Icon name="edit" size={18} />
          {intl.formatMessage(m.modify)}
        </Button>
      </Stack>
    </Stack>
  );
}
