// Headers of everything the shell serves itself (not the proxied API, which sets its own).
// Computed once at start (the remote origins come from the same environment as /config.json),
// except the WebSocket origins of connect-src, which name the host the page was asked from.
import path from 'node:path';

const SAME_ORIGIN = 'http://same-origin.invalid';

/** The distinct origins of the remotes' manifests (a relative URL is the shell's own origin). */
export function remoteOrigins(config) {
  const origins = Object.entries(config.remotes).map(([name, url]) => {
    let parsed;
    try {
      parsed = new URL(url, SAME_ORIGIN);
    } catch {
      throw new Error(`The ${name} remote URL is not a URL: "${url}"`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`The ${name} remote URL must be http(s): "${url}"`);
    }
    return parsed.origin;
  });
  return [...new Set(origins)].filter((origin) => origin !== SAME_ORIGIN);
}

/**
 * The shell's Content-Security-Policy. Scripts only from the shell and the remotes' origins (the
 * federation runtime fetches each mf-manifest.json and adds <script> tags for remoteEntry.js and
 * its chunks); no inline script anywhere. styled-components injects <style> elements at run time,
 * hence 'unsafe-inline' for styles only. Document photos are shown from blob: URLs (<img>, and
 * an <iframe> for PDFs). Nobody may frame the app. The identification call's socket is
 * same-origin (`/api/identification/socket/`, forwarded to the API): 'self' covers ws: and wss:
 * of the page's own host in Chromium (since 71), Firefox and Safari 16, and `webSocketHosts`
 * names them for older Safari.
 */
export function contentSecurityPolicy(config, webSocketHosts = []) {
  const remotes = remoteOrigins(config);
  const sockets = webSocketHosts.flatMap((host) => [`ws://${host}`, `wss://${host}`]);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...sockets, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'frame-src': ["'self'", 'blob:'],
    // The guest's service worker (/sw.js) and web app manifest are the shell's own files.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

// Powerful features nothing in the product uses: no page may ask for them, nor let a frame.
const DENIED_FEATURES = [
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
];

/**
 * Permissions-Policy: the camera and microphone for this origin on the app's pages (the
 * identification call, in the guest area and the host console), for nothing else the shell
 * sends; the features above for nobody. The app is one page whose routes change without a new
 * document, and a document keeps the policy it was loaded with: the login page becomes the
 * guest's stay page in place, so every page of the app carries the same policy
 * (docs/adr/0027-calls-through-the-shell-and-coturn.md).
 */
export function permissionsPolicy({ media }) {
  const allowlist = media ? '(self)' : '()';
  return [
    `camera=${allowlist}`,
    `microphone=${allowlist}`,
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ].join(', ');
}

/** A page of the app: a route of the single-page app (no file extension) or its HTML files. */
export function isAppPage(pathname) {
  const extension = path.posix.extname(pathname);
  return extension === '' || extension === '.html';
}

// A Host header that can be named in a policy as it is (a name or an address, and a port).
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The security headers of one answer of the shell, for the request's path and Host. */
export function securityHeaders(config) {
  const common = {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
  const pagePolicy = permissionsPolicy({ media: true });
  const otherPolicy = permissionsPolicy({ media: false });
  const noHostCsp = contentSecurityPolicy(config);
  return (request) => {
    const host = String(request.headers.host ?? '');
    const pathname = request.url.split('?', 1)[0];
    return {
      ...common,
      'content-security-policy': PLAIN_HOST.test(host)
        ? contentSecurityPolicy(config, [host])
        : noHostCsp,
      'permissions-policy': isAppPage(pathname) ? pagePolicy : otherPolicy,
    };
  };
}
