// `npm run build` runs this before webpack: webpack.config.js reads dist-prerender/login.json to
// emit login.html, and dist-prerender/manifest.webmanifest to emit it and the pages' theme colour.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderLogin } from './prerenderLogin';
import { webManifest } from './webManifest';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist-prerender');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'login.json'), JSON.stringify(prerenderLogin()));
writeFileSync(join(out, 'manifest.webmanifest'), JSON.stringify(webManifest()));
