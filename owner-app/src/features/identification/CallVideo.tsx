import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Stack, Text } from '@soglia/ui-kit';
import { useCallControlsContext } from './callControls';
import type { ActiveCall, CallEndReason } from './identificationSlice';
import { callMessages as m } from './messages';

const Area = styled.section`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 0;
`;

// Dark behind the video, as a phone's call screen is; a guest's phone sends a portrait picture.
const Stage = styled.div`
  position: relative;
  flex: 1 1 auto;
  height: 32vh;
  min-height: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.wide} {
    height: auto;
  }
`;

const RemoteVideo = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const OwnPreview = styled.video`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  width: 28%;
  max-width: 24vw;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  transform: scaleX(-1);
  border: ${({ theme }) => `${theme.space.xxs} solid ${theme.colors.surface}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.textMuted};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

function useStream(stream: MediaStream | null) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return ref;
}

const ENDED: Record<CallEndReason, MessageDescriptor> = {
  host: m.endedByHost,
  guest: m.endedByGuest,
  elsewhere: m.endedElsewhere,
  connection: m.endedConnection,
};

/** The guest's live video, the host's own camera small in a corner, and what limits the call. */
export function CallVideo({ call }: { call: ActiveCall }) {
  const t = useIntl().formatMessage;
  const { remoteStream, localStream } = useCallControlsContext();
  const remoteRef = useStream(remoteStream);
  const localRef = useStream(localStream);
  const ended = call.phase === 'ended';
  const waiting = !ended && !remoteStream;

  const notes: MessageDescriptor[] = [];
  if (!ended && call.videoFailed) notes.push(m.videoFailed);
  if (!ended && call.media === 'microphone') notes.push(m.microphoneOnly);
  if (!ended && call.media === 'receive-only') notes.push(m.receiveOnly);

  return (
    <Area aria-label={t(m.video)}>
      <Stage>
        {remoteStream && !ended ? (
          <RemoteVideo ref={remoteRef} autoPlay playsInline aria-label={t(m.guestVideo)} />
        ) : null}
        {waiting || ended ? (
          <Placeholder role="status">
            {ended && call.endReason ? t(ENDED[call.endReason]) : t(m.connecting)}
          </Placeholder>
        ) : null}
        {localStream && !ended && call.media === 'camera' ? (
          <OwnPreview ref={localRef} autoPlay playsInline muted aria-label={t(m.ownVideo)} />
        ) : null}
      </Stage>
      {notes.length > 0 ? (
        <Stack gap="xs" role="status">
          {notes.map((note) => (
            <Text key={note.id} tone="muted">
              {t(note)}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Area>
  );
}
