import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CalendarDecision, CalendarEvent } from '@soglia/api-client';
import { Button, Card, CardGrid, ErrorState, Heading, Spinner, Stack, Text } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmit } from '../../shared/form';
import { commonMessages } from '../../shared/messages';
import {
  calendarEventDecided,
  calendarEventsToDecideRequested,
  selectCalendarEventsRequest,
  selectEventsToDecideOf,
} from './calendarEventsSlice';
import { formatDay } from './format';
import { decideMessages as m, decideValueMessages as v, labelMessages } from './messages';
import type { CalendarScope } from './scope';

/**
 * Periodi da decidere: the events a feed cannot tell apart (Booking.com's `CLOSED - Not
 * available`, unknown summaries), each with È una prenotazione and Ignora. Shows nothing when
 * there is nothing to decide.
 */
export function EventsToDecide({ apartmentId, room, roomNames, headingLevel }: CalendarScope) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const headingId = useId();
  const [deciding, setDeciding] = useState<{ id: number; decision: CalendarDecision } | null>(null);
  const { status } = useAppSelector((state) =>
    selectCalendarEventsRequest(state, `list:${apartmentId}`),
  );
  const events = useAppSelector((state) => selectEventsToDecideOf(state, apartmentId, room));
  const load = () => dispatch(calendarEventsToDecideRequested(apartmentId));

  useEffect(() => {
    const request = dispatch(calendarEventsToDecideRequested(apartmentId));
    return () => request.abort();
  }, [apartmentId, dispatch]);

  const decide = async (event: CalendarEvent, decision: CalendarDecision) => {
    setDeciding({ id: event.id, decision });
    await run(() => dispatch(calendarEventDecided({ id: event.id, decision })).unwrap(), {
      succeeded: t(decision === 'booking' ? m.booked : m.ignored),
      // Already decided elsewhere or cancelled by its channel: the server says which.
      failed: (failure) => failure.detail ?? t(m.decideFailed),
      onFailure: (failure) => {
        if (failure.status === 409) void load();
      },
    });
    setDeciding(null);
  };

  let content;
  if (status === 'failed' && events.length === 0) {
    content = (
      <ErrorState
        title={t(m.failed)}
        actionLabel={t(commonMessages.retry)}
        onAction={() => void load()}
      />
    );
  } else if (events.length === 0) {
    if (status === 'pending') {
      return (
        <Stack align="center" padding="lg">
          <Spinner label={t(m.loading)} />
        </Stack>
      );
    }
    return null;
  } else {
    content = (
      <CardGrid as="ul" minColumnWidth="lg" aria-labelledby={headingId}>
        {events.map((event) => {
          const period = t(v.period, {
            label: t(labelMessages[event.label]),
            from: formatDay(event.check_in_date),
            to: formatDay(event.check_out_date),
          });
          const busy = deciding?.id === event.id;
          return (
            <Card as="li" key={event.id}>
              <Text weight="bold" numeric>
                {period}
              </Text>
              <Text tone="muted">
                {[
                  event.room === null ? null : roomNames[event.room],
                  event.summary || t(m.noSummary),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Stack direction="row" gap="sm" justify="end" wrap>
                <Button
                  variant="secondary"
                  aria-label={t(v.ignoreOf, { period })}
                  disabled={busy && deciding?.decision !== 'ignore'}
                  loading={busy && deciding?.decision === 'ignore'}
                  onClick={() => void decide(event, 'ignore')}
                >
                  {t(m.ignore)}
                </Button>
                <Button
                  aria-label={t(v.bookingOf, { period })}
                  disabled={busy && deciding?.decision !== 'booking'}
                  loading={busy && deciding?.decision === 'booking'}
                  onClick={() => void decide(event, 'booking')}
                >
                  {t(m.booking)}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </CardGrid>
    );
  }

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t(m.heading)}
      </Heading>
      <Text tone="muted">{t(m.intro)}</Text>
      {content}
    </Stack>
  );
}
