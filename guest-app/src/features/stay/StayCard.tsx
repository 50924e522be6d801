import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { formatDate, formatTime } from './format';
import { stayMessages as m } from './messages';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.125rem;
`;

const Moment = styled.section`
  h3 {
    margin: 0 0 8px;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    opacity: 0.75;
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

type StayProfile = Pick<
  GuestProfile,
  'check_in_date' | 'check_in_time' | 'check_out_date' | 'check_out_time'
>;

export function StayCard({ profile }: { profile: StayProfile }) {
  const intl = useIntl();
  const moments = [
    { key: 'in', label: m.checkIn, date: profile.check_in_date, time: profile.check_in_time },
    { key: 'out', label: m.checkOut, date: profile.check_out_date, time: profile.check_out_time },
  ];
  return (
    <Card as="article">
      <Title>{intl.formatMessage(m.title)}</Title>
      <Columns>
        {moments.map(({ key, label, date, time }) => {
          const heading = intl.formatMessage(label);
          return (
            <Moment key={key} aria-label={heading}>
              <h3>{heading}</h3>
              <dl>
                <dt>{intl.formatMessage(m.date)}</dt>
                <dd>{formatDate(date)}</dd>
                <dt>{intl.formatMessage(m.time)}</dt>
                <dd>{formatTime(time)}</dd>
              </dl>
            </Moment>
          );
        })}
      </Columns>
    </Card>
  );
}
