// Opens every story of a built Storybook in Chromium and fails on any axe violation the a11y
// addon reports for it.
// Usage (repo root): npm run build-storybook && node ui-kit/scripts/axe-stories.mjs
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const root = resolve(process.argv[2] ?? 'storybook-static');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    // Cached for the run: each story is a page load of the same preview bundles.
    'cache-control': 'max-age=3600',
  });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
// AXE_ONLY=text: only the stories whose id contains it (checking one screen while working on it).
const only = process.env.AXE_ONLY?.trim().toLowerCase();
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && (!only || e.id.includes(only)),
);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
let failures = 0;
// Each story is a full page load that mostly waits (msw's worker, the story's data, the play
// function): three pages side by side keep the CPU busy on 2 cores (four are no faster).
const pages = Number(process.env.AXE_PAGES ?? 3);
const queue = [...stories];

// The a11y addon runs axe on every story after it has rendered and played (its `afterEach`, with
// the rules set in .storybook/preview.tsx) and reports the outcome in Storybook's 'storyFinished'
// event. Reading that report rather than running axe a second time, and letting the browser cache
// the preview's bundles, took the 277 stories from 192 s to 112 s on 2 cores.
// The listener is installed before Storybook creates its channel, so no event can be missed.
const listenForFinish = () => {
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      next.on('storyFinished', (event) => {
        globalThis.__storyFinished = event;
      });
    },
  });
};

async function check(page, story) {
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  const finished = await page
    .waitForFunction(() => globalThis.__storyFinished, null, { timeout: 15000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (!finished) return ['the story did not finish rendering (timeout)'];
  const a11y = finished.reporters.find((report) => report.type === 'a11y');
  if (!a11y)
    return [
      `no accessibility report (the story ${finished.status === 'error' ? 'failed' : 'ran without the a11y addon'})`,
    ];
  if (a11y.result.error) return [`axe could not run: ${JSON.stringify(a11y.result.error)}`];
  const problems = a11y.result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  if (finished.status === 'error' && !problems.length) problems.push('the story threw an error');
  return problems;
}

try {
  // One browser context per page: each has its own msw service worker and storage.
  const worker = async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    await context.addInitScript(listenForFinish);
    const page = await context.newPage();
    for (let story = queue.shift(); story; story = queue.shift()) {
      const problems = await check(page, story);
      if (problems.length) {
        failures += 1;
        console.log(`FAIL ${story.id}\n  ${problems.join('\n  ')}`);
      }
    }
    await context.close();
  };
  await Promise.all(Array.from({ length: pages }, worker));
  console.log(`${stories.length - failures}/${stories.length} stories without axe violations`);
} finally {
  await browser.close();
  server.close();
}
process.exit(failures ? 1 : 0);
