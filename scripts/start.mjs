// Starts the whole product on one machine: API, Shelly Cloud, Alloggiati Web and calendar feed
// simulators, shell and both remotes.
// `node scripts/start.mjs` serves production builds (run `npm run build` first; `npm start` does);
// `--dev` runs webpack dev servers instead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const dev = process.argv.includes('--dev');
const env = process.env;
const ports = {
  api: Number(env.API_PORT ?? 8000),
  shell: Number(env.SHELL_PORT ?? 3000),
  owner: Number(env.OWNER_PORT ?? 3001),
  guest: Number(env.GUEST_PORT ?? 3002),
  shelly: Number(env.SHELLY_SIM_PORT ?? 8010),
  alloggiati: Number(env.ALLOGGIATI_SIM_PORT ?? 8020),
  calendar: Number(env.CALENDAR_SIM_PORT ?? 8030),
};
const calendarSimHost = `127.0.0.1:${ports.calendar}`;
const publicHost = env.PUBLIC_HOST ?? 'localhost';
const shared = {
  ...env,
  API_URL: env.API_URL ?? `http://127.0.0.1:${ports.api}`,
  OWNER_REMOTE_URL: env.OWNER_REMOTE_URL ?? `http://${publicHost}:${ports.owner}/mf-manifest.json`,
  GUEST_REMOTE_URL: env.GUEST_REMOTE_URL ?? `http://${publicHost}:${ports.guest}/mf-manifest.json`,
  SHELLY_CLOUD_URL: env.SHELLY_CLOUD_URL ?? `http://127.0.0.1:${ports.shelly}`,
  SHELL_PORT: String(ports.shell),
  OWNER_PORT: String(ports.owner),
  GUEST_PORT: String(ports.guest),
  SHELLY_SIM_PORT: String(ports.shelly),
  ALLOGGIATI_URL: env.ALLOGGIATI_URL ?? `http://127.0.0.1:${ports.alloggiati}/service/service.asmx`,
  ALLOGGIATI_SIM_PORT: String(ports.alloggiati),
  CALENDAR_SIM_PORT: String(ports.calendar),
  // The demo reads the calendar simulator on this machine over http: allowed here explicitly
  // (never in production, which refuses CALENDAR_ALLOW_INSECURE).
  CALENDAR_ALLOWED_HOSTS: env.CALENDAR_ALLOWED_HOSTS
    ? `${env.CALENDAR_ALLOWED_HOSTS},${calendarSimHost}`
    : calendarSimHost,
  CALENDAR_ALLOW_INSECURE: env.CALENDAR_ALLOW_INSECURE ?? 'true',
  DEMO_CALENDAR_URL: env.DEMO_CALENDAR_URL ?? `http://${calendarSimHost}/airbnb/casa-soglia.ics`,
};

const simulatorEntry = 'server/src/shelly/simulator/main.ts';
const alloggiatiEntry = 'server/src/alloggiati/simulator/main.ts';
const calendarEntry = 'server/src/calendar/simulator/main.ts';
const services = [
  ...(existsSync(calendarEntry)
    ? [
        {
          name: 'calendar-sim',
          cmd: ['npm', 'run', 'calendar-simulator', '-w', '@soglia/server'],
          port: ports.calendar,
        },
      ]
    : []),
  ...(existsSync(alloggiatiEntry)
    ? [
        {
          name: 'alloggiati-sim',
          cmd: ['npm', 'run', 'alloggiati-simulator', '-w', '@soglia/server'],
          port: ports.alloggiati,
        },
      ]
    : []),
  ...(existsSync(simulatorEntry)
    ? [
        {
          name: 'shelly-sim',
          cmd: ['npm', 'run', 'simulator', '-w', '@soglia/server'],
          port: ports.shelly,
        },
      ]
    : []),
  {
    name: 'api',
    cmd: ['npm', 'run', dev ? 'dev' : 'start', '-w', '@soglia/server'],
    env: {
      API_PORT: String(ports.api),
      NODE_ENV: dev ? 'development' : 'production',
      // The shell proxy on this machine sets X-Forwarded-For to the real client address.
      TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
    },
    port: ports.api,
  },
  dev
    ? { name: 'owner', cmd: ['npm', 'run', 'dev', '-w', '@soglia/owner-app'], port: ports.owner }
    : {
        name: 'owner',
        cmd: ['node', 'scripts/serve-static.mjs', 'owner-app/dist', String(ports.owner)],
        port: ports.owner,
      },
  dev
    ? { name: 'guest', cmd: ['npm', 'run', 'dev', '-w', '@soglia/guest-app'], port: ports.guest }
    : {
        name: 'guest',
        cmd: ['node', 'scripts/serve-static.mjs', 'guest-app/dist', String(ports.guest)],
        port: ports.guest,
      },
  {
    name: 'shell',
    cmd: ['npm', 'run', dev ? 'dev' : 'serve', '-w', '@soglia/shell'],
    port: ports.shell,
  },
];

if (!dev) {
  for (const dist of ['shell/dist', 'owner-app/dist', 'guest-app/dist']) {
    if (!existsSync(dist)) {
      console.error(`${dist} is missing: run "npm run build" first (npm start does it for you).`);
      process.exit(1);
    }
  }
}

// The API prints the demo logins only when they work (seeded, SEED_DEMO on, password unchanged):
// repeat exactly those in the summary.
const demoLogins = {};
function noteDemoLogin(line) {
  const match = /\b(owner|guest)\s+(\S+) \/ (\S+)/.exec(line);
  if (match) demoLogins[match[1]] = `${match[2]} / ${match[3]}`;
}

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM'); // the whole group: npm, tsx and the server itself
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

for (const service of services) {
  const child = spawn(service.cmd[0], service.cmd.slice(1), {
    env: { ...shared, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${service.name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        out.write(prefix + line + '\n');
        if (service.name === 'api') noteDemoLogin(line);
      }
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}stopped (exit ${code}); stopping everything.`);
      stopAll(code || 1);
    }
  });
  children.push(child);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function answers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

const started = Date.now();
for (const service of services) {
  while (!(await answers(service.port))) {
    if (stopping) process.exit(1);
    if (Date.now() - started > 180_000) {
      console.error(`${service.name} did not answer on :${service.port} within 3 minutes.`);
      stopAll(1);
    }
    await sleep(250);
  }
}

console.log(`
┌──────────────────────────────────────────────────────────────┐
  Soglia is running (${dev ? 'development servers' : 'production builds'})
    App (shell)      http://${publicHost}:${ports.shell}/login
    Owner remote     http://${publicHost}:${ports.owner}/mf-manifest.json
    Guest remote     http://${publicHost}:${ports.guest}/mf-manifest.json
    API              http://${publicHost}:${ports.api}/api/   (docs: /api/docs)${
      demoLogins.owner
        ? `
  Demo logins:
    host (owner)     ${demoLogins.owner}
    guest            ${demoLogins.guest ?? '-'}`
        : ''
    }
  Ctrl+C stops everything.
└──────────────────────────────────────────────────────────────┘`);
