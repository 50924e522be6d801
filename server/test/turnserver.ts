import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from '@msimerson/stun';

/** Whether coturn's `turnserver` is on PATH (Debian's `coturn` package; CI installs it). */
export const turnserverInstalled = (): boolean =>
  spawnSync('turnserver', ['--help'], { stdio: 'ignore' }).error === undefined;

const udpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });

const tcpFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createTcpServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A block of `count` consecutive ports free on 127.0.0.1 (UDP, and TCP for the first), between
 * 20000 and 30000: below Linux's ephemeral range, where other tests' servers (port 0) land.
 */
const freeBlock = async (count: number): Promise<number> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * (10_000 - count));
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await tcpFree(first)) && (await Promise.all(ports.map(udpFree))).every(Boolean)) {
      return first;
    }
  }
  throw new Error('no free block of ports for turnserver');
};

export interface RunningTurnServer {
  /** The listening port (UDP and TCP) on 127.0.0.1. */
  port: number;
  realm: string;
  /** Everything turnserver printed (for a failing test's message). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * coturn on 127.0.0.1 with ports of its own, checking coturn's REST API credentials
 * (`use-auth-secret`) with `secret`, as docs/deploy/turnserver.conf sets it up (no TLS here).
 * Resolves once it answers a STUN Binding; `stop()` ends it (SIGTERM, then SIGKILL).
 */
export const startTurnServer = async (secret: string): Promise<RunningTurnServer> => {
  const folder = mkdtempSync(path.join(tmpdir(), 'soglia-turnserver-'));
  const first = await freeBlock(11);
  const realm = 'soglia.test';
  const config = path.join(folder, 'turnserver.conf');
  writeFileSync(
    config,
    [
      'listening-ip=127.0.0.1',
      'relay-ip=127.0.0.1',
      `listening-port=${first}`,
      `min-port=${first + 1}`,
      `max-port=${first + 10}`,
      'use-auth-secret',
      `static-auth-secret=${secret}`,
      `realm=${realm}`,
      'fingerprint',
      'no-cli',
      'no-tls',
      'no-dtls',
      'no-multicast-peers',
      `userdb=${path.join(folder, 'turndb')}`,
      'log-file=stdout',
      'simple-log',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('turnserver', ['-c', config, '--pidfile='], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(folder, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill('SIGTERM');
    });
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`turnserver exited (${child.exitCode}):\n${output}`);
    }
    const answered = await request(`127.0.0.1:${first}`, { timeout: 100, retries: 2 }).then(
      () => true,
      () => false,
    );
    if (answered) return { port: first, realm, output: () => output, stop };
    if (Date.now() > until) {
      await stop();
      throw new Error(`turnserver did not answer within 15 s:\n${output}`);
    }
  }
};
