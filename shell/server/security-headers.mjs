// Headers of everything the shell serves itself (not the proxied API, which sets its own).
// Computed once at start: the remote origins come from the same environment as /config.json.

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
 * an <iframe> for PDFs). Nobody may frame the app.
 */
export function contentSecurityPolicy(config) {
  const remotes = remoteOrigins(config);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config) {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
}
