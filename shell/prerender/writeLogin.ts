// `npm run build` runs this before webpack: dist-prerender/login.json is read by
// webpack.config.js to emit login.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderLogin } from './prerenderLogin';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist-prerender');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'login.json'), JSON.stringify(prerenderLogin()));
