import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (Playwright gives it a fresh profile). */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(launchOptions(extraArgs));
}

/**
 * The same Chromium on a profile of its own in `userDataDir`, as a phone's browser: not the
 * incognito-like contexts of `launchChromium`, where Chromium never offers to install an app.
 */
export async function launchChromiumProfile(
  userDataDir: string,
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions([]), ...options });
}

function launchOptions(extraArgs: string[]) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // Hosts and guests use the product in Italy: pages see Rome's date (as the server does), not
    // the machine's UTC one, whatever the hour the suite runs at.
    env: { ...process.env, TZ: 'Europe/Rome' },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
