import type { BrowserContext, Page } from 'playwright-core';

/**
 * Chromium's fake camera and microphone (a moving test pattern and a beep), granted with no
 * prompt, and video that plays without a gesture: the two sides of a call in one machine.
 */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

/** Keeps the page's RTCPeerConnections where the test can read their statistics. */
export async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = all;
    window.RTCPeerConnection = class extends Original {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

export interface MediaFlow {
  /** Bytes of video and audio received on the page's newest connection. */
  videoBytesReceived: number;
  audioBytesReceived: number;
  videoBytesSent: number;
  connectionState: string;
  /** The candidate pair in use: host, srflx or relay on each side. */
  localCandidateType: string | null;
  remoteCandidateType: string | null;
}

/** What `getStats()` says of the page's newest RTCPeerConnection. */
export async function mediaFlow(page: Page): Promise<MediaFlow | null> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers?: RTCPeerConnection[] }).__peers ?? [];
    const pc = peers.at(-1);
    if (!pc) return null;
    const stats = await pc.getStats();
    let videoBytesReceived = 0;
    let audioBytesReceived = 0;
    let videoBytesSent = 0;
    let pairLocal: string | null = null;
    let pairRemote: string | null = null;
    const byId = new Map<string, Record<string, unknown>>();
    stats.forEach((report: Record<string, unknown>) => byId.set(report.id as string, report));
    stats.forEach((report: Record<string, unknown>) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video')
        videoBytesReceived += Number(report.bytesReceived ?? 0);
      if (report.type === 'inbound-rtp' && report.kind === 'audio')
        audioBytesReceived += Number(report.bytesReceived ?? 0);
      if (report.type === 'outbound-rtp' && report.kind === 'video')
        videoBytesSent += Number(report.bytesSent ?? 0);
      if (report.type === 'candidate-pair' && report.nominated && report.state === 'succeeded') {
        pairLocal = (byId.get(report.localCandidateId as string)?.candidateType as string) ?? null;
        pairRemote =
          (byId.get(report.remoteCandidateId as string)?.candidateType as string) ?? null;
      }
    });
    return {
      videoBytesReceived,
      audioBytesReceived,
      videoBytesSent,
      connectionState: pc.connectionState,
      localCandidateType: pairLocal,
      remoteCandidateType: pairRemote,
    };
  });
}

/** Waits until the page's newest connection has received video and audio bytes. */
export async function waitForMediaFlow(page: Page, timeoutMs = 30_000): Promise<MediaFlow> {
  const started = Date.now();
  for (;;) {
    const flow = await mediaFlow(page);
    if (flow && flow.videoBytesReceived > 0 && flow.audioBytesReceived > 0) return flow;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`no media received within ${timeoutMs} ms: ${JSON.stringify(flow)}`);
    }
    await page.waitForTimeout(200);
  }
}

/** The first <video> whose label matches, once it shows a frame: its intrinsic size. */
export async function videoSize(page: Page, label: string | RegExp) {
  const video = page.getByLabel(label);
  await video.waitFor();
  await page.waitForFunction(
    (element) => element instanceof HTMLVideoElement && element.videoWidth > 0,
    await video.elementHandle(),
  );
  return video.evaluate((element: HTMLVideoElement) => ({
    width: element.videoWidth,
    height: element.videoHeight,
  }));
}
