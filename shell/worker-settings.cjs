'use strict';

// Placeholders of the built sw.js that the shell's server replaces when it serves it
// (server/service-worker.mjs): the remote URLs come from the environment at run time, like
// /config.json, and the guest page's revision depends on them.
const SETTINGS_PLACEHOLDER = '__SOGLIA_WORKER_SETTINGS__';
const PAGE_REVISION_PLACEHOLDER = '__SOGLIA_PAGE_REVISION__';

module.exports = { SETTINGS_PLACEHOLDER, PAGE_REVISION_PLACEHOLDER };
