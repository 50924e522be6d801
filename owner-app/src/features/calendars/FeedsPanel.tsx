import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  Heading,
  Icon,
  Spinner,
  Stack,
  Text,
} from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { commonMessages } from '../../shared/messages';
import {
  calendarFeedsRequested,
  selectCalendarFeedsOf,
  selectCalendarFeedsRequest,
} from './calendarFeedsSlice';
import { FeedCard } from './FeedCard';
import { FeedForm } from './FeedForm';
import { feedsMessages as m } from './messages';
import type { CalendarScope } from './scope';

/**
 * Calendari dei canali: the feeds of an apartment (its rooms' too, each saying whose it is) or of
 * one room, and Aggiungi calendario.
 */
export function FeedsPanel({ apartmentId, room, roomNames, headingLevel }: CalendarScope) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLDivElement>(null);
  const { status } = useAppSelector((state) =>
    selectCalendarFeedsRequest(state, `list:${apartmentId}`),
  );
  const feeds = useAppSelector((state) => selectCalendarFeedsOf(state, apartmentId, room));

  // Fresh on every opening: the schedule reads the feeds meanwhile.
  useEffect(() => {
    const request = dispatch(calendarFeedsRequested(apartmentId));
    return () => request.abort();
  }, [apartmentId, dispatch]);

  const scopeOf = (feedRoom: number | null) =>
    feedRoom === null ? t(m.wholeApartment) : (roomNames[feedRoom] ?? '');

  let content;
  if (status === 'failed' && feeds.length === 0) {
    content = (
      <ErrorState
        title={t(m.failed)}
        actionLabel={t(commonMessages.retry)}
        onAction={() => void dispatch(calendarFeedsRequested(apartmentId))}
      />
    );
  } else if ((status === 'idle' || status === 'pending') && feeds.length === 0) {
    content = (
      <Stack align="center" padding="xl">
        <Spinner size="lg" label={t(m.loading)} />
      </Stack>
    );
  } else if (feeds.length === 0) {
    content = adding ? null : (
      <EmptyState icon={<Icon name="calendar" size={22} />} message={t(m.empty)} />
    );
  } else {
    content = (
      <CardGrid minColumnWidth="lg">
        {feeds.map((feed) => (
          <FeedCard
            key={feed.id}
            feed={feed}
            scope={scopeOf(feed.room)}
            titleAs={headingLevel === 2 ? 'h3' : 'h4'}
          />
        ))}
      </CardGrid>
    );
  }

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Stack direction="row" align="center" justify="between" gap="sm" wrap>
        <Heading level={headingLevel} id={headingId}>
          {t(m.heading)}
        </Heading>
        <div ref={addButton}>
          {adding ? null : (
            <Button onClick={() => setAdding(true)}>
              <Icon name="plus" size={18} />
              {t(m.add)}
            </Button>
          )}
        </div>
      </Stack>
      <Text tone="muted">
        {t(m.intro)}
        {room === null ? ` ${t(m.apartmentIntro)}` : null}
      </Text>
      {adding ? (
        <Card title={t(m.addTitle)} titleAs={headingLevel === 2 ? 'h3' : 'h4'}>
          <FeedForm
            apartmentId={apartmentId}
            room={room}
            onDone={() => {
              setAdding(false);
              // Back to the button that opened the form.
              requestAnimationFrame(() => addButton.current?.querySelector('button')?.focus());
            }}
          />
        </Card>
      ) : null}
      {content}
    </Stack>
  );
}
