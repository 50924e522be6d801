import { useIntl } from 'react-intl';
import { Card, CardGrid, DescriptionList, Heading, Stack, Text } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { formatDate, formatTime } from './format';
import { stayMessages as m } from './messages';

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
      <Heading level={2}>{intl.formatMessage(m.title)}</Heading>
      <CardGrid minColumnWidth="sm">
        {moments.map(({ key, label, date, time }) => {
          const heading = intl.formatMessage(label);
          return (
            <Stack as="section" key={key} gap="sm" aria-label={heading}>
              <Heading level={3}>{heading}</Heading>
              <DescriptionList
                items={[
                  {
                    term: intl.formatMessage(m.date),
                    details: <Moment value={formatDate(date)} />,
                  },
                  {
                    term: intl.formatMessage(m.time),
                    details: <Moment value={formatTime(time)} />,
                  },
                ]}
              />
            </Stack>
          );
        })}
      </CardGrid>
    </Card>
  );
}

function Moment({ value }: { value: string }) {
  return (
    <Text as="span" weight="bold" numeric>
      {value}
    </Text>
  );
}
