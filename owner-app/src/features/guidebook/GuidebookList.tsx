import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { InfoEntry } from '@soglia/api-client';
import {
  Badge,
  Card,
  CardGrid,
  CollapsibleSection,
  EmptyState,
  ErrorState,
  Icon,
  Spinner,
  Stack,
  Text,
} from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  guidebookRequested,
  selectGuidebookGroups,
  selectGuidebookRequest,
} from './guidebookSlice';
import { guidebookListMessages as m, guidebookTypeMessages } from './messages';

const Preview = styled(Text)`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const GroupTitle = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface GuidebookListProps {
  apartmentId: number;
  /** A card was chosen: open its detail view. */
  onOpen: (info: InfoEntry) => void;
}

/**
 * Informazioni of one apartment: one collapsible group per type, room entries grouped again by
 * room name, one card per entry (docs/product.md § The host console).
 */
export function GuidebookList({ apartmentId, onOpen }: GuidebookListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) =>
    selectGuidebookRequest(state, `list:${apartmentId}`),
  );
  const groups = useAppSelector((state) => selectGuidebookGroups(state, apartmentId));

  useEffect(() => {
    if (status === 'idle') void dispatch(guidebookRequested(apartmentId));
  }, [status, apartmentId, dispatch]);

  // A reload after a write keeps the list on screen; the spinner is for the first load only.
  if ((status === 'idle' || status === 'pending') && groups.length === 0) {
    return (
      <Stack align="center" padding="xxxl">
        <Spinner size="lg" label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  }

  if (status === 'failed') {
    return (
      <ErrorState
        title={intl.formatMessage(m.errorTitle)}
        message={intl.formatMessage(m.errorMessage)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={() => void dispatch(guidebookRequested(apartmentId))}
      />
    );
  }

  if (groups.length === 0) {
    return (
      <EmptyState icon={<Icon name="info" size={22} />} message={intl.formatMessage(m.empty)} />
    );
  }

  const cards = (entries: InfoEntry[], titleAs: 'h3' | 'h4') => (
    <CardGrid>
      {entries.map((info) => (
        <Card key={info.id} title={info.title} titleAs={titleAs} onClick={() => onOpen(info)}>
          <Stack gap="sm">
            <Preview tone="muted" size="sm">
              {info.info}
            </Preview>
            {info.google_link ? (
              <Stack direction="row" gap="xs" align="center">
                <Icon name="mapPin" size={16} />
                <Text as="span" size="sm" tone="muted">
                  {intl.formatMessage(m.hasLink)}
                </Text>
              </Stack>
            ) : null}
          </Stack>
        </Card>
      ))}
    </CardGrid>
  );

  const titleWithCount = (label: string, count: number) => (
    <GroupTitle>
      {label}
      <Badge>{intl.formatMessage(m.count, { count })}</Badge>
    </GroupTitle>
  );

  return (
    <Stack gap="lg" as="section" aria-label={intl.formatMessage(m.groups)}>
      {groups.map(({ type, rooms }) => {
        const count = rooms.reduce((sum, room) => sum + room.entries.length, 0);
        return (
          <CollapsibleSection
            key={`${apartmentId}:${type}`}
            headingLevel="h2"
            title={titleWithCount(intl.formatMessage(guidebookTypeMessages[type]), count)}
          >
            {type === 'room_info' ? (
              <Stack gap="md">
                {rooms.map(({ roomName, entries }) => (
                  <CollapsibleSection
                    key={roomName ?? ''}
                    headingLevel="h3"
                    title={titleWithCount(roomName ?? intl.formatMessage(m.noRoom), entries.length)}
                  >
                    {cards(entries, 'h4')}
                  </CollapsibleSection>
                ))}
              </Stack>
            ) : (
              cards(rooms[0].entries, 'h3')
            )}
          </CollapsibleSection>
        );
      })}
    </Stack>
  );
}
