'use strict';

const { apiUrl, portFromEnv } = require('../build/webpack-common.cjs');

// The one place that turns environment variables into the shell's /config.json.
const DEFAULT_OWNER_REMOTE_URL = 'http://localhost:3001/mf-manifest.json';
const DEFAULT_GUEST_REMOTE_URL = 'http://localhost:3002/mf-manifest.json';

function remoteConfig(env = process.env) {
  return {
    remotes: {
      owner: env.OWNER_REMOTE_URL || DEFAULT_OWNER_REMOTE_URL,
      guest: env.GUEST_REMOTE_URL || DEFAULT_GUEST_REMOTE_URL,
    },
  };
}

function shellPort(env = process.env) {
  return portFromEnv('SHELL_PORT', 3000, env);
}

module.exports = { remoteConfig, apiUrl, shellPort };
