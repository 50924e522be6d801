import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

// A phone on a poor connection for the web bench: 4x CPU slowdown and DevTools' "Slow 4G"
// (562.5 ms latency, 1.47 Mbit/s down).
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** Throttles a page: its CPU and its own requests. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Throttles the network of every service worker of the browser, running now or started later:
 * a page's throttling does not reach the requests its worker makes. Stop with the returned function.
 */
export async function throttleWorkers(browser: Browser): Promise<() => Promise<void>> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  let id = 0;
  const throttled = new Set<string>();
  const throttleTarget = async (targetId: string) => {
    if (throttled.has(targetId)) return;
    throttled.add(targetId);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', SLOW_4G],
    ] as const) {
      await cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: (id += 1), method, params }),
      });
    }
  };
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type === 'service_worker')
      void throttleTarget(targetInfo.targetId).catch(() => {});
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await cdp.send('Target.getTargets');
  for (const target of targetInfos) {
    if (target.type === 'service_worker') await throttleTarget(target.targetId);
  }
  return () => cdp.detach();
}
