import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, Heading, Icon, Stack, Text } from '@soglia/ui-kit';
import { CallActions, CallCaption, CallCentre, CallOverlay } from './CallOverlay';
import { identificationMessages as m } from './messages';

export interface IncomingScreenProps {
  /** Answered: the camera is being opened. */
  answering: boolean;
  onAnswer: () => void;
  onDecline: () => void;
}

/** The host calls back: Answer or Decline. */
export function IncomingScreen({ answering, onAnswer, onDecline }: IncomingScreenProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <CallOverlay labelledBy={titleId} screen="incoming">
      <CallCentre>
        <CallCaption>
          <Stack gap="lg" align="center" padding="xl">
            <Icon name="phone" size={48} />
            <Heading level={2} id={titleId}>
              {intl.formatMessage(m.incomingTitle)}
            </Heading>
            <Text>{intl.formatMessage(m.incomingText)}</Text>
          </Stack>
        </CallCaption>
        <CallActions>
          <Button variant="danger" disabled={answering} onClick={onDecline}>
            {intl.formatMessage(m.declineCall)}
          </Button>
          <Button loading={answering} onClick={onAnswer} data-autofocus>
            {intl.formatMessage(m.answerCall)}
          </Button>
        </CallActions>
      </CallCentre>
    </CallOverlay>
  );
}
