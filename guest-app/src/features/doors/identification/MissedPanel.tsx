import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Heading, Stack, Text } from '@soglia/ui-kit';
import { telHref, whatsappHref } from '../../../shared/contactLinks';
import { doorMessages } from '../messages';
import { identificationMessages as m } from './messages';

// Focused only to bring a screen reader here; it is no control, so no focus ring.
const Panel = styled.div`
  &:focus {
    outline: none;
  }
`;

export interface MissedPanelProps {
  /** The host's phone from the stay; without digits, no call or chat link. */
  phone: string;
  onRetry: () => void;
  onClose: () => void;
}

/** Nobody answered in time: the host's phone and chat, Try again (same door and code). */
export function MissedPanel({ phone, onRetry, onClose }: MissedPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The ringing screen has just closed: the guest's focus lands here.
  useEffect(() => panel.current?.focus(), []);
  const number = phone.trim();
  const reachable = /\d/.test(number);
  return (
    <Panel ref={panel} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={4} id={titleId}>
          {intl.formatMessage(m.missedTitle)}
        </Heading>
        <Text>{intl.formatMessage(m.missedText)}</Text>
        {reachable ? (
          <Stack direction="row" gap="md" wrap>
            <a href={telHref(number)}>{intl.formatMessage(m.callHost, { phone: number })}</a>
            <a href={whatsappHref(number)} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(m.chatHost)}
            </a>
          </Stack>
        ) : null}
        <Stack direction="row" gap="sm" wrap>
          <Button onClick={onRetry}>{intl.formatMessage(doorMessages.retry)}</Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(doorMessages.dismiss)}
          </Button>
        </Stack>
      </Stack>
    </Panel>
  );
}
