// Gzip size of the JavaScript a browser really downloads to show /login (run after the build).
// Serves shell/dist with serve.mjs on an ephemeral port and opens /login in Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createShellServer } from '../serve.mjs';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = createShellServer({ apiUrl: 'http://127.0.0.1:9' });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, body })));
  });
  await page.goto(`http://127.0.0.1:${port}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 15000 });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  let raw = 0;
  let gzip = 0;
  for (const { url, body } of files) {
    const zipped = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    console.log(
      `${url.padEnd(28)} ${(body.length / 1024).toFixed(1).padStart(7)} KB  ${(zipped / 1024).toFixed(1).padStart(6)} KB gzip`,
    );
  }
  console.log(
    `/login total: ${files.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
} finally {
  await browser.close();
  server.close();
}
