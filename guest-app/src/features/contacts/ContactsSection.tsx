import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Card,
  DescriptionList,
  EmptyState,
  Heading,
  Stack,
  type DescriptionItem,
} from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { contactsMessages as m } from './messages';
import { mailtoHref, mapsSearchHref, telHref, whatsappHref } from '../../shared/contactLinks';

type Contacts = Pick<GuestProfile, 'phone' | 'email' | 'address'>;

export function ContactsSection({ profile }: { profile: Contacts }) {
  const intl = useIntl();
  const phone = profile.phone?.trim();
  const email = profile.email?.trim();
  const address = profile.address?.trim();
  const hasPhoneDigits = !!phone && /\d/.test(phone);

  const items: DescriptionItem[] = [];
  if (hasPhoneDigits) {
    items.push({
      term: intl.formatMessage(m.phone),
      details: (
        <Links>
          <a href={telHref(phone)}>{phone}</a>
          <a href={whatsappHref(phone)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.whatsapp)}
          </a>
        </Links>
      ),
    });
  }
  if (email) {
    items.push({
      term: intl.formatMessage(m.email),
      details: <a href={mailtoHref(email)}>{email}</a>,
    });
  }
  if (address) {
    items.push({
      term: intl.formatMessage(m.address),
      details: (
        <Links>
          <span>{address}</span>
          <a href={mapsSearchHref(address)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.openMaps)}
          </a>
        </Links>
      ),
    });
  }

  if (items.length === 0) return <EmptyState message={intl.formatMessage(m.empty)} />;

  return (
    <Card as="section">
      <Heading level={2}>{intl.formatMessage(m.title)}</Heading>
      <DescriptionList layout="stacked" items={items} />
    </Card>
  );
}

function Links({ children }: { children: ReactNode }) {
  return (
    <Stack as="span" direction="row" wrap gap="sm">
      {children}
    </Stack>
  );
}
