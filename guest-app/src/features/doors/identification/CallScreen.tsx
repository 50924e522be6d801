import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Heading, Text } from '@soglia/ui-kit';
import { CallActions, CallColumn, CallOverlay, VideoStage } from './CallOverlay';
import { identificationMessages as m } from './messages';
import type { Facing } from './types';
import { VideoView } from './VideoView';

/** The guest's own camera, small, in a corner of the host's. */
const OwnPreview = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  width: 30%;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border: ${({ theme }) => `${theme.space.xxs} solid ${theme.colors.surface}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme }) => theme.media.wide} {
    width: 22%;
    aspect-ratio: 4 / 3;
  }
`;

/** "Connecting…" over the dark stage until the host's picture arrives. */
const StageNote = styled.p`
  position: absolute;
  top: 50%;
  left: 0;
  right: 0;
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textInverse};
`;

export interface CallScreenProps {
  local: MediaStream | null;
  remote: MediaStream | null;
  connected: boolean;
  facing: Facing;
  facingSwitchFailed: boolean;
  onSwitchFacing: () => Promise<void>;
  onEnd: () => void;
}

/** The call: the host's camera big, the guest's own small, Switch camera and End call. */
export function CallScreen({
  local,
  remote,
  connected,
  facing,
  facingSwitchFailed,
  onSwitchFacing,
  onEnd,
}: CallScreenProps) {
  const intl = useIntl();
  const titleId = useId();
  const [switching, setSwitching] = useState(false);
  const switchFacing = async () => {
    setSwitching(true);
    try {
      await onSwitchFacing();
    } finally {
      setSwitching(false);
    }
  };
  const showing = connected && remote;

  return (
    <CallOverlay labelledBy={titleId} screen="call">
      <CallColumn>
        <Heading level={2} id={titleId}>
          {intl.formatMessage(m.callTitle)}
        </Heading>
        <VideoStage>
          <VideoView stream={remote} label={intl.formatMessage(m.hostVideo)} fit="contain" />
          {showing ? null : <StageNote role="status">{intl.formatMessage(m.connecting)}</StageNote>}
          <OwnPreview>
            <VideoView
              stream={local}
              label={intl.formatMessage(m.ownVideo)}
              mirrored={facing === 'user'}
              muted
            />
          </OwnPreview>
        </VideoStage>
        <Text tone="muted">{intl.formatMessage(m.callTip)}</Text>
        <Text role="status" size="sm">
          {facingSwitchFailed ? intl.formatMessage(m.facingSwitchFailed) : null}
        </Text>
        <CallActions>
          <Button variant="secondary" loading={switching} onClick={switchFacing}>
            {intl.formatMessage(m.switchFacing)}
          </Button>
          <Button variant="danger" onClick={onEnd} data-autofocus>
            {intl.formatMessage(m.endCall)}
          </Button>
        </CallActions>
      </CallColumn>
    </CallOverlay>
  );
}
