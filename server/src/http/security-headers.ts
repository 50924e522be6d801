import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for `options`, computed once: the configuration is the same for every
 * answer (no nonces), so rebuilding helmet's middleware and re-parsing its CSP per request (as
 * `@fastify/helmet` in global mode does) buys nothing.
 */
export const helmetHeaders = (options: HelmetOptions): [string, string][] => {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return [...headers];
};

/**
 * No answer of the API is a page that needs a powerful feature (its JSON, the docs, the document
 * photos and PDFs): the camera and microphone are for the app's pages (the shell's own policy),
 * the rest for nobody. Helmet does not write this header.
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Sets the security headers on every answer, before its handler runs (a route may still set its
 * own, e.g. the docs' CSP).
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions): void => {
  const headers: [string, string][] = [
    ...helmetHeaders(options),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
};
