import type { Facing, ProblemCode } from './types';

/** A camera or microphone the browser could not give, with what the guest reads about it. */
export class MediaProblem extends Error {
  readonly code: ProblemCode;
  constructor(code: ProblemCode, cause?: unknown) {
    super(code, { cause });
    this.name = 'MediaProblem';
    this.code = code;
  }
}

// Documents must be readable on the host's screen: ask for HD, take what the camera has.
const VIDEO = { width: { ideal: 1280 }, height: { ideal: 720 } };

/** getUserMedia's refusals (DOMException names) as the guest's three cases. */
function problemOf(error: unknown): ProblemCode {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'media_denied';
  if (name === 'NotReadableError' || name === 'AbortError') return 'media_busy';
  return 'media_missing';
}

/**
 * The camera facing `facing` and, with `audio`, the microphone. Throws a MediaProblem: refused,
 * absent (also on a page that is not https, where browsers offer no camera), or in use.
 */
export async function openMedia(facing: Facing, audio = true): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) throw new MediaProblem('media_missing');
  try {
    return await devices.getUserMedia({ audio, video: { ...VIDEO, facingMode: facing } });
  } catch (error) {
    throw new MediaProblem(problemOf(error), error);
  }
}

/** Turns the camera and microphone off (the browser's recording light too). */
export function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
