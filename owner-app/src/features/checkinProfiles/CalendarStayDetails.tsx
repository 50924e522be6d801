import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { CheckinProfile } from '@soglia/api-client';
import { Icon, Text, type DescriptionItem } from '@soglia/ui-kit';
import { channelMessages } from '../../shared/messages';
import { calendarStayMessages as m, calendarStayValueMessages as v } from './calendarMessages';
import { formatDate, todayIso } from './format';

/** A note in the card: a change or a cancellation the channel made. */
const Note = styled.p<{ $tone: 'warning' | 'danger' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warningBg : theme.colors.errorBg};
  color: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warningText : theme.colors.errorText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex: none;
  }
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

/** What the channel's calendar changed: the dates it moved, the cancellation. */
export function CalendarStayNotes({ profile }: { profile: CheckinProfile }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const moved = profile.previous_check_in_date !== null || profile.previous_check_out_date !== null;
  return (
    <>
      {profile.status === 'cancelled' && profile.cancelled_at ? (
        <Note $tone="danger">
          <Icon name="alert" size={18} />
          {t(v.cancelledOn, { date: formatDate(todayIso(new Date(profile.cancelled_at))) })}
        </Note>
      ) : null}
      {moved ? (
        <Note $tone="warning">
          <Icon name="calendar" size={18} />
          {t(v.datesChanged, {
            from: formatDate(profile.previous_check_in_date ?? profile.check_in_date),
            to: formatDate(profile.previous_check_out_date ?? profile.check_out_date),
          })}
        </Note>
      ) : null}
    </>
  );
}

/**
 * What the feed carried for a stay still to complete (or cancelled), as rows of the card's list:
 * the channel, the reservation (a link to it on the channel when there is one), the phone's last
 * digits, the event's summary.
 */
export function calendarOriginItems(
  profile: CheckinProfile,
  t: IntlShape['formatMessage'],
): DescriptionItem[] {
  const origin = profile.calendar;
  if (!origin) return [];
  const items: DescriptionItem[] = [
    { id: 'channel', term: t(m.channel), details: t(channelMessages[origin.label]) },
  ];
  if (origin.reservation_code || origin.reservation_url) {
    items.push({
      id: 'reservation',
      term: t(m.reservation),
      details: origin.reservation_url ? (
        <Link href={origin.reservation_url} target="_blank" rel="noopener noreferrer">
          {origin.reservation_code || t(m.openReservation)}
        </Link>
      ) : (
        origin.reservation_code
      ),
    });
  }
  if (origin.phone_last4) {
    items.push({
      id: 'phone',
      term: t(m.phone),
      details: (
        <Text as="span" numeric>
          {t(v.phoneLast4, { digits: origin.phone_last4 })}
        </Text>
      ),
    });
  }
  if (origin.summary) items.push({ id: 'summary', term: t(m.summary), details: origin.summary });
  return items;
}
