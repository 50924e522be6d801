import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Heading, Stack, Text } from '@soglia/ui-kit';
import { CallActions, CallCaption, CallColumn, CallOverlay, VideoStage } from './CallOverlay';
import { identificationMessages as m } from './messages';
import { VideoView } from './VideoView';

/** m:ss of the seconds left. */
export const formatRemaining = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function useSecondsLeft(endsAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export interface WaitingScreenProps {
  local: MediaStream | null;
  /** When the host's tabs stop ringing (ms since the epoch). */
  endsAt: number;
  onCancel: () => void;
}

/** While the host's tabs ring: the guest's own camera, the time left, Cancel. */
export function WaitingScreen({ local, endsAt, onCancel }: WaitingScreenProps) {
  const intl = useIntl();
  const titleId = useId();
  const left = useSecondsLeft(endsAt);
  return (
    <CallOverlay labelledBy={titleId} screen="waiting">
      <CallColumn>
        <VideoStage>
          <VideoView stream={local} label={intl.formatMessage(m.ownVideo)} mirrored muted />
        </VideoStage>
        <CallCaption>
          <Stack gap="sm">
            <Heading level={2} id={titleId}>
              {intl.formatMessage(m.callingHost)}
            </Heading>
            {/* role timer: read on demand, not every second. */}
            <Text role="timer" numeric>
              {intl.formatMessage(m.ringRemaining, { time: formatRemaining(left) })}
            </Text>
            <Text tone="muted">{intl.formatMessage(m.waitingHint)}</Text>
          </Stack>
        </CallCaption>
        <CallActions>
          <Button variant="danger" onClick={onCancel} data-autofocus>
            {intl.formatMessage(m.cancelCall)}
          </Button>
        </CallActions>
      </CallColumn>
    </CallOverlay>
  );
}
