import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CalendarFeed } from '@soglia/api-client';
import { Badge, Button, Card, DescriptionList, Icon, Stack, Text } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { calendarEventsToDecideRequested } from './calendarEventsSlice';
import {
  calendarFeedDeleted,
  calendarFeedSyncRequested,
  selectCalendarFeedsRequest,
} from './calendarFeedsSlice';
import { FeedForm } from './FeedForm';
import { formatInstant, shortUrl } from './format';
import { InlineConfirm } from './InlineConfirm';
import { feedsMessages as m, feedValueMessages as v, labelMessages } from './messages';

export interface FeedCardProps {
  feed: CalendarFeed;
  /** What the feed is for: the room's name, or the whole apartment. */
  scope: string;
  titleAs: 'h3' | 'h4';
}

/**
 * One channel's calendar: its address (shortened, without the secret), its last read and result
 * (the server's Italian message on an error), what it found, and Sincronizza ora, Modifica,
 * Elimina (after a confirmation in place).
 */
export function FeedCard({ feed, scope, titleAs }: FeedCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirmDelete'>('view');
  const [deleting, setDeleting] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  /** Back to the buttons, on the one that opened the form or the confirmation. */
  const backToView = (button: 'delete' | 'edit') => {
    setMode('view');
    requestAnimationFrame(() =>
      actions.current?.querySelector<HTMLButtonElement>(`[data-action="${button}"]`)?.focus(),
    );
  };
  const syncing =
    useAppSelector((state) => selectCalendarFeedsRequest(state, `sync:${feed.id}`)).status ===
    'pending';
  const label = t(labelMessages[feed.label]);
  // Two rooms may read the same channel: the name says whose calendar it is.
  const name = t(v.feedName, { label, scope });

  const sync = () =>
    run(() => dispatch(calendarFeedSyncRequested(feed.id)).unwrap(), {
      failed: t(m.syncFailed),
      onSuccess: (read) => {
        if (read.last_result === 'error') {
          notify({
            tone: 'error',
            message: t(v.syncFailedWith, { message: read.last_error_message ?? '' }),
          });
          return;
        }
        notify({ tone: 'success', message: t(m.synced) });
        // The read may have brought periods to decide.
        void dispatch(calendarEventsToDecideRequested(read.apartment));
      },
    });

  const remove = async () => {
    setDeleting(true);
    const outcome = await run(() => dispatch(calendarFeedDeleted(feed.id)).unwrap(), {
      failed: t(m.deleteFailed),
      succeeded: t(m.deleted),
    });
    if (outcome !== 'succeeded') {
      setDeleting(false);
      backToView('delete');
    }
  };

  const lastSync = feed.last_sync_at ? (
    <Text as="span" numeric>
      {t(v.syncedAt, formatInstant(feed.last_sync_at))}
    </Text>
  ) : (
    <Text as="span" tone="muted">
      {t(m.neverSynced)}
    </Text>
  );
  const result =
    feed.last_result === null ? null : (
      <Stack gap="xs" align="start">
        <Badge tone={feed.last_result === 'ok' ? 'success' : 'danger'}>
          <Icon name={feed.last_result === 'ok' ? 'check' : 'alert'} size={14} />
          {t(feed.last_result === 'ok' ? m.resultOk : m.resultError)}
        </Badge>
        {feed.last_result === 'error' && feed.last_error_message ? (
          <Text>{feed.last_error_message}</Text>
        ) : null}
      </Stack>
    );

  return (
    <Card as="article" title={label} titleAs={titleAs} aria-label={name}>
      <Stack direction="row" gap="xs" align="center">
        <Icon name="calendar" size={18} />
        <Text tone="muted">{scope}</Text>
      </Stack>
      <DescriptionList
        items={[
          { id: 'url', term: t(m.address), details: <Text as="span">{shortUrl(feed.url)}</Text> },
          { id: 'sync', term: t(m.lastSync), details: lastSync },
          ...(result ? [{ id: 'result', term: t(m.result), details: result }] : []),
          {
            id: 'found',
            term: t(m.found),
            details: t(v.counts, {
              bookings: feed.bookings_found,
              blocked: feed.blocked_found,
              toDecide: feed.to_decide_found,
            }),
          },
        ]}
      />
      {mode === 'edit' ? (
        <FeedForm
          apartmentId={feed.apartment}
          room={feed.room}
          feed={feed}
          onDone={() => backToView('edit')}
        />
      ) : mode === 'confirmDelete' ? (
        <InlineConfirm
          label={t(v.deleteOf, { name })}
          message={t(v.confirmDelete, { name })}
          confirmLabel={t(m.delete)}
          cancelLabel={t(m.cancel)}
          loading={deleting}
          onConfirm={() => void remove()}
          onCancel={() => backToView('delete')}
        />
      ) : (
        <div ref={actions}>
          <Stack direction="row" gap="sm" justify="end" wrap>
            <Button
              variant="secondary"
              data-action="delete"
              aria-label={t(v.deleteOf, { name })}
              onClick={() => setMode('confirmDelete')}
            >
              {t(m.delete)}
            </Button>
            <Button
              variant="secondary"
              data-action="edit"
              aria-label={t(v.editOf, { name })}
              onClick={() => setMode('edit')}
            >
              {t(m.edit)}
            </Button>
            <Button
              loading={syncing}
              aria-label={t(v.syncOf, { name })}
              onClick={() => void sync()}
            >
              {t(m.sync)}
            </Button>
          </Stack>
        </div>
      )}
    </Card>
  );
}
