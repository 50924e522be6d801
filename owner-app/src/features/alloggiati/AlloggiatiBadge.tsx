import { useIntl } from 'react-intl';
import { Badge, Stack, Text } from '@soglia/ui-kit';
import type { AlloggiatiStayStatus } from '@soglia/api-client';
import { useAppSelector } from '../../app/hooks';
import { selectAlloggiatiStay } from './alloggiatiSlice';
import {
  formatDeadline,
  formatInstant,
  OPEN_STATES,
  STATE_LABELS,
  stateTone,
  timeLeft,
} from './format';
import { stateMessages as m } from './messages';
import { useNow } from './useNow';

/**
 * Where a stay stands with Alloggiati Web, in one badge: the state, and the time left while the
 * host has something to do ('Da inviare · entro 5 h 20 min', red under two hours), or when it
 * was sent.
 */
export function AlloggiatiStateBadge({ stay }: { stay: AlloggiatiStayStatus }) {
  const intl = useIntl();
  const now = useNow();
  const open = OPEN_STATES.includes(stay.state);
  const left = open ? timeLeft(stay.deadline, now) : null;
  let text = intl.formatMessage(STATE_LABELS[stay.state]);
  if (left) text = `${text} · ${formatDeadline(intl, left)}`;
  if (stay.state === 'sent' && stay.sent_at) {
    text = intl.formatMessage(m.sentAt, formatInstant(stay.sent_at));
  }
  return <Badge tone={stateTone(stay.state, left)}>{text}</Badge>;
}

/** The badge of a stay card: nothing until the stay's Alloggiati state is known. */
export function AlloggiatiBadge({ stayId }: { stayId: number }) {
  const intl = useIntl();
  const stay = useAppSelector((state) => selectAlloggiatiStay(state, stayId));
  if (!stay) return null;
  return (
    <Stack direction="row" align="center" gap="sm" wrap>
      <Text as="span" tone="muted" size="sm">
        {intl.formatMessage(m.badgeLabel)}
      </Text>
      <AlloggiatiStateBadge stay={stay} />
    </Stack>
  );
}
