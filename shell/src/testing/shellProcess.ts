import { spawn, type ChildProcess } from 'node:child_process';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';

const SERVE = path.resolve(__dirname, '..', '..', 'serve.mjs');

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP request with node:http, which (unlike fetch) leaves compressed bodies as they came. */
export function call(
  port: number,
  method: string,
  urlPath: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Writes `head` (request line and headers, CRLF-separated) on a raw socket; the whole answer. */
export function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined);
  });
}

/** The status line and body of a raw HTTP/1.1 answer ('' when the socket just closed). */
export function statusAndBody(answer: string): { statusLine: string; body: string } {
  const [head, ...rest] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], body: rest.join('\r\n\r\n') };
}

export interface RunningShell {
  child: ChildProcess;
  port: number;
  output: () => string;
}

function inheritedEnv(): NodeJS.ProcessEnv {
  const {
    OWNER_REMOTE_URL: _owner,
    GUEST_REMOTE_URL: _guest,
    API_URL: _api,
    ...rest
  } = process.env;
  return rest;
}

/** `node shell/serve.mjs` (the production start command) on a free port. */
export function startServe(env: Record<string, string>): Promise<RunningShell> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE], {
      env: { ...inheritedEnv(), SHELL_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), output: () => output });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
}

export function stopServe(shell: RunningShell | undefined): Promise<void> {
  if (!shell || shell.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    shell.child.once('exit', () => resolve());
    shell.child.kill('SIGTERM');
  });
}

export interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

/** An HTTP server on a free port that records every request it gets, then runs `answer`. */
export async function startRecorder(
  answer: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void = (_q, res) =>
    res.end('reached'),
): Promise<{ server: Server; port: number; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method, url: req.url, headers: req.headers, bytes: body.length });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { server, port: (server.address() as AddressInfo).port, seen, close };
}

/** A port nothing listens on (bound once, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
