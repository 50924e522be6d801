import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Icon,
  Spinner,
  Stack,
  Text,
} from '@soglia/ui-kit';
import type { AlloggiatiStayStatus } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/routing';
import { AlloggiatiStateBadge } from './AlloggiatiBadge';
import {
  alloggiatiDueRequested,
  alloggiatiKeys,
  selectAlloggiatiRequest,
  selectAlloggiatiRequests,
  selectDueStays,
} from './alloggiatiSlice';
import { canSend, formatClock, formatDay } from './format';
import { stateMessages as sm, sendMessages } from './messages';
import { dueMessages as m } from './pageMessages';
import { useSendStay } from './useSendStay';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The stay's reasons and its guests' ones ('Marco Rossi: …'), the first two of them. */
function reasonsOf(stay: AlloggiatiStayStatus): string[] {
  return [
    ...stay.reasons,
    ...stay.guests.flatMap((guest) => guest.reasons.map((reason) => `${guest.name}: ${reason}`)),
    ...stay.guests.flatMap((guest) =>
      guest.status === 'refused' && guest.error
        ? [`${guest.name}: ${guest.error.description}`]
        : [],
    ),
  ];
}

function DueStay({ stay, onSend, sending }: DueStayProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = `${stay.name} ${stay.surname}`;
  const reasons = reasonsOf(stay);
  return (
    <Card as="li">
      <Stack direction="row" align="start" justify="between" gap="sm" wrap>
        <div>
          <Heading level={2} size="md">
            {name}
          </Heading>
          <Text tone="muted" size="sm">
            {stay.apartment_name} ·{' '}
            {t(m.arrival, {
              date: formatDay(stay.check_in_date),
              time: formatClock(stay.check_in_time),
            })}
          </Text>
        </div>
        <AlloggiatiStateBadge stay={stay} />
      </Stack>
      {reasons.length > 0 ? (
        <Text size="sm">
          {reasons.slice(0, 2).join(' · ')}
          {reasons.length > 2 ? ` ${t(m.moreReasons, { count: reasons.length - 2 })}` : ''}
        </Text>
      ) : null}
      {stay.state === 'uncertain' ? <Text size="sm">{t(m.uncertain)}</Text> : null}
      {!stay.has_account ? (
        <Text size="sm">
          {t(m.noAccount)} <Link href={paths.alloggiati('account')}>{t(m.setAccountText)}</Link>
        </Text>
      ) : null}
      <Stack direction="row" align="center" justify="end" gap="lg" wrap>
        <Link
          href={paths.stay(stay.id, { from: stay.check_in_date, to: stay.check_in_date })}
          aria-label={t(m.openStay, { name })}
        >
          {t(m.openStayText)}
        </Link>
        {canSend(stay) ? (
          <Button
            size="sm"
            loading={sending}
            aria-label={t(sendMessages.sendOf, { name })}
            onClick={() => onSend(stay)}
          >
            {t(sendMessages.send)}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

interface DueStayProps {
  stay: AlloggiatiStayStatus;
  onSend: (stay: AlloggiatiStayStatus) => void;
  sending: boolean;
}

/** 'In scadenza': what must go soon, earliest deadline first, each with Invia and its stay. */
export function DueList() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const stays = useAppSelector(selectDueStays);
  const request = useAppSelector((state) => selectAlloggiatiRequest(state, alloggiatiKeys.due));
  const requests = useAppSelector(selectAlloggiatiRequests);
  const sendFlow = useSendStay();
  const reload = () => void dispatch(alloggiatiDueRequested(undefined));

  // Every visit asks again: deadlines move and auto-send works meanwhile.
  useEffect(() => {
    void dispatch(alloggiatiDueRequested(undefined));
  }, [dispatch]);

  let content;
  if (stays === null) {
    content =
      request.status === 'failed' ? (
        <ErrorState title={t(m.failed)} actionLabel={t(sm.retry)} onAction={reload} />
      ) : (
        <Stack align="center" padding="xxl">
          <Spinner size="lg" label={t(m.loading)} />
        </Stack>
      );
  } else if (stays.length === 0) {
    content = <EmptyState icon={<Icon name="check" size={22} />} message={t(m.empty)} />;
  } else {
    content = (
      <List aria-label={t(m.list)}>
        {stays.map((stay) => (
          <DueStay
            key={stay.id}
            stay={stay}
            onSend={sendFlow.ask}
            sending={requests[alloggiatiKeys.send(stay.id)]?.status === 'pending'}
          />
        ))}
      </List>
    );
  }

  return (
    <Stack gap="lg">
      <Stack direction="row" align="center" justify="between" gap="md" wrap>
        <Text tone="muted">{t(m.intro)}</Text>
        <Button
          variant="secondary"
          size="sm"
          loading={request.status === 'pending' && stays !== null}
          onClick={reload}
        >
          {t(m.refresh)}
        </Button>
      </Stack>
      {content}
      {sendFlow.dialog}
    </Stack>
  );
}
