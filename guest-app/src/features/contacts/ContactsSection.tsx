import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, EmptyState } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { contactsMessages as m } from './messages';
import { mailtoHref, mapsSearchHref, telHref, whatsappHref } from './links';

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.125rem;
`;

const List = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
  dt {
    margin-top: 12px;
    opacity: 0.75;
  }
  dt:first-child {
    margin-top: 0;
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 600;
  }
`;

type Contacts = Pick<GuestProfile, 'phone' | 'email' | 'address'>;

export function ContactsSection({ profile }: { profile: Contacts }) {
  const intl = useIntl();
  const phone = profile.phone?.trim();
  const email = profile.email?.trim();
  const address = profile.address?.trim();
  const hasPhoneDigits = !!phone && /\d/.test(phone);

  if (!hasPhoneDigits && !email && !address) {
    return <EmptyState message={intl.formatMessage(m.empty)} />;
  }

  return (
    <Card as="section">
      <Title>{intl.formatMessage(m.title)}</Title>
      <List>
        {hasPhoneDigits && (
          <>
            <dt>{intl.formatMessage(m.phone)}</dt>
            <dd>
              <a href={telHref(phone)}>{phone}</a>
              <a href={whatsappHref(phone)} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(m.whatsapp)}
              </a>
            </dd>
          </>
        )}
        {email && (
          <>
            <dt>{intl.formatMessage(m.email)}</dt>
            <dd>
              <a href={mailtoHref(email)}>{email}</a>
            </dd>
          </>
        )}
        {address && (
          <>
            <dt>{intl.formatMessage(m.address)}</dt>
            <dd>
              <span>{address}</span>
              <a href={mapsSearchHref(address)} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(m.openMaps)}
              </a>
            </dd>
          </>
        )}
      </List>
    </Card>
  );
}
