import { get, request } from 'node:http';
import { isAxiosError } from 'axios';
import { clearToken, storeToken } from '../auth-token';
import { setUnauthorizedHandler } from '../http';
import { login } from '../resources/auth';
import type { RealApiInfo } from './realApiEnvironment';

/** Helpers for test files running in realApiEnvironment (a real API per file). */

export function realApi(): RealApiInfo {
  const info = (globalThis as { __SOGLIA_REAL_API__?: RealApiInfo }).__SOGLIA_REAL_API__;
  if (!info)
    throw new Error('Select the environment: @jest-environment ./src/test/realApiEnvironment.ts');
  return info;
}

/** The demo logins the API seeds on its first start. */
export const DEMO_OWNER = { username: 'host', password: 'soglia-demo' };
export const DEMO_GUEST = { username: 'giulia.rossi', password: 'GUEST123' };

/** Logs in through the client and keeps the token, like the login page does. */
export async function signIn(credentials: { username: string; password: string }): Promise<void> {
  clearToken();
  storeToken((await login(credentials)).key);
}

/** 401s are asserted by the tests; jsdom cannot navigate to /login. */
export function ignoreUnauthorized(): void {
  setUnauthorizedHandler(() => undefined);
}

/** The HTTP status and body of a rejected call. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isAxiosError(error) && error.response) {
      return { status: error.response.status, data: error.response.data };
    }
    throw error;
  }
  throw new Error('the call succeeded');
}

/** yyyy-mm-dd in the apartments' time zone (Europe/Rome), `days` from today. */
export function romeDate(days = 0): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(at);
}

// A real 16x10 JPEG (268 bytes) and a minimal, inert PDF for the document photo uploads.
const JPEG_BASE64 =
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//' +
  '2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//' +
  'wAARCAAKABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAA' +
  'AAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIIBoU//2Q==';

const PDF_TEXT = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

export function jpegFile(name = 'carta-identita-fronte.jpg'): File {
  const bytes = Uint8Array.from(atob(JPEG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/jpeg' });
}

export function pdfFile(name = 'carta-identita-retro.pdf'): File {
  return new File([PDF_TEXT], name, { type: 'application/pdf' });
}

/** The bytes of a Blob (jsdom's Blob has no arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** How many relay events the Shelly simulator recorded for a device (its control API). */
export function relayEvents(deviceId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${realApi().shellyUrl}/__sim/state`, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        const state = JSON.parse(body) as { devices: { id: string; events: unknown[][] }[] };
        const device = state.devices.find((d) => d.id === deviceId);
        resolve(device?.events.flat().length ?? 0);
      });
    }).on('error', reject);
  });
}

/** Calls the Alloggiati Web simulator's control API (e.g. `POST /__sim/clock`): its JSON answer. */
export function alloggiatiSim<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${realApi().alloggiatiUrl}${path}`,
      { method, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(text) as T));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
