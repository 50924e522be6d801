import type { RemoteName } from './types';

export interface ShellConfig {
  remotes: Record<RemoteName, string>;
}

let pending: Promise<ShellConfig> | null = null;

function parseConfig(data: unknown): ShellConfig {
  const remotes = (data as { remotes?: Record<string, unknown> } | null)?.remotes;
  const owner = remotes?.owner;
  const guest = remotes?.guest;
  if (typeof owner !== 'string' || typeof guest !== 'string') {
    throw new Error('config.json: "remotes.owner" and "remotes.guest" must be URLs');
  }
  return { remotes: { owner, guest } };
}

/** The config the shell's server writes into the page (shell/server/page-hints.mjs), if any. */
function inlineConfig(): ShellConfig | null {
  const element = document.getElementById('soglia-config');
  if (!element?.textContent) return null;
  try {
    return parseConfig(JSON.parse(element.textContent));
  } catch {
    return null;
  }
}

/**
 * The remote URLs: from the page when the production server wrote them there, else
 * GET /config.json once (the development server); a failed attempt is not cached, so a retry
 * fetches again.
 */
export function fetchShellConfig(fresh = false): Promise<ShellConfig> {
  if (!fresh && !pending) {
    const inline = inlineConfig();
    if (inline) pending = Promise.resolve(inline);
  }
  if (!pending || fresh) {
    const attempt = fetch('/config.json', { cache: 'no-store' })
      .then((response) => {
        if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
        return response.json();
      })
      .then(parseConfig);
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
    pending = attempt;
  }
  return pending;
}
