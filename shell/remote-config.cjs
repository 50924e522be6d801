'use strict';

// The one place that turns environment variables into the shell's /config.json.
const DEFAULT_OWNER_REMOTE_URL = 'http://localhost:3001/mf-manifest.json';
const DEFAULT_GUEST_REMOTE_URL = 'http://localhost:3002/mf-manifest.json';
const DEFAULT_API_URL = 'http://127.0.0.1:8000';

function remoteConfig(env = process.env) {
  return {
    remotes: {
      owner: env.OWNER_REMOTE_URL || DEFAULT_OWNER_REMOTE_URL,
      guest: env.GUEST_REMOTE_URL || DEFAULT_GUEST_REMOTE_URL,
    },
  };
}

function apiUrl(env = process.env) {
  return (env.API_URL || DEFAULT_API_URL).replace(/\/+$/, '');
}

function shellPort(env = process.env) {
  const raw = env.SHELL_PORT;
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SHELL_PORT must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

module.exports = { remoteConfig, apiUrl, shellPort };
