// `npm run start:prod`: Soglia in production on one machine, from the builds of `npm run build`:
// the compiled API (server/dist/main.js, SOGLIA_MODE=production), the shell's server and the two
// remotes' files. It never seeds demo data and never starts a simulator; settings a production
// start cannot work with stop it before anything starts (exit 1, one line per problem).
// SIGTERM or SIGINT stops every process gracefully; the launcher exits 0 when all stopped cleanly.
// Why one launcher: docs/adr/0021-compiled-api-and-production-start.md; how: README.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const tag = '[start:prod]';
const START_TIMEOUT_MS = 180_000;

const portOf = (name, fallback, problems) => {
  const raw = env[name]?.trim() || String(fallback);
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (port >= 1 && port <= 65535) return port;
  problems.push(`${name} must be a port from 1 to 65535, got '${raw}'`);
  return fallback;
};

/** The launcher's own settings: the ports and the addresses browsers load the remotes from. */
const launcherSettings = () => {
  const problems = [];
  const ports = {
    api: portOf('API_PORT', 8000, problems),
    shell: portOf('SHELL_PORT', 3000, problems),
    owner: portOf('OWNER_PORT', 3001, problems),
    guest: portOf('GUEST_PORT', 3002, problems),
  };
  const remotes = {};
  for (const [name, port, dist] of [
    ['OWNER_REMOTE_URL', ports.owner, 'owner-app/dist'],
    ['GUEST_REMOTE_URL', ports.guest, 'guest-app/dist'],
  ]) {
    const value = env[name]?.trim();
    if (!value) {
      problems.push(
        `${name} is not set: the address browsers load ${dist}/mf-manifest.json from ` +
          `(served here on port ${port}, e.g. behind your proxy as https://example.com:${port}/mf-manifest.json)`,
      );
    } else if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
      problems.push(`${name} must be an http:// or https:// URL, got '${value}'`);
    }
    remotes[name] = value;
  }
  for (const file of ['server/dist/main.js', 'shell/dist', 'owner-app/dist', 'guest-app/dist']) {
    if (!existsSync(path.join(root, file))) {
      problems.push(`${file} is missing: run "npm run build" first`);
    }
  }
  return { ports, remotes, problems };
};

const { ports, remotes, problems } = launcherSettings();
const apiUrl = env.API_URL?.trim() || `http://127.0.0.1:${ports.api}`;
const serverDir = path.join(root, 'server');
const apiEnv = {
  ...env,
  SOGLIA_MODE: 'production',
  NODE_ENV: 'production',
  API_PORT: String(ports.api),
  // The shell's proxy on this machine replaces X-Forwarded-For with the real client address.
  TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
};

// Every problem at once: the launcher's, then the API's (its own settings check, compiled).
const checked = existsSync(path.join(serverDir, 'dist/check-config.js'))
  ? spawnSync(process.execPath, ['dist/check-config.js'], {
      cwd: serverDir,
      env: apiEnv,
      encoding: 'utf8',
    })
  : null;
if (problems.length > 0) {
  console.error(
    `Soglia did not start: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
}
const apiRefused = checked !== null && checked.status !== 0;
if (apiRefused) process.stderr.write(checked.stderr || checked.stdout);
if (problems.length > 0 || apiRefused) process.exit(1);

const services = [
  { name: 'api', args: ['dist/main.js'], cwd: serverDir, env: apiEnv },
  {
    name: 'owner',
    args: ['scripts/serve-static.mjs', 'owner-app/dist', String(ports.owner)],
    env: { ...env, NODE_ENV: 'production' },
  },
  {
    name: 'guest',
    args: ['scripts/serve-static.mjs', 'guest-app/dist', String(ports.guest)],
    env: { ...env, NODE_ENV: 'production' },
  },
  {
    name: 'shell',
    args: ['shell/serve.mjs'],
    env: {
      ...env,
      ...remotes,
      NODE_ENV: 'production',
      SHELL_PORT: String(ports.shell),
      API_URL: apiUrl,
    },
  },
];

const running = new Map();
let stopping = false;
let exitCode = 0;

const stopAll = (code) => {
  if (stopping) {
    // A second signal: stop waiting.
    for (const child of running.values()) child.kill('SIGKILL');
    process.exit(1);
  }
  stopping = true;
  exitCode = code;
  for (const child of running.values()) child.kill('SIGTERM');
  if (running.size === 0) process.exit(exitCode);
};

const start = (service) => {
  const child = spawn(process.execPath, service.args, {
    cwd: service.cwd ?? root,
    env: service.env,
    // The API logs JSON lines (pino): passed through untouched, for the host's log collector.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.set(service.name, child);
  child.on('exit', (code, signal) => {
    running.delete(service.name);
    const clean = code === 0;
    if (!stopping) {
      console.error(
        `${tag} ${service.name} stopped (${signal ?? `exit ${code}`}); stopping everything.`,
      );
      stopAll(1);
    } else if (!clean) {
      console.error(`${tag} ${service.name} did not stop cleanly (${signal ?? `exit ${code}`}).`);
      exitCode = 1;
    }
    if (stopping && running.size === 0) process.exit(exitCode);
  });
};

process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

/** The status of one GET, or 0 when nothing answers. */
const statusOf = async (url) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
};

const waitFor = async (name, url, ok) => {
  const until = Date.now() + START_TIMEOUT_MS;
  while (!ok(await statusOf(url))) {
    if (stopping) return;
    if (Date.now() > until) {
      console.error(`${tag} ${name} did not answer ${url} within ${START_TIMEOUT_MS / 1000} s.`);
      stopAll(1);
      return;
    }
    await sleep(250);
  }
};

// The API first (it migrates the database), then the servers in front of it.
start(services[0]);
await waitFor('api', `${apiUrl}/api/health/ready`, (status) => status === 200);
for (const service of services.slice(1)) if (!stopping) start(service);
await Promise.all([
  waitFor('owner', `http://127.0.0.1:${ports.owner}/mf-manifest.json`, (s) => s === 200),
  waitFor('guest', `http://127.0.0.1:${ports.guest}/mf-manifest.json`, (s) => s === 200),
  waitFor('shell', `http://127.0.0.1:${ports.shell}/health`, (s) => s === 200),
]);
if (!stopping) {
  console.log(`${tag} Soglia is running (production builds, SOGLIA_MODE=production)
${tag}   App (shell)    http://0.0.0.0:${ports.shell}/login (put your HTTPS proxy in front of it)
${tag}   Owner remote   ${remotes.OWNER_REMOTE_URL} (served on port ${ports.owner})
${tag}   Guest remote   ${remotes.GUEST_REMOTE_URL} (served on port ${ports.guest})
${tag}   API            ${apiUrl}/api/ (readiness: /api/health/ready)
${tag} No demo data. Create a host: npm run create-owner -- --username NAME
${tag} SIGTERM or Ctrl+C stops everything.`);
}
