import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Button, EmptyState, Icon, Stack, Text } from '@soglia/ui-kit';
import type { StaysQuery } from '@soglia/api-client';
import { useAppSelector } from '../app/hooks';
import {
  AlloggiatiBadge,
  alloggiatiPageMessages,
  stateMessages,
  useAlloggiatiOfRange,
} from '../features/alloggiati';
import {
  formatDate,
  selectAllStays,
  StayList,
  StaySearchForm,
  StaysLoading,
  staysMessages as m,
  useStaysOfRange,
} from '../features/stays';
import { SectionHeader } from '../shared/layout';
import { paths } from '../shared/routing';
import { useStayRoute } from './useStayRoute';

/**
 * Soggiorni at /stays?from=…&to=…: the Dal / Al search and the stays of the range (today's
 * without a range), each card with its Alloggiati Web badge; a card opens the stay at
 * /stays/<id>, the header's button the Alloggiati Web page.
 */
export function StaysScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { range, query } = useStayRoute();
  const request = useStaysOfRange(query);
  const alloggiati = useAlloggiatiOfRange(query);
  const stays = useAppSelector(selectAllStays);

  const search = ({ start_date: from, end_date: to }: StaysQuery) => {
    if (from === range.from && to === range.to) request.reload();
    else navigate(paths.staysInRange({ from, to }));
  };

  let results;
  if (!request.loaded) {
    results = <StaysLoading request={request} />;
  } else if (stays.length === 0) {
    results = (
      <EmptyState icon={<Icon name="calendar" size={22} />} message={intl.formatMessage(m.empty)} />
    );
  } else {
    results = (
      <Stack gap="md">
        <Text tone="muted" role="status">
          {intl.formatMessage(m.resultCount, {
            count: stays.length,
            from: formatDate(range.from),
            to: formatDate(range.to),
          })}
        </Text>
        {alloggiati.failure ? (
          <Stack direction="row" align="center" gap="sm" wrap>
            <Text>{intl.formatMessage(stateMessages.rangeFailed)}</Text>
            <Button variant="secondary" size="sm" onClick={alloggiati.reload}>
              {intl.formatMessage(stateMessages.retry)}
            </Button>
          </Stack>
        ) : null}
        <StayList
          stays={stays}
          aria-label={intl.formatMessage(m.results)}
          onOpen={(id) => navigate(paths.stay(id, range))}
          renderBadge={(stay) => <AlloggiatiBadge stayId={stay.id} />}
        />
      </Stack>
    );
  }

  return (
    <>
      <SectionHeader
        title={intl.formatMessage(m.heading)}
        actions={
          <Button variant="secondary" onClick={() => navigate(paths.alloggiati())}>
            <Icon name="document" size={18} />
            {intl.formatMessage(alloggiatiPageMessages.open)}
          </Button>
        }
      />
      <StaySearchForm range={query} onSearch={search} searching={request.pending} />
      {results}
    </>
  );
}
