// Runs axe-core in Chromium against every story of a built Storybook.
// Usage (repo root): npm run build-storybook && node ui-kit/scripts/axe-stories.mjs
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const root = resolve(process.argv[2] ?? 'storybook-static');
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
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
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
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
// function): three pages side by side keep the CPU busy (277 stories: 4.5 min → 2.6 min on 2 cores).
const pages = Number(process.env.AXE_PAGES ?? 3);
const queue = [...stories];

async function check(page, story) {
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  // Done = loaders (msw's worker), render and play function (which waits for the story's data)
  // have all run.
  const phase = await page
    .waitForFunction(
      () => {
        const current = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return ['completed', 'finished', 'errored', 'aborted'].includes(current) && current;
      },
      null,
      { timeout: 15000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timeout');
  if (phase !== 'completed' && phase !== 'finished') {
    return [`the story did not finish rendering (${phase})`];
  }
  await page.waitForTimeout(150);
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // Page-level rules do not apply to an isolated component story.
    const rules = {
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    };
    let result;
    for (let attempt = 0; !result; attempt += 1) {
      try {
        // eslint-disable-next-line no-undef
        result = await axe.run(document, { rules });
      } catch (error) {
        // the a11y addon may be running its own pass
        if (attempt > 20 || !String(error).includes('already running')) throw error;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
}

try {
  // One browser context per page: each has its own msw service worker and storage.
  const worker = async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
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
