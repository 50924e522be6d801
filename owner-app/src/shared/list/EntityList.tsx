import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  ErrorState,
  Icon,
  Spinner,
  Stack,
  type IconName,
} from '@soglia/ui-kit';
import { commonMessages } from '../messages';
import type { RequestStatus } from '../requests';

/** The texts of one list: its create button, and what shows instead of the cards. */
export interface EntityListMessages {
  create: MessageDescriptor;
  empty: MessageDescriptor;
  loading: MessageDescriptor;
  failed: MessageDescriptor;
}

export interface EntityListProps<T extends { id: number }> {
  items: readonly T[];
  /** The status of the list's request. */
  status: RequestStatus;
  messages: EntityListMessages;
  emptyIcon: IconName;
  onRetry: () => void;
  onCreate: () => void;
  onOpen: (item: T) => void;
  title: (item: T) => string;
  /** What a card shows under its title. */
  details: (item: T) => ReactNode;
}

/**
 * A create button and one card per item (the Porte and Camere tabs). Items already shown stay on
 * screen while the list loads again or fails to; the spinner and the error are for an empty list.
 */
export function EntityList<T extends { id: number }>({
  items,
  status,
  messages: m,
  emptyIcon,
  onRetry,
  onCreate,
  onOpen,
  title,
  details,
}: EntityListProps<T>) {
  const intl = useIntl();

  let content;
  if (status === 'failed' && items.length === 0) {
    content = (
      <ErrorState
        title={intl.formatMessage(m.failed)}
        actionLabel={intl.formatMessage(commonMessages.retry)}
        onAction={onRetry}
      />
    );
  } else if ((status === 'idle' || status === 'pending') && items.length === 0) {
    content = (
      <Stack align="center" padding="xxl">
        <Spinner size="lg" label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={<Icon name={emptyIcon} size={22} />}
        message={intl.formatMessage(m.empty)}
      />
    );
  } else {
    content = (
      <CardGrid>
        {items.map((item) => (
          <Card key={item.id} title={title(item)} titleAs="h2" onClick={() => onOpen(item)}>
            {details(item)}
          </Card>
        ))}
      </CardGrid>
    );
  }

  return (
    <Stack gap="lg">
      <Stack direction="row" justify="end">
        <Button onClick={onCreate}>
          <Icon name="plus" size={18} />
          {intl.formatMessage(m.create)}
        </Button>
      </Stack>
      {content}
    </Stack>
  );
}
