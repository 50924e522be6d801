import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const StyledVideo = styled.video<{ $mirrored: boolean; $fit: 'cover' | 'contain' }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: ${({ $fit }) => $fit};
  background: ${({ theme }) => theme.colors.text};
  transform: ${({ $mirrored }) => ($mirrored ? 'scaleX(-1)' : 'none')};
`;

export interface VideoViewProps {
  stream: MediaStream | null;
  label: string;
  /** The guest's own front camera, shown as in a mirror. */
  mirrored?: boolean;
  /** The guest's own preview: never plays back their microphone. */
  muted?: boolean;
  /** 'contain' shows the whole picture (the host's documents), 'cover' fills the frame. */
  fit?: 'cover' | 'contain';
}

/** A live camera: the stream is given to the element directly, never recorded. */
export function VideoView({
  stream,
  label,
  mirrored = false,
  muted = false,
  fit = 'cover',
}: VideoViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = muted;
    if (video.srcObject !== stream) video.srcObject = stream;
  }, [stream, muted]);
  return (
    <StyledVideo
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      $mirrored={mirrored}
      $fit={fit}
    />
  );
}
